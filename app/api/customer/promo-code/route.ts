import { applyPromo } from '@/lib/billing/money-calls';
import { PromoInput } from '@/lib/billing/money-schemas';
import { withCustomer } from '../../_lib/wrap';
import { MONEY } from '../../_lib/idempotent';

// POST /api/customer/promo-code – apply a promo code
export const POST = withCustomer(PromoInput, async ({ code }, { rc }) => applyPromo(rc, code), { idempotent: MONEY });
