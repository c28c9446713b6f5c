import { addonPaymentStatus } from '@/lib/plans/calls';
import { withCustomer } from '../../../../_lib/wrap';

// GET /api/customer/addons/buy/{intentId} – a card purchase's payment, followed until final (then usage and plans are read afresh)
export const GET = withCustomer(null, async (_input, { rc, params }) => addonPaymentStatus(rc, params.intentId ?? ''));
