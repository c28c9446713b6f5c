import { z } from 'zod';
import { currentCustomerUuid } from '@/lib/customer/calls';
import { secretText } from '@/lib/errors/input';
import { PASSWORD_MAX_LENGTH } from '@/lib/flags/constants';
import { claimRewardsCard } from '@/lib/customer/self-service';
import { limitCodeEntry } from '../../_lib/second-factor';
import { withCustomer } from '../../_lib/wrap';

const Body = z.object({ email: z.email().max(254), password: secretText(PASSWORD_MAX_LENGTH) });

// POST /api/account/rewards-card – link a rewards card by signing in to the rewards programme (claim_rewards_card)
export const POST = withCustomer(Body, async ({ email, password }, { rc }) => {
  limitCodeEntry(rc, 'rewards');
  return { uuid: await claimRewardsCard(rc, currentCustomerUuid(rc), email.trim(), password) };
});
