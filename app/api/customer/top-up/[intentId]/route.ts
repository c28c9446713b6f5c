import { topUpStatus } from '@/lib/billing/money-calls';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/top-up/{intentId} – the top-up's transaction, followed until final
export const GET = withCustomer(null, async (_input, { rc, params }) => topUpStatus(rc, params.intentId ?? ''));
