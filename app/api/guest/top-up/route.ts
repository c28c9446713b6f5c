import { guestTopUp } from '@/lib/guest/calls';
import { GuestTopUpInput } from '@/lib/guest/schemas';
import { withPublic } from '../../_lib/wrap';
import { limitClient, openGate } from '../_lib/guard';

// POST /api/guest/top-up – { token, lookup, amountCents, email } → { orderId, clientSecret } (the browser confirms it with the typed card)
export const POST = withPublic(GuestTopUpInput, async (input, { req, rc }) => {
  await openGate('recharge');
  await limitClient(req, 'pay');
  return guestTopUp(input, rc.requestId);
});
