import { getCustomer, currentCustomerUuid } from '@/lib/customer/calls';
import { toApiError } from '@/lib/upstream/errors';
import { withCustomer } from '../_lib/wrap';

// GET /api/customer – the customer account the session acts for
export const GET = withCustomer(null, async (_input, { rc }) => {
  const res = await getCustomer(rc, currentCustomerUuid(rc));
  if (!res.ok) throw toApiError(res.error);
  return { customer: res.data };
});
