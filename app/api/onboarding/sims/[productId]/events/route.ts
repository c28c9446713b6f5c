import { NextResponse } from 'next/server';
import { activationEvents } from '@/lib/onboarding/events';
import { pathId } from '@/lib/onboarding/schemas';
import { streamSlot } from '../../../../_lib/streams';
import { withCustomer } from '../../../../_lib/wrap';

// GET /api/onboarding/sims/{productId}/events – Server-Sent Events: `event: progress` on each change, `end` at ready or failed,
// `timeout` 250 s after the request; the server polls every second (EventSource reconnects, so a return shows the same progress)
export const GET = withCustomer(null, async (_input, { rc, params, req }) => {
  // At most STREAMS_PER_SESSION_MAX open per session and STREAMS_PER_INSTANCE_MAX per instance, the oldest closed first (app/api/_lib/streams.ts)
  const slot = streamSlot(rc.session, req.signal);
  const stream = slot.admit(await activationEvents(rc, pathId(params.productId), slot.signal));
  return new NextResponse(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
});
