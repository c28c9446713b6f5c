import { NextResponse } from 'next/server';
import { orderEvents } from '@/lib/eshop/events';
import { streamSlot } from '../../../../_lib/streams';
import { withCustomer } from '../../../../_lib/wrap';

// GET /api/eshop/orders/{orderId}/events – Server-Sent Events: `event: order` with the OrderView on
// each change; the server polls the upstream every ORDER_POLL_MS and ends at a final status or
// after 5 minutes (EventSource reconnects, so the stream is resumable).
export const GET = withCustomer(null, async (_input, { rc, params, req }) => {
  // At most STREAMS_PER_SESSION_MAX open per session and STREAMS_PER_INSTANCE_MAX per instance, the oldest closed first (app/api/_lib/streams.ts)
  const slot = streamSlot(rc.session, req.signal);
  const stream = slot.admit(await orderEvents(rc, params.orderId ?? '', slot.signal));
  return new NextResponse(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
});
