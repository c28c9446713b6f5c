import { setAutoRenew } from '@/lib/plans/calls';
import { AutoRenewInput } from '@/lib/plans/schemas';
import { withCustomer } from '../../_lib/wrap';

// POST /api/customer/auto-renew – turn auto-renew on or off for a plan or add-on the current product holds
export const POST = withCustomer(AutoRenewInput, async (input, { rc }) => setAutoRenew(rc, input));
