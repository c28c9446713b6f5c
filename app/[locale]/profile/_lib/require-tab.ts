import 'server-only';
import { redirect } from 'next/navigation';
import { parseAllowedTabs, PROFILE_TABS, tabRedirect, type ProfileTab } from '@/lib/flags';
import { requireProfile, type ProfileData } from './require-profile';

export const TAB_PATHS: Record<ProfileTab, string> = {
  'my-app-home': '/profile',
  'personal-data': '/profile/personal-data',
  plans: '/profile/plans',
  'my-orders': '/profile/my-orders',
};

/**
 * The guard chain, then the tab's own gate: "Each tab is also gated by an allowed-tabs list; an
 * empty list allows all; a blocked tab redirects to the first allowed tab." Returns the tabs to
 * show in the tab bar, in the configured order.
 */
export async function requireTab(tab: ProfileTab): Promise<ProfileData & { tabs: ProfileTab[] }> {
  const data = await requireProfile();
  const allowed = parseAllowedTabs(data.flags.allowedTabs);
  const to = tabRedirect(tab, allowed);
  if (to) redirect(TAB_PATHS[to]);
  return { ...data, tabs: PROFILE_TABS.filter((t) => allowed.length === 0 || allowed.includes(t)) };
}
