import { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { currentCustomerUuid, listMobileProducts } from '@/lib/customer/calls';
import { toApiError } from '@/lib/upstream/errors';
import { withCustomer } from '../../../_lib/wrap';

const Body = z.object({ productUuid: z.uuid() });

// PUT /api/customer/products/current – choose the current mobile product (one of the customer's own)
export const PUT = withCustomer(Body, async ({ productUuid }, { rc }) => {
  const res = await listMobileProducts(rc, currentCustomerUuid(rc));
  if (!res.ok) throw toApiError(res.error);
  if (!res.data.some((p) => p.uuid === productUuid)) throw new ApiError('forbidden');
  rc.session.productUuid = productUuid;
  rc.dirty = true;
  return { currentUuid: productUuid };
});
