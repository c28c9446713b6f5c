import { NextResponse } from 'next/server';
import { broadbandOrderEvents } from '@/lib/broadband/events';
import { gated } from '../../../_lib/gated';
import { withCustomer } from '../../../../_lib/wrap';

// GET /api/broadband/orders/{orderNumber}/events – Server-Sent Events of the checkout's wait: `order` { status, outcome },
// then `service` (the new broadband order and product), `end`, or `timeout`. The segment here is the e-shop order number.
export const GET = withCustomer(null, gated(null, async (_input, { rc, params, req }) => {
  const stream = await broadbandOrderEvents(rc, params.orderId ?? '', req.signal);
  return new NextResponse(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
}));
