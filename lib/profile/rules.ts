import type { Flags } from '@/lib/flags/shipped';
import { BROADBAND_PROFILE_TAB, PROFILE_TABS } from '@/lib/flags/shipped';
import type { PaymentKind, ProductStatusLabel } from '@/lib/customer/types';
import { NAV_GROUP_OF, NAV_GROUPS, PROFILE_SCREENS, type HeldKind, type NavGroupId, type ProfileScreen } from './screens';

/** The profile home: where a screen not built yet sends its links, and where a product-bound gate sends back. */
export const PROFILE_HOME = '/profile';

/**
 * The kinds of product the customer holds, read once per request on the server: a mobile product
 * (any of the account's mobile products that is not a fixed wireless service), a fixed wireless
 * service, a fibre service. `null`: not known (that read failed), so nothing is held back for it.
 */
export type Holdings = { mobile: boolean; fwa: boolean | null; ufb: boolean | null };

/** What a screen's gate reads: the flags, the current product, the products held, the allowed-tabs list, the stage. */
export type ScreenContext = {
  flags: Flags;
  /** The current product ("The first product not Not Activated is auto-selected"); none when there is none. */
  product?: { paymentKind: PaymentKind; statusLabel: ProductStatusLabel } | null;
  /** The broadband tab's current service: the broadband group's payment gates read it instead of the mobile product (issue 30). */
  service?: { paymentKind: PaymentKind; statusLabel: ProductStatusLabel } | null;
  /** What the customer holds (a screen's `holds`). */
  holds: Holdings;
  /** The parsed allowed-tabs list (parseScreenTabs); empty allows all. */
  allowedTabs: readonly string[];
  /** Whether the app runs as production ("non-production only" screens are not-found there). */
  production: boolean;
};

export type GateVerdict = 'ok' | 'not-found' | { redirect: string };
export type NavGroup = { group: NavGroupId; screens: ProfileScreen[] };

const BY_ID = new Map(PROFILE_SCREENS.map((s) => [s.id, s]));

export function screenById(id: string): ProfileScreen | undefined {
  return BY_ID.get(id);
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return false;
  return want.every((w, i) => (/^\[[^\]]+\]$/.test(w) ? got[i] !== '' : w === got[i]));
}

/** The screen a /profile path shows (a modal screen is its page's: `?dialog=` is not part of the path). */
export function screenAt(pathname: string): ProfileScreen | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PROFILE_SCREENS.find((s) => !s.dialog && matches(s.path, path));
}

/**
 * Where a link to a screen goes: the built screen's path (its `sameAs` screen's for an alias, its
 * page with `?dialog=` for a modal screen), or the profile home for one not built yet ("Each link
 * goes to the page that exists now, or … to the closest one that is (the profile home) until its
 * issue builds it", issue 10 finding 8).
 */
export function screenHref(id: string): string {
  const screen = screenById(id);
  if (!screen?.built) return PROFILE_HOME;
  if (screen.sameAs) return screenHref(screen.sameAs);
  return screen.dialog ? `${screen.path}?dialog=${encodeURIComponent(screen.dialog)}` : screen.path;
}

/**
 * What does not depend on the customer: built, its flags ("Feature-flag guards (not-found when
 * off)", §6), and "non-production only". proxy.ts checks this much; the page checks screenGate.
 */
export function screenAvailable(screen: ProfileScreen, ctx: Pick<ScreenContext, 'flags' | 'production'>): boolean {
  const g = screen.gate;
  if (!screen.built) return false;
  if (g.flags?.some((f) => !ctx.flags[f])) return false;
  if (g.anyFlags && !g.anyFlags.some((f) => ctx.flags[f])) return false;
  if (g.flagsOff?.some((f) => ctx.flags[f])) return false;
  if (g.nonProduction && ctx.production) return false;
  return true;
}

/** The allowed-tabs flag (a comma list) as the tabs it names: the configured ones and broadband. */
export function parseScreenTabs(raw: string): string[] {
  const known = new Set<string>([...PROFILE_TABS, BROADBAND_PROFILE_TAB]);
  return raw.split(',').map((t) => t.trim()).filter((t) => known.has(t));
}

function tabScreen(tab: string): ProfileScreen | undefined {
  return PROFILE_SCREENS.find((s) => s.tab === tab && s.nav);
}

/** Whether the customer holds the kind of product a screen is about; a kind not known counts as held. */
export function holdsKind(holds: Holdings, kind: HeldKind): boolean {
  if (kind === 'mobile') return holds.mobile;
  if (kind === 'fwa') return holds.fwa !== false;
  if (kind === 'ufb') return holds.ufb !== false;
  return holds.fwa !== false || holds.ufb !== false;
}

/** The customer's part of a gate: the product kind held, then the current product's payment kind and status. */
function fitsCustomer(screen: ProfileScreen, ctx: ScreenContext): boolean {
  const g = screen.gate;
  if (g.holds && !holdsKind(ctx.holds, g.holds)) return false;
  // "A balance area with pay-bill (postpay), top-up (prepay)" under broadband: the broadband service's kind, not the mobile number's.
  const product = screen.group === 'broadband' ? ctx.service : ctx.product;
  if (g.payment && product?.paymentKind !== g.payment) return false;
  if (g.activated && product?.statusLabel !== 'active') return false;
  return true;
}

/**
 * A screen's whole gate for this customer: not built or a flag off → not-found; "Each tab is also
 * limited by an allowed-tabs list; an empty list allows all tabs; a blocked tab redirects to the
 * first allowed tab"; "Postpay-only pages: billing, pay-bill. Prepay-only: top-up." and "needs an
 * activated account type" depend on the current product, which the switcher changes, and a
 * screen about a kind of product the customer does not hold (`holds`, issue 28 item 7) is left out
 * of the navigation: such a screen sends back to the profile home rather than answering not-found.
 * A blocked tab goes to the first allowed tab that opens for this customer.
 */
export function screenGate(screen: ProfileScreen, ctx: ScreenContext): GateVerdict {
  if (!screenAvailable(screen, ctx)) return 'not-found';
  if (screen.tab && ctx.allowedTabs.length > 0 && !ctx.allowedTabs.includes(screen.tab)) {
    const first = ctx.allowedTabs.map(tabScreen).find((s): s is ProfileScreen => !!s && screenAvailable(s, ctx) && fitsCustomer(s, ctx));
    return first ? { redirect: first.path } : 'not-found';
  }
  return fitsCustomer(screen, ctx) ? 'ok' : { redirect: PROFILE_HOME };
}

/**
 * Whether a link the upstream gives (an offer's "See the offer") opens for this customer: a
 * /profile path must be a screen whose gate lets them in ("other pages redirect to not-found", and
 * a screen about a product they do not hold sends them back home); any other path is the site's.
 * A link that does not open is not offered (a mobile customer saw a fibre offer link to a 404).
 */
export function linkOpens(href: string, ctx: ScreenContext): boolean {
  const { pathname, origin } = new URL(href, 'http://portal.invalid');
  if (origin !== 'http://portal.invalid') return true;
  if (!pathname.startsWith(`${PROFILE_HOME}/`)) return true;
  const screen = screenAt(pathname);
  return screen !== undefined && screenGate(screen, ctx) === 'ok';
}

/** The section of the navigation a screen is listed in. */
export function navGroupOf(screen: ProfileScreen): NavGroupId {
  return screen.navGroup ?? NAV_GROUP_OF[screen.group];
}

/**
 * The navigation: its sections (NAV_GROUPS, most used first), each with the screens this customer
 * may open now, in the map's order; empty sections left out. A screen about a product the customer
 * does not hold is not listed (issue 28 item 7: "show what applies to the customer's products,
 * grouped"), and screenGate keeps its path shut the same way.
 */
export function navigation(ctx: ScreenContext): NavGroup[] {
  const open = PROFILE_SCREENS.filter((s) => s.nav && screenGate(s, ctx) === 'ok');
  return NAV_GROUPS.map((group) => ({ group, screens: open.filter((s) => navGroupOf(s) === group) })).filter((g) => g.screens.length > 0);
}

/** The navigation row a path belongs to (an alias, a detail or a modal screen marks its parent). */
export function navScreenFor(pathname: string): ProfileScreen | undefined {
  const screen = screenAt(pathname);
  if (!screen) return undefined;
  if (screen.sameAs) return screenById(screen.sameAs);
  if (screen.nav) return screen;
  // A detail or child screen: the closest listed screen whose path is a prefix of its own.
  return PROFILE_SCREENS.filter((s) => s.nav && s.path !== PROFILE_HOME && screen.path.startsWith(`${s.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
}
