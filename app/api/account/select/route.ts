import { z } from 'zod';
import { selectAccount } from '@/lib/auth/calls';
import { broadbandHoldings } from '@/lib/broadband/account';
import { getFlags } from '@/lib/config/calls';
import { loadAccount } from '@/lib/customer/account';
import { landingAfterSignIn } from '@/lib/customer/rules';
import { safeRedirect } from '@/lib/session/redirect';
import { markSuspended } from '@/lib/session/rules';
import { withCustomer } from '../../_lib/wrap';

const Body = z.object({ customerUuid: z.uuid(), redirect: z.string().optional() });

// POST /api/account/select – act for another of the user's customer accounts (no sign-out)
export const POST = withCustomer(Body, async ({ customerUuid, redirect }, { rc }) => {
  await selectAccount(rc, customerUuid);
  const account = await loadAccount(rc, customerUuid, await getFlags(), { broadband: broadbandHoldings });
  rc.session.productUuid = account.current?.uuid;
  markSuspended(rc.session, customerUuid, account.facts.suspended, Date.now());
  const accounts = rc.session.customerUuids?.length ?? 1;
  return { redirectTo: landingAfterSignIn({ ...account.facts, accounts, accountChosen: true, redirect: safeRedirect(redirect) }) };
  // A suspended account chooses too: its landing is the suspended page, or another account's.
}, { suspended: 'allow' });
