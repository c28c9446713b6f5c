import { currentCustomerUuid, listMobileProducts } from '@/lib/customer/calls';
import { currentProduct } from '@/lib/customer/rules';
import { toApiError } from '@/lib/upstream/errors';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/products – the customer's mobile products and the current one
export const GET = withCustomer(null, async (_input, { rc }) => {
  const res = await listMobileProducts(rc, currentCustomerUuid(rc));
  if (!res.ok) throw toApiError(res.error);
  return { products: res.data, currentUuid: currentProduct(res.data, rc.session.productUuid)?.uuid ?? null };
});
