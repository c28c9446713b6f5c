import { cancelPorting } from '@/lib/porting/calls';
import { PortingProductInput } from '@/lib/porting/schemas';
import { withCustomer } from '../../../_lib/wrap';

// POST /api/customer/porting/cancel – cancel a port that has not reached the network (states 1-4)
export const POST = withCustomer(PortingProductInput, async (input, { rc }) => cancelPorting(rc, input.productId));
