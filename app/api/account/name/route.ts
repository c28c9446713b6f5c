import { NameBody } from '@/lib/customer/schemas';
import { ApiError } from '@/lib/errors';
import { currentCustomerUuid, getCustomer } from '@/lib/customer/calls';
import { updateCustomerFields } from '@/lib/customer/self-service';
import { toApiError } from '@/lib/upstream/errors';
import { withCustomer } from '../../_lib/wrap';

// Both names are required by the upstream's profile update ("Customer profile update: SPID, FirstName, LastName, Email").
// PUT /api/account/name – first and last name of the current customer account
export const PUT = withCustomer(NameBody, async ({ firstName, lastName }, { rc }) => {
  const uuid = currentCustomerUuid(rc);
  const current = await getCustomer(rc, uuid);
  if (!current.ok) throw toApiError(current.error);
  if (!current.data.email) throw new ApiError('missing_update_parameters');
  await updateCustomerFields(rc, uuid, { FirstName: firstName, LastName: lastName, Email: current.data.email });
  return { firstName, lastName };
});
