import { retryPorting } from '@/lib/porting/calls';
import { PortingProductInput } from '@/lib/porting/schemas';
import { limitSend } from '../../../_lib/limits';
import { withCustomer } from '../../../_lib/wrap';

// POST /api/customer/porting/retry – a rejected, cancelled or failed port starts again (a new text from the losing carrier).
// Send limits per customer, address and product (its port's number; docs/send-limits.md)
export const POST = withCustomer(PortingProductInput, async (input, { rc, req }) => {
  await limitSend('portingText', req.headers, { customer: rc.session.customerUuid, recipient: `product:${rc.session.customerUuid ?? ''}:${input.productId ?? rc.session.productUuid ?? 'current'}` });
  return retryPorting(rc, input.productId);
});
