import { moneyOn } from '@/lib/broadband/account';
import { payBill } from '@/lib/billing/money-calls';
import { PayBillInput } from '@/lib/billing/money-schemas';
import { withCustomer } from '../../_lib/wrap';
import { MONEY } from '../../_lib/idempotent';

// POST /api/customer/pay-bill – a PaymentIntent paying the postpay bill (at least $0.50; more than owed becomes credit).
// `service`: for one of the customer's broadband services (the broadband balance area's pay bill; another's → 404).
export const POST = withCustomer(PayBillInput, async (input, { rc }) => payBill(rc, input, await moneyOn(rc, input.service)), { idempotent: MONEY });
