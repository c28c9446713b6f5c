import { moneyOn } from '@/lib/broadband/account';
import { topUp } from '@/lib/billing/money-calls';
import { TopUpInput } from '@/lib/billing/money-schemas';
import { withCustomer } from '../../_lib/wrap';
import { MONEY } from '../../_lib/idempotent';

// POST /api/customer/top-up – a PaymentIntent topping up the current prepay product (the payment step confirms it).
// `service`: one of the customer's broadband services instead (the broadband balance area's top-up, prepay only; another's → 404).
export const POST = withCustomer(TopUpInput, async (input, { rc }) => topUp(rc, input, await moneyOn(rc, input.service)), { idempotent: MONEY });
