import { pathId, removeMember } from '@/lib/families/calls';
import { RemoveInput } from '@/lib/families/schemas';
import { withCustomer } from '../../../../_lib/wrap';

// POST /api/customer/groups/{uuid}/remove – { kind, customerUuid, productUuid? }: the leader removes a member; the groups after it
export const POST = withCustomer(RemoveInput, async (input, { rc, params }) => removeMember(rc, pathId(params.uuid), input));
