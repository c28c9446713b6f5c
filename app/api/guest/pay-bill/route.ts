import { guestPayBill } from '@/lib/guest/calls';
import { GuestPayBillInput } from '@/lib/guest/schemas';
import { limitSend, recipientKey } from '../../_lib/limits';
import { withPublic } from '../../_lib/wrap';
import { GUEST_MONEY } from '../../_lib/idempotent';
import { limitClient, openGate } from '../_lib/guard';

// POST /api/guest/pay-bill – { token, lookup (account or INV number), amountCents, email } → { orderId, clientSecret }
export const POST = withPublic(GuestPayBillInput, async (input, { req, rc }) => {
  await openGate('pay-bill');
  await limitClient(req, 'pay');
  // The receipt is emailed to the address typed: send limits per account paid for, address and recipient (docs/send-limits.md)
  await limitSend('guestReceipt', req.headers, { customer: `guest:${recipientKey(input.lookup)}`, recipient: input.email });
  return guestPayBill(input, rc.requestId, rc.idempotencyKey);
}, { idempotent: GUEST_MONEY });
