import { routeGateOpen, type Flags } from '@/lib/flags';

/** Who a link is for: everyone, or only a signed-in / signed-out visitor (globals.css shows it from the hint on <html>). */
export type LinkAudience = 'everyone' | 'signed-in' | 'signed-out';
/** The message keys of the links' labels (each checked against en.json where it is translated). */
export type LinkLabel =
  | 'common.home' | 'plans.nav' | 'broadband.nav' | 'header.topUp' | 'header.payBill' | 'common.help' | 'common.myAccount' | 'common.signIn'
  | 'common.terms' | 'common.privacy' | 'common.networkMaps' | 'onboarding.links.activateSim';
export type SiteLink = { href: string; label: LinkLabel; when: LinkAudience; action?: 'sign-in' };
const link = (href: string, label: LinkLabel, when: LinkAudience = 'everyone'): SiteLink => ({ href, label, when });

/**
 * The header's links, in order. Issue 28: "guest 'Top up' and 'Pay a bill' are linked from nowhere
 * (top NZ telcos put both in the header)": offered to a visitor who is not signed in (a customer
 * has their own in the account), and only when the page opens, by the pages' own gate ("Both need
 * the flag plus a captcha key", routeGateOpen 'recharge' / 'payBill').
 */
export function headerLinks(flags: Flags): SiteLink[] {
  return [
    link('/', 'common.home'),
    link('/plans', 'plans.nav'),
    link('/ufb', 'broadband.nav'),
    ...(routeGateOpen('recharge', flags) ? [link('/recharge', 'header.topUp', 'signed-out')] : []),
    ...(routeGateOpen('payBill', flags) ? [link('/pay-bill', 'header.payBill', 'signed-out')] : []),
    link('/help', 'common.help'),
    link('/profile', 'common.myAccount', 'signed-in'),
    { ...link('/sign-in', 'common.signIn', 'signed-out'), action: 'sign-in' },
  ];
}

/**
 * Issue 28: "nothing links to activating a SIM you hold (`/mobile-onboarding`), though the help
 * article says 'Choose Activate a SIM'": the link, with that label, wherever activation is on (the
 * page's gate, 'mobileOnboarding'; signed out, the page asks to sign in first and comes back). In
 * the footer and on the account home.
 */
export function activateSimLink(flags: Flags): SiteLink | null {
  // "eSIM and already-have-SIM menus on": the way in for someone who already holds a SIM is that menu.
  return flags.alreadyHaveSimMenu && routeGateOpen('mobileOnboarding', flags) ? link('/mobile-onboarding', 'onboarding.links.activateSim') : null;
}

/** The footer's own links after About. */
export function footerLinks(flags: Flags): SiteLink[] {
  const activate = activateSimLink(flags);
  return [link('/terms', 'common.terms'), link('/privacy', 'common.privacy'), link('/network-maps', 'common.networkMaps'), ...(activate ? [activate] : []), link('/help', 'common.help')];
}
