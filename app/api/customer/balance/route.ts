import { moneyOn } from '@/lib/broadband/account';
import { balances } from '@/lib/billing/money-calls';
import { MoneyOnQuery } from '@/lib/billing/money-schemas';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/balance – the current product's money: prepay credit and expiry, or postpay owing, this period and cycles; usage left.
// ?service={id}: one of the customer's broadband services instead (the broadband balance area; another's → 404).
export const GET = withCustomer(MoneyOnQuery, async (input, { rc }) => balances(rc, await moneyOn(rc, input.service)));
