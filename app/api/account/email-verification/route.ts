import { z } from 'zod';
import { confirmEmailVerification, sendEmailVerification } from '@/lib/customer/self-service';
import { currentCustomerUuid, getCustomer } from '@/lib/customer/calls';
import { limitSend } from '../../_lib/limits';
import { limitCodeEntry } from '../../_lib/second-factor';
import { withCustomer } from '../../_lib/wrap';

const Send = z.object({ resend: z.boolean().optional() });
const Confirm = z.object({ code: z.string().max(64) });

// POST /api/account/email-verification – email a verification secret (code and link); resend: a fresh one. Send limits per customer, address and the account's email (docs/send-limits.md)
export const POST = withCustomer(Send, async ({ resend }, { rc, req }) => {
  const uuid = currentCustomerUuid(rc);
  const customer = await getCustomer(rc, uuid);
  await limitSend('emailVerification', req.headers, { customer: uuid, recipient: customer.ok && customer.data.email ? customer.data.email : `customer:${uuid}` });
  await sendEmailVerification(rc, uuid, resend ?? false);
  return { sent: true };
});

// PUT /api/account/email-verification – confirm with the emailed secret ('No Code' when empty)
export const PUT = withCustomer(Confirm, async ({ code }, { rc }) => {
  await limitCodeEntry(rc, 'email-verification');
  await confirmEmailVerification(rc, currentCustomerUuid(rc), code);
  return { verified: true, redirectTo: '/profile' };
});
