import { getBroadbandOrder } from '@/lib/broadband/order';
import { gated } from '../../_lib/gated';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/broadband/orders/{orderId} – one broadband order (UFB_order or FWA order UUID) with its timeline
export const GET = withCustomer(null, gated(null, async (_input, { rc, params }) => getBroadbandOrder(rc, params.orderId ?? '')));
