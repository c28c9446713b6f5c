import { portingAction } from '@/lib/porting/calls';
import { PortingActionInput } from '@/lib/porting/schemas';
import { limitSend } from '../../../_lib/limits';
import { withCustomer } from '../../../_lib/wrap';

// POST /api/customer/porting/action – { action: 'resend_sms' }: the losing carrier's text again, the two hours restarted.
// Send limits per customer, address and product (its port's number; docs/send-limits.md)
export const POST = withCustomer(PortingActionInput, async (input, { rc, req }) => {
  await limitSend('portingText', req.headers, { customer: rc.session.customerUuid, recipient: `product:${rc.session.customerUuid ?? ''}:${input.productId ?? rc.session.productUuid ?? 'current'}` });
  return portingAction(rc, input);
});
