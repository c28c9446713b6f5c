import { getBroadbandOrder } from '@/lib/broadband/order';
import { broadbandCustomer } from '../../_lib/gated';

// GET /api/broadband/orders/{orderId} – one broadband order (UFB_order or FWA order UUID) with its timeline
export const GET = broadbandCustomer(null, async (_input, { rc, params }) => getBroadbandOrder(rc, params.orderId ?? ''));
