import { verifyCaptcha } from '@/lib/captcha/altcha';
import { ApiError } from '@/lib/errors';
import { checkLookupShape, guestLookup } from '@/lib/guest/calls';
import { GuestLookupInput } from '@/lib/guest/schemas';
import { withPublic } from '../../_lib/wrap';
import { limitClient, openGate } from '../_lib/guard';

// POST /api/guest/lookup – { purpose, lookup, captcha } → { token, kind, lookup, maskedName, amountDueCents }
// The captcha is verified and spent before the upstream hears of the lookup (UserToken: the verified payload).
// No Idempotency-Key: a lookup reads, it moves no money (the guest's top-up and bill payment take one: GUEST_MONEY).
export const POST = withPublic(GuestLookupInput, async ({ purpose, lookup, captcha }, { req, rc }) => {
  const key = await openGate(purpose);
  await limitClient(req, 'lookup');
  const verdict = await verifyCaptcha(key, captcha);
  if (!verdict.ok) throw new ApiError('forbidden', 'Captcha not solved', { reason: `captcha_${verdict.reason}` });
  checkLookupShape(purpose, lookup);
  return guestLookup(purpose, lookup, verdict.token, rc.requestId);
});
