import { z } from 'zod';
import { confirmEmailVerification, sendEmailVerification } from '@/lib/customer/self-service';
import { currentCustomerUuid } from '@/lib/customer/calls';
import { limitCodeEntry } from '../../_lib/second-factor';
import { withCustomer } from '../../_lib/wrap';

const Send = z.object({ resend: z.boolean().optional() });
const Confirm = z.object({ code: z.string().max(64) });

// POST /api/account/email-verification – email a verification secret (code and link); resend: a fresh one
export const POST = withCustomer(Send, async ({ resend }, { rc }) => {
  await sendEmailVerification(rc, currentCustomerUuid(rc), resend ?? false);
  return { sent: true };
});

// PUT /api/account/email-verification – confirm with the emailed secret ('No Code' when empty)
export const PUT = withCustomer(Confirm, async ({ code }, { rc }) => {
  await limitCodeEntry(rc, 'email-verification');
  await confirmEmailVerification(rc, currentCustomerUuid(rc), code);
  return { verified: true, redirectTo: '/profile' };
});
