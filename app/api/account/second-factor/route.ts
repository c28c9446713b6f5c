import { z } from 'zod';
import { currentCustomerUuid } from '@/lib/customer/calls';
import { secretText } from '@/lib/errors/input';
import { PASSWORD_MAX_LENGTH } from '@/lib/flags/constants';
import { checkPassword, sendSecondFactorCode, verifySecondFactorCode } from '@/lib/customer/self-service';
import { limitSend } from '../../_lib/limits';
import { grantSecondFactor, limitCodeEntry } from '../../_lib/second-factor';
import { withCustomer } from '../../_lib/wrap';

const Verify = z.union([
  z.object({ method: z.literal('password'), password: secretText(PASSWORD_MAX_LENGTH) }),
  z.object({ method: z.literal('code'), code: z.string().max(64) }),
]);

// POST /api/account/second-factor – email a one-time code (POST /customers/{uuid}/mfa) to the signed-in user; send limits per user, address and email (docs/send-limits.md)
export const POST = withCustomer(null, async (_input, { rc, req }) => {
  const uuid = currentCustomerUuid(rc);
  const user = rc.session.userUuid ?? uuid;
  await limitSend('secondFactor', req.headers, { customer: user, recipient: rc.session.email || `user:${user}` });
  await sendSecondFactorCode(rc, uuid);
  return { sent: true };
});

// PUT /api/account/second-factor – the password or the emailed code; success leaves a short-lived proof in the session
export const PUT = withCustomer(Verify, async (input, { rc }) => {
  const uuid = currentCustomerUuid(rc);
  await limitCodeEntry(rc, 'second-factor');
  if (input.method === 'password') await checkPassword(rc, input.password);
  else await verifySecondFactorCode(rc, uuid, input.code);
  return { until: grantSecondFactor(rc) };
});
