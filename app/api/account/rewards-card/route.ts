import { RewardsCardBody } from '@/lib/customer/schemas';
import { currentCustomerUuid } from '@/lib/customer/calls';
import { claimRewardsCard } from '@/lib/customer/self-service';
import { limitCodeEntry } from '../../_lib/second-factor';
import { withCustomer } from '../../_lib/wrap';

// POST /api/account/rewards-card – link a rewards card by signing in to the rewards programme (claim_rewards_card)
export const POST = withCustomer(RewardsCardBody, async ({ email, password }, { rc }) => {
  await limitCodeEntry(rc, 'rewards');
  return { uuid: await claimRewardsCard(rc, currentCustomerUuid(rc), email.trim(), password) };
});
