import { payBillStatus } from '@/lib/billing/money-calls';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/pay-bill/{intentId} – the bill payment's transaction, followed until final
export const GET = withCustomer(null, async (_input, { rc, params }) => payBillStatus(rc, params.intentId ?? ''));
