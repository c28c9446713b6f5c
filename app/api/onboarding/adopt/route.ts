import { CODE_ENTRY_LIMIT } from '@/lib/flags/constants';
import { adopt } from '@/lib/onboarding/calls';
import { AdoptInput } from '@/lib/onboarding/schemas';
import { clientIp, enforceLimits } from '../../_lib/limits';
import { withCustomer } from '../../_lib/wrap';

// POST /api/onboarding/adopt – find the SIM (SMS code by SIM ID or number, the link's token, or this connection's address) and make it the customer's; limited per customer and address
export const POST = withCustomer(AdoptInput, async (input, { rc, req }) => {
  const ip = clientIp(req.headers);
  await enforceLimits([[`adopt:ip:${ip}`, CODE_ENTRY_LIMIT.perIp], [`adopt:customer:${rc.session.customerUuid ?? 'none'}`, CODE_ENTRY_LIMIT.perUser]], CODE_ENTRY_LIMIT.windowMs);
  return adopt(rc, input, ip);
});
