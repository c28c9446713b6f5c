import { retryPorting } from '@/lib/porting/calls';
import { PortingProductInput } from '@/lib/porting/schemas';
import { withCustomer } from '../../../_lib/wrap';

// POST /api/customer/porting/retry – a rejected, cancelled or failed port starts again (a new text from the losing carrier)
export const POST = withCustomer(PortingProductInput, async (input, { rc }) => retryPorting(rc, input.productId));
