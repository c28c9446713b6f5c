import { getFlags } from '@/lib/config/calls';
import { checkoutCart } from '@/lib/eshop/shop';
import { withCustomer } from '../../_lib/wrap';
import { CHECKOUT_MONEY } from '../../_lib/idempotent';
import { Checkout } from '@/lib/eshop/schemas';

// POST /api/eshop/checkout – header Idempotency-Key (required; passed to the upstream as-is; the first answer replayed)
export const POST = withCustomer(Checkout, async (input, { rc }) => checkoutCart(rc, await getFlags(), rc.idempotencyKey ?? '', input), { idempotent: CHECKOUT_MONEY });
