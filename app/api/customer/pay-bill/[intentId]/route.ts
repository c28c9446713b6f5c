import { moneyOn } from '@/lib/broadband/account';
import { payBillStatus } from '@/lib/billing/money-calls';
import { MoneyOnQuery } from '@/lib/billing/money-schemas';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/pay-bill/{intentId} – the bill payment's transaction, followed until final (?service={id}: a broadband service's payment)
export const GET = withCustomer(MoneyOnQuery, async (input, { rc, params }) => payBillStatus(rc, params.intentId ?? '', await moneyOn(rc, input.service)));
