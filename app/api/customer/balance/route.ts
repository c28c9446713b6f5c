import { balances } from '@/lib/billing/money-calls';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/balance – the current product's money: prepay credit and expiry, or postpay owing, this period and cycles; usage left
export const GET = withCustomer(null, async (_input, { rc }) => balances(rc));
