import { addonsView } from '@/lib/plans/calls';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/addons – the add-ons the current product can buy, whether it has a base plan, and the credit that can pay
export const GET = withCustomer(null, async (_input, { rc }) => addonsView(rc));
