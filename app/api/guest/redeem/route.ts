import { guestRedeem } from '@/lib/guest/calls';
import { GuestRedeemInput } from '@/lib/guest/schemas';
import { withPublic } from '../../_lib/wrap';
import { GUEST_MONEY } from '../../_lib/idempotent';
import { limitClient, openGate } from '../_lib/guard';

// POST /api/guest/redeem – { token, lookup, code } → { creditCents }: a voucher for the number looked up
export const POST = withPublic(GuestRedeemInput, async (input, { req, rc }) => {
  await openGate('recharge');
  await limitClient(req, 'pay');
  return guestRedeem(input, rc.requestId, rc.idempotencyKey);
}, { idempotent: GUEST_MONEY });
