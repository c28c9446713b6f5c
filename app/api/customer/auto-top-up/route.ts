import { autoTopUp, saveAutoTopUp } from '@/lib/billing/money-calls';
import { AutoTopUpInput } from '@/lib/billing/money-schemas';
import { withCustomer } from '../../_lib/wrap';
import { MONEY } from '../../_lib/idempotent';

// GET /api/customer/auto-top-up – the customer's auto top-up, with the suggested days
export const GET = withCustomer(null, async (_input, { rc }) => autoTopUp(rc));

// PUT /api/customer/auto-top-up – turn it on (amount $1-999, every 1-99 days) or off
export const PUT = withCustomer(AutoTopUpInput, async (input, { rc }) => saveAutoTopUp(rc, input), { idempotent: MONEY });
