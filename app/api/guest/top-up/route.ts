import { guestTopUp } from '@/lib/guest/calls';
import { GuestTopUpInput } from '@/lib/guest/schemas';
import { limitSend, recipientKey } from '../../_lib/limits';
import { withPublic } from '../../_lib/wrap';
import { GUEST_MONEY } from '../../_lib/idempotent';
import { limitClient, openGate } from '../_lib/guard';

// POST /api/guest/top-up – { token, lookup, amountCents, email } → { orderId, clientSecret } (the browser confirms it with the typed card)
export const POST = withPublic(GuestTopUpInput, async (input, { req, rc }) => {
  await openGate('recharge');
  await limitClient(req, 'pay');
  // The receipt is emailed to the address typed: send limits per account paid for, address and recipient (docs/send-limits.md)
  await limitSend('guestReceipt', req.headers, { customer: `guest:${recipientKey(input.lookup)}`, recipient: input.email });
  return guestTopUp(input, rc.requestId, rc.idempotencyKey);
}, { idempotent: GUEST_MONEY });
