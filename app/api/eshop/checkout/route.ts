import { getFlags } from '@/lib/config/calls';
import { ApiError } from '@/lib/errors';
import { checkoutCart } from '@/lib/eshop/shop';
import { withCustomer } from '../../_lib/wrap';
import { Checkout } from '@/lib/eshop/schemas';

// POST /api/eshop/checkout – header Idempotency-Key (required; passed to the upstream as-is)
export const POST = withCustomer(Checkout, async (input, { rc, req }) => {
  const key = req.headers.get('idempotency-key')?.trim();
  if (!key || key.length > 200) throw new ApiError('idempotency_key_required');
  return checkoutCart(rc, await getFlags(), key, input);
});
