import { portingOf, startPorting } from '@/lib/porting/calls';
import { PortingInputSchema, PortingReadInput } from '@/lib/porting/schemas';
import { limitSend } from '../../_lib/limits';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/porting?productId= – the product's port (the current product when left out), or null
export const GET = withCustomer(PortingReadInput, async (input, { rc }) => portingOf(rc, input.productId));

// PUT /api/customer/porting – bring a number in: the losing carrier's text goes to it, the port waits for YES (send limits: docs/send-limits.md)
export const PUT = withCustomer(PortingInputSchema, async (input, { rc, req }) => {
  await limitSend('portingText', req.headers, { customer: rc.session.customerUuid, recipient: input.number });
  return startPorting(rc, input);
});
