import { PROFILE_TABS, type ProfileTab } from './shipped';

/** Parses the comma list of the allowedTabs flag into known tabs. */
export function parseAllowedTabs(raw: string): ProfileTab[] {
  const known = new Set<string>(PROFILE_TABS);
  return raw.split(',').map((t) => t.trim()).filter((t): t is ProfileTab => known.has(t));
}

/**
 * "Each tab is also gated by an allowed-tabs list; an empty list allows all; a blocked tab
 * redirects to the first allowed tab." (portal-shop-onboarding.md §2)
 * Returns null when the tab may be shown, else the tab to redirect to.
 */
export function tabRedirect(tab: string, allowed: readonly ProfileTab[]): ProfileTab | null {
  if (allowed.length === 0 || (allowed as readonly string[]).includes(tab)) return null;
  return allowed[0] ?? null;
}
