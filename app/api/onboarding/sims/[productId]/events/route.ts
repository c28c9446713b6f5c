import { NextResponse } from 'next/server';
import { activationEvents } from '@/lib/onboarding/events';
import { pathId } from '@/lib/onboarding/schemas';
import { withCustomer } from '../../../../_lib/wrap';

// GET /api/onboarding/sims/{productId}/events – Server-Sent Events: `event: progress` on each change, `end` at ready or failed,
// `timeout` 250 s after the request; the server polls every second (EventSource reconnects, so a return shows the same progress)
export const GET = withCustomer(null, async (_input, { rc, params, req }) => {
  const stream = await activationEvents(rc, pathId(params.productId), req.signal);
  return new NextResponse(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
});
