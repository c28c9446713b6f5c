import { z } from 'zod';
import { renewLink } from '@/lib/onboarding/calls';
import { linkCode, pathId } from '@/lib/onboarding/schemas';
import { limitSend } from '../../../../_lib/limits';
import { withCustomer } from '../../../../_lib/wrap';

// POST /api/onboarding/links/{code}/renew – an expired link: a new one by SMS to the SIM's number, and the old one ends.
// Send limits per customer, address and link (the link stands for its SIM's number, which the BFF never sees; docs/send-limits.md)
export const POST = withCustomer(z.object({}), async (_input, { rc, params, req }) => {
  const code = pathId(params.code, linkCode);
  await limitSend('activationLink', req.headers, { customer: rc.session.customerUuid, recipient: `link:${code}` });
  return renewLink(rc, code);
});
