import { payBill } from '@/lib/billing/money-calls';
import { PayBillInput } from '@/lib/billing/money-schemas';
import { withCustomer } from '../../_lib/wrap';
import { MONEY } from '../../_lib/idempotent';

// POST /api/customer/pay-bill – a PaymentIntent paying the postpay bill (at least $0.50; more than owed becomes credit)
export const POST = withCustomer(PayBillInput, async (input, { rc }) => payBill(rc, input), { idempotent: MONEY });
