import { CODE_ENTRY_LIMIT } from '@/lib/flags/constants';
import { adopt } from '@/lib/onboarding/calls';
import { AdoptInput } from '@/lib/onboarding/schemas';
import { clientIp, enforceLimits, limitSend } from '../../_lib/limits';
import { withCustomer } from '../../_lib/wrap';

// POST /api/onboarding/adopt – find the SIM (SMS code by SIM ID or number, the link's token, or this connection's address) and make it the customer's; limited per customer and address; asking for an SMS code is a send (docs/send-limits.md)
export const POST = withCustomer(AdoptInput, async (input, { rc, req }) => {
  const ip = clientIp(req.headers);
  const customer = rc.session.customerUuid ?? 'none';
  await enforceLimits([[`adopt:ip:${ip}`, CODE_ENTRY_LIMIT.perIp], [`adopt:customer:${customer}`, CODE_ENTRY_LIMIT.perUser]], CODE_ENTRY_LIMIT.windowMs);
  if (input.by === 'sms' && input.code === undefined) {
    // The code goes to the number typed, or to the number of the SIM named by its ID.
    await limitSend('simCode', req.headers, { customer, recipient: input.number ?? `sim:${input.simId ?? ''}` });
  }
  return adopt(rc, input, ip);
});
