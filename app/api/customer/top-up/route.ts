import { topUp } from '@/lib/billing/money-calls';
import { TopUpInput } from '@/lib/billing/money-schemas';
import { withCustomer } from '../../_lib/wrap';
import { MONEY } from '../../_lib/idempotent';

// POST /api/customer/top-up – a PaymentIntent topping up the current prepay product (the payment step confirms it)
export const POST = withCustomer(TopUpInput, async (input, { rc }) => topUp(rc, input), { idempotent: MONEY });
