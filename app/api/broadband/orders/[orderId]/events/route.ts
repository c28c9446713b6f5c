import { NextResponse } from 'next/server';
import { broadbandOrderEvents } from '@/lib/broadband/events';
import { gated } from '../../../_lib/gated';
import { streamSlot } from '../../../../_lib/streams';
import { withCustomer } from '../../../../_lib/wrap';

// GET /api/broadband/orders/{orderNumber}/events – Server-Sent Events of the checkout's wait: `order` { status, outcome },
// then `service` (the new broadband order and product), `end`, or `timeout`. The segment here is the e-shop order number.
export const GET = withCustomer(null, gated(null, async (_input, { rc, params, req }) => {
  // At most STREAMS_PER_SESSION_MAX open per session and STREAMS_PER_INSTANCE_MAX per instance, the oldest closed first (app/api/_lib/streams.ts)
  const slot = streamSlot(rc.session, req.signal);
  const stream = slot.admit(await broadbandOrderEvents(rc, params.orderId ?? '', slot.signal));
  return new NextResponse(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
}));
