import { moneyOn } from '@/lib/broadband/account';
import { topUpStatus } from '@/lib/billing/money-calls';
import { MoneyOnQuery } from '@/lib/billing/money-schemas';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/top-up/{intentId} – the top-up's transaction, followed until final (?service={id}: a broadband service's top-up)
export const GET = withCustomer(MoneyOnQuery, async (input, { rc, params }) => topUpStatus(rc, params.intentId ?? '', await moneyOn(rc, input.service)));
