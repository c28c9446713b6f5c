import { leaveGroup, pathId } from '@/lib/families/calls';
import { LeaveInput } from '@/lib/families/schemas';
import { withCustomer } from '../../../../_lib/wrap';

// POST /api/customer/groups/{uuid}/leave – { kind }: leave one of the customer's groups; the groups after it
export const POST = withCustomer(LeaveInput, async (input, { rc, params }) => leaveGroup(rc, input.kind, pathId(params.uuid)));
