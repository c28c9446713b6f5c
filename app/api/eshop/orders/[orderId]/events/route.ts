import { NextResponse } from 'next/server';
import { orderEvents } from '@/lib/eshop/events';
import { withCustomer } from '../../../../_lib/wrap';

// GET /api/eshop/orders/{orderId}/events – Server-Sent Events: `event: order` with the OrderView on
// each change; the server polls the upstream every ORDER_POLL_MS and ends at a final status or
// after 5 minutes (EventSource reconnects, so the stream is resumable).
export const GET = withCustomer(null, async (_input, { rc, params, req }) => {
  const stream = await orderEvents(rc, params.orderId ?? '', req.signal);
  return new NextResponse(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
});
