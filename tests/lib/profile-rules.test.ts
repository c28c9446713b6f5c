import { SHIPPED_FLAGS, type Flags } from '@/lib/flags/shipped';
import { PROFILE_SCREENS } from '@/lib/profile/screens';
import { holdsKind, linkOpens, navigation, navScreenFor, parseScreenTabs, screenAt, screenAvailable, screenById, screenGate, screenHref, type ScreenContext } from '@/lib/profile/rules';
import { PAGE_SIZE, pageWindow, PAYMENT_HISTORY_PAGE_SIZE } from '@/lib/profile/paging';
import en from '@/messages/en.json';

const flags = (over: Partial<Flags> = {}): Flags => ({ ...SHIPPED_FLAGS, ...over });
const prepay = { paymentKind: 'prepay', statusLabel: 'active' } as const;
const postpay = { paymentKind: 'postpay', statusLabel: 'active' } as const;
/** A mobile customer with no broadband, unless told otherwise. */
const mobileOnly = { mobile: true, fwa: false, ufb: false } as const;
const ctx = (over: Partial<ScreenContext> = {}): ScreenContext => ({ flags: flags(), product: prepay, holds: mobileOnly, allowedTabs: [], production: false, ...over });
const screen = (id: string) => {
  const s = screenById(id);
  if (!s) throw new Error(`no screen ${id}`);
  return s;
};
/** Gate of a row as if it were built, to test the gate alone. */
const gateOf = (id: string, c: ScreenContext) => screenGate({ ...screen(id), built: true }, c);

describe('the profile map — "Screens and routes" (account-management.md §2), one row per screen', () => {
  it('has every screen the spec names, each once', () => {
    const ids = PROFILE_SCREENS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    // "Account group: personal-data, with children for setting a rewards number by authentication, change-password,
    // change-email, change-notifications (modal screens); customer-groups (flag); shipping-details; order-history;
    // payments-history (paged); redeem-voucher …; redeem-promo-code; payment-methods (saved cards); invoices (flag),
    // receipts (flag), pay-bill (flag); account/invoices/:number and account/receipts/:number"
    // "Balance group: balance/payment-methods/add; balance/billing-methods/add, /edit/:uuid and /accept/:uuid"
    // "Bonuses: bonuses (rewards and gifts), bonuses/:uuid." "Mobile group: dashboard (alias mobile-app-dashboard),
    // your-plan, all-plans, addons; billing; top-up; usage, supp-features; sim-card-actions with children disable-sim,
    // enable-sim, sim-swap, sim-details, number-porting, phone-number-change; mobile-groups; mobile/security (basic,
    // advanced, reports, white-blacklist …); mobile/usage/details, broadband/fwa/usage/details, my-app-home"
    // "Also: power, my-orders (goes to order history), offers (your-offers, all-offers)."
    expect(ids).toEqual(expect.arrayContaining([
      'personal-data', 'rewards-number', 'change-password', 'change-email', 'change-notifications', 'customer-groups', 'shipping-details',
      'order-history', 'payments-history', 'redeem-voucher', 'redeem-promo-code', 'payment-methods', 'invoices', 'receipts', 'pay-bill',
      'invoice', 'receipt', 'balance/payment-methods/add', 'balance/billing-methods/add', 'balance/billing-methods/edit',
      'balance/billing-methods/accept', 'bonuses', 'bonus', 'dashboard', 'mobile-app-dashboard', 'your-plan', 'all-plans', 'addons',
      'billing', 'top-up', 'usage', 'supp-features', 'sim-card-actions', 'disable-sim', 'enable-sim', 'sim-swap', 'sim-details',
      'number-porting', 'phone-number-change', 'mobile-groups', 'mobile/security', 'mobile/security/basic', 'mobile/security/advanced',
      'mobile/security/reports', 'mobile/security/white-blacklist', 'mobile/usage/details', 'broadband/fwa/usage/details', 'my-app-home',
      'broadband', 'power', 'your-offers', 'all-offers', 'my-orders', 'plans',
    ]));
    expect(screen('invoice').path).toBe('/profile/account/invoices/[number]');
    expect(screen('balance/billing-methods/edit').path).toBe('/profile/balance/billing-methods/edit/[uuid]');
  });

  it('labels every row and every group with a message of profile.nav', () => {
    for (const s of PROFILE_SCREENS) expect([s.id, typeof en.profile.nav.screens[s.label]]).toEqual([s.id, 'string']);
    for (const g of new Set(PROFILE_SCREENS.map((s) => s.group))) expect(typeof en.profile.nav.groups[g]).toBe('string');
  });

  it('builds only the screens of issues 11 to 18 and the tabs that existed', () => {
    const built = PROFILE_SCREENS.filter((s) => s.built && !s.dialog).map((s) => s.id).sort();
    // Issue 12 (documents UI): invoices, invoice, receipts, receipt, billing; (pay UI): top-up, pay-bill, redeem-voucher, redeem-promo-code.
    // Issue 13 (usage UI): dashboard, mobile-app-dashboard, usage, mobile/usage/details, broadband/fwa/usage/details; (plans UI): your-plan, all-plans, addons.
    // Issue 14 (actions UI): sim-card-actions and its children but number-porting (issue 16); (settings UI): supp-features, mobile/security and its four children.
    // Issue 15 (groups UI): customer-groups, mobile-groups.
    // Issue 16 (porting UI): number-porting.
    // Issue 17 (broadband account UI): the broadband tab, subscriptions, usage, billing and ufb/subscribe.
    // Issue 18 (rewards): bonuses, bonus, power, your-offers, all-offers and offers (the alias of your-offers).
    // Issue 30 (broadband balance): broadband/balance/{pay-bill,top-up,payments-history,payment-methods}, broadband/bonuses, broadband/security.
    expect(built).toEqual([
      'addons', 'all-offers', 'all-plans', 'balance/billing-methods/accept', 'balance/billing-methods/add', 'balance/billing-methods/edit', 'balance/payment-methods/add',
      'billing', 'billing-routes', 'bonus', 'bonuses', 'broadband', 'broadband/balance/pay-bill', 'broadband/balance/payment-methods', 'broadband/balance/payments-history',
      'broadband/balance/top-up', 'broadband/bonuses', 'broadband/fwa/billing', 'broadband/fwa/subscriptions', 'broadband/fwa/usage', 'broadband/fwa/usage/details',
      'broadband/security', 'broadband/ufb/billing', 'broadband/ufb/subscribe', 'broadband/ufb/subscriptions', 'broadband/ufb/usage', 'customer-groups', 'dashboard', 'disable-sim', 'enable-sim',
      'invoice', 'invoices', 'mobile-app-dashboard', 'mobile-groups', 'mobile/security', 'mobile/security/advanced', 'mobile/security/basic', 'mobile/security/reports',
      'mobile/security/white-blacklist', 'mobile/usage/details', 'my-app-home', 'my-order', 'my-orders', 'number-porting', 'offers', 'order-history', 'pay-bill', 'payment-methods',
      'payments-history', 'personal-data', 'phone-number-change', 'plans', 'power', 'receipt', 'receipts', 'redeem-promo-code', 'redeem-voucher', 'shipping-details',
      'sim-card-actions', 'sim-details', 'sim-swap', 'supp-features', 'top-up', 'usage', 'your-offers', 'your-plan',
    ]);
    expect(screen('balance/payment-methods/add').guard).toBe('cardless');
  });

  it('"Configured tabs in this deployment: my-app-home, personal-data, plans, my-orders, and for broadband: broadband"', () => {
    const tabs = PROFILE_SCREENS.filter((s) => s.nav && s.tab).map((s) => s.tab);
    expect(new Set(tabs)).toEqual(new Set(['my-app-home', 'personal-data', 'plans', 'my-orders', 'broadband']));
  });
});

describe('screenAt / screenHref', () => {
  it('finds the screen of a path, dynamic segments included; modal screens are their page\'s', () => {
    expect(screenAt('/profile')?.id).toBe('my-app-home');
    expect(screenAt('/profile/personal-data')?.id).toBe('personal-data');
    expect(screenAt('/profile/payment-methods/')?.id).toBe('payment-methods');
    expect(screenAt('/profile/account/invoices/INV-1')?.id).toBe('invoice');
    expect(screenAt('/profile/my-orders/ORD-7')?.id).toBe('my-order');
    expect(screenAt('/profile/sim-card-actions/sim-swap')?.id).toBe('sim-swap');
    expect(screenAt('/profile/nothing-here')).toBeUndefined();
    expect(screenAt('/profile/account/invoices/')).toBeUndefined();
  });
  it('"my-orders (goes to order history)": order-history links to the my-orders screen', () => {
    expect(screenHref('order-history')).toBe('/profile/my-orders');
    expect(navScreenFor('/profile/order-history')?.id).toBe('my-orders');
  });
  it('"dashboard (alias mobile-app-dashboard)": both go to the profile home, the dashboard (issue 13)', () => {
    expect(screenHref('dashboard')).toBe('/profile');
    expect(screenHref('mobile-app-dashboard')).toBe('/profile');
    expect(navScreenFor('/profile/mobile-app-dashboard')?.id).toBe('dashboard');
    expect(navScreenFor('/profile/dashboard')?.id).toBe('my-app-home');
  });
  it('a modal screen opens on its page ("change-notifications (modal screens)")', () => {
    expect(screenHref('change-notifications')).toBe('/profile/personal-data?dialog=notifications');
  });
  it('a screen not built yet (or no screen) links to the profile home; every row is built since issue 30', () => {
    expect(screenHref('broadband/security')).toBe('/profile/broadband/security');
    expect(screenHref('no-such-screen')).toBe('/profile');
    expect(screenHref('payments-history')).toBe('/profile/payments-history');
  });
  it('a detail or child marks its listed parent in the navigation', () => {
    expect(navScreenFor('/profile/my-orders/ORD-7')?.id).toBe('my-orders');
    expect(navScreenFor('/profile')?.id).toBe('my-app-home');
    expect(navScreenFor('/profile/balance/payment-methods/add')).toBeUndefined();
  });
});

describe('screenGate', () => {
  it('a row not built is not-found', () => {
    expect(screenGate({ ...screen('broadband/security'), built: false }, ctx({ flags: flags({ ufbModule: true }) }))).toBe('not-found');
    expect(screenGate(screen('payment-methods'), ctx())).toBe('ok');
  });
  it('"Feature-flag guards (not-found when off)": customer-groups (flag), invoices (flag), receipts (flag)', () => {
    expect(gateOf('customer-groups', ctx())).toBe('not-found');
    expect(gateOf('customer-groups', ctx({ flags: flags({ customerGroups: true }) }))).toBe('ok');
    expect(gateOf('invoices', ctx())).toBe('not-found');
    expect(gateOf('receipts', ctx())).toBe('ok');
  });
  it('"redeem-voucher (needs an activated account type and the voucher flag)"', () => {
    expect(gateOf('redeem-voucher', ctx())).toBe('ok');
    expect(gateOf('redeem-voucher', ctx({ flags: flags({ vouchers: false }) }))).toBe('not-found');
    expect(gateOf('redeem-voucher', ctx({ product: { paymentKind: 'prepay', statusLabel: 'notActivated' } }))).toEqual({ redirect: '/profile' });
  });
  it('"top-up (prepay only, activated, and not hidden by the hide-top-up setting)"', () => {
    // "hide prepay top-up true" is the remote default: hidden as shipped.
    expect(gateOf('top-up', ctx())).toBe('not-found');
    const shown = flags({ hidePrepayTopUp: false });
    expect(gateOf('top-up', ctx({ flags: shown }))).toBe('ok');
    expect(gateOf('top-up', ctx({ flags: shown, product: postpay }))).toEqual({ redirect: '/profile' });
    expect(gateOf('top-up', ctx({ flags: shown, product: { paymentKind: 'prepay', statusLabel: 'notActive' } }))).toEqual({ redirect: '/profile' });
    expect(gateOf('top-up', ctx({ flags: shown, product: null }))).toEqual({ redirect: '/profile' });
  });
  it('"Postpay-only pages: billing, pay-bill."', () => {
    expect(gateOf('billing', ctx({ product: postpay }))).toBe('ok');
    expect(gateOf('pay-bill', ctx({ product: postpay }))).toBe('ok');
    expect(gateOf('billing', ctx())).toEqual({ redirect: '/profile' });
    expect(gateOf('pay-bill', ctx())).toEqual({ redirect: '/profile' });
  });
  it('"mobile-groups (flag plus activated account)"', () => {
    expect(gateOf('mobile-groups', ctx())).toBe('not-found');
    expect(gateOf('mobile-groups', ctx({ flags: flags({ mobileGroups: true }) }))).toBe('ok');
    expect(gateOf('mobile-groups', ctx({ flags: flags({ mobileGroups: true }), product: { paymentKind: 'prepay', statusLabel: 'notActivated' } }))).toEqual({ redirect: '/profile' });
  });
  it('"sim-card-actions with children …, each gated by its own flag" (and SIM actions for all)', () => {
    expect(gateOf('sim-swap', ctx())).toBe('ok');
    expect(gateOf('disable-sim', ctx())).toBe('not-found');
    expect(gateOf('phone-number-change', ctx({ flags: flags({ phoneNumberChange: true }) }))).toBe('ok');
    expect(gateOf('sim-swap', ctx({ flags: flags({ simActions: false }) }))).toBe('not-found');
  });
  it('"mobile/security (basic, advanced, reports, white-blacklist; non-production only)"', () => {
    expect(gateOf('mobile/security', ctx())).toBe('ok');
    expect(gateOf('mobile/security/reports', ctx({ production: true }))).toBe('not-found');
  });
  it('broadband needs the UFB or FWA module; its FWA screens the FWA module', () => {
    const both = { mobile: true, fwa: true, ufb: true };
    expect(gateOf('broadband', ctx({ holds: both }))).toBe('not-found');
    expect(gateOf('broadband', ctx({ flags: flags({ ufbModule: true }), holds: both }))).toBe('ok');
    expect(gateOf('broadband/fwa/usage/details', ctx({ flags: flags({ ufbModule: true }), holds: both }))).toBe('not-found');
    expect(gateOf('broadband/fwa/usage/details', ctx({ flags: flags({ fwaModule: true }), holds: both }))).toBe('ok');
  });
  it('"A balance area with pay-bill (postpay), top-up (prepay), payments-history and payment-methods; bonuses; security" (broadband group): the broadband service\'s kind, not the mobile number\'s', () => {
    const ufb = flags({ ufbModule: true });
    // A fibre-only customer: no mobile product, a postpay fibre service.
    const fibreOnly = ctx({ flags: ufb, product: null, service: postpay, holds: { mobile: false, fwa: false, ufb: true } });
    expect(screenGate(screen('broadband/balance/pay-bill'), fibreOnly)).toBe('ok');
    expect(screenGate(screen('broadband/balance/top-up'), fibreOnly)).toEqual({ redirect: '/profile' });
    for (const id of ['broadband/balance/payments-history', 'broadband/balance/payment-methods', 'broadband/bonuses', 'broadband/security']) expect([id, screenGate(screen(id), fibreOnly)]).toEqual([id, 'ok']);
    // A prepay broadband service: top-up, not pay bill; the mobile number's kind does not decide it.
    const prepayService = ctx({ flags: ufb, product: postpay, service: prepay, holds: { mobile: true, fwa: false, ufb: true } });
    expect(screenGate(screen('broadband/balance/top-up'), prepayService)).toBe('ok');
    expect(screenGate(screen('broadband/balance/pay-bill'), prepayService)).toEqual({ redirect: '/profile' });
    // No broadband service: neither; and all of them not-found with both modules off.
    expect(screenGate(screen('broadband/balance/pay-bill'), ctx({ flags: ufb, product: postpay, service: null }))).toEqual({ redirect: '/profile' });
    expect(screenGate(screen('broadband/balance/payments-history'), ctx({ product: null, service: postpay }))).toBe('not-found');
    // The mobile pay bill still reads the mobile product.
    expect(screenGate(screen('pay-bill'), fibreOnly)).toEqual({ redirect: '/profile' });
  });
  it('"Each tab is also limited by an allowed-tabs list; an empty list allows all tabs; a blocked tab redirects to the first allowed tab"', () => {
    expect(screenGate(screen('plans'), ctx({ allowedTabs: [] }))).toBe('ok');
    expect(screenGate(screen('plans'), ctx({ allowedTabs: ['my-orders', 'personal-data'] }))).toEqual({ redirect: '/profile/my-orders' });
    expect(screenGate(screen('my-order'), ctx({ allowedTabs: ['plans'] }))).toEqual({ redirect: '/profile/plans' });
    // Screens of no tab are not limited by the list.
    expect(screenGate(screen('payment-methods'), ctx({ allowedTabs: ['plans'] }))).toBe('ok');
    // The first allowed tab that can open (broadband is off as shipped).
    expect(screenGate(screen('plans'), ctx({ allowedTabs: ['broadband', 'personal-data'] }))).toEqual({ redirect: '/profile/personal-data' });
    expect(screenGate(screen('plans'), ctx({ allowedTabs: ['broadband'] }))).toBe('not-found');
  });
  it('parses the allowed-tabs flag into the tabs it names, broadband included', () => {
    expect(parseScreenTabs('')).toEqual([]);
    expect(parseScreenTabs(' plans, broadband ,nope')).toEqual(['plans', 'broadband']);
  });
  it('screenAvailable is what needs no customer: built, flags, stage', () => {
    expect(screenAvailable(screen('payment-methods'), { flags: flags(), production: true })).toBe(true);
    expect(screenAvailable({ ...screen('broadband/security'), built: false }, { flags: flags({ ufbModule: true }), production: false })).toBe(false);
    expect(screenAvailable(screen('broadband/security'), { flags: flags({ ufbModule: true }), production: true })).toBe(true);
  });
});

/*
 * Issue 28 item 7: "The account menu lists about 35 entries, many for products the customer does
 * not have (Wireless usage, Fibre billing, Mobile group): show what applies to the customer's
 * products, grouped". The spec: "Customers who hold one or more mobile or broadband products
 * manage them here." (account-management.md §1); "Mobile group: … mobile-groups (flag plus
 * activated account)"; "Broadband group: subscriptions, usage and billing for FWA and UFB (UFB
 * also has subscribe)." (§2).
 */
describe('screens about a product the customer holds', () => {
  const all = flags({ ufbModule: true, fwaModule: true, mobileGroups: true });
  const ids = (c: ScreenContext) => navigation(c).flatMap((g) => g.screens.map((s) => s.id));

  it('a mobile-only customer: the mobile screens, Mobile group once activated, no fixed wireless or fibre screen but the way to get fibre', () => {
    const list = ids(ctx({ flags: all }));
    expect(list).toEqual(expect.arrayContaining(['usage', 'plans', 'your-plan', 'sim-card-actions', 'mobile-groups']));
    expect(list.filter((id) => id.startsWith('broadband'))).toEqual(['broadband/ufb/subscribe']);
    // "mobile-groups (flag plus activated account)": not for a SIM not activated yet.
    expect(ids(ctx({ flags: all, product: { paymentKind: 'prepay', statusLabel: 'notActivated' } }))).not.toContain('mobile-groups');
  });

  it('a fibre customer: the broadband tab and the fibre screens, no fixed wireless screen', () => {
    const list = ids(ctx({ flags: all, product: postpay, holds: { mobile: true, fwa: false, ufb: true } }));
    expect(list.filter((id) => id.startsWith('broadband'))).toEqual(['broadband', 'broadband/ufb/subscriptions', 'broadband/ufb/usage', 'broadband/ufb/billing', 'broadband/ufb/subscribe', 'broadband/balance/payments-history', 'broadband/balance/payment-methods', 'broadband/bonuses', 'broadband/security']);
  });

  it('a fixed wireless customer with no mobile SIM: the wireless screens, no mobile screen (nor Mobile group)', () => {
    const list = ids(ctx({ flags: all, holds: { mobile: false, fwa: true, ufb: false } }));
    expect(list.filter((id) => id.startsWith('broadband'))).toEqual(['broadband', 'broadband/fwa/subscriptions', 'broadband/fwa/usage', 'broadband/fwa/billing', 'broadband/ufb/subscribe', 'broadband/balance/payments-history', 'broadband/balance/payment-methods', 'broadband/bonuses', 'broadband/security']);
    expect(navigation(ctx({ flags: all, holds: { mobile: false, fwa: true, ufb: false } })).map((g) => g.group)).not.toContain('mobile');
  });

  it('the page agrees with the menu: a screen left out for a product not held sends back to the profile home', () => {
    const c = ctx({ flags: all });
    expect(screenGate(screen('broadband/fwa/usage'), c)).toEqual({ redirect: '/profile' });
    expect(screenGate(screen('broadband/fwa/usage/details'), c)).toEqual({ redirect: '/profile' });
    expect(screenGate(screen('broadband/ufb/billing'), c)).toEqual({ redirect: '/profile' });
    expect(screenGate(screen('broadband'), c)).toEqual({ redirect: '/profile' });
    expect(screenGate(screen('broadband/ufb/subscribe'), c)).toBe('ok');
    const noMobile = ctx({ flags: all, holds: { mobile: false, fwa: true, ufb: false } });
    for (const id of ['usage', 'plans', 'mobile-groups', 'sim-swap', 'mobile/usage/details']) expect([id, screenGate(screen(id), noMobile)]).toEqual([id, { redirect: '/profile' }]);
    // Every listed screen opens, and every screen that opens for its product is listed.
    for (const s of PROFILE_SCREENS.filter((r) => r.nav)) expect([s.id, ids(c).includes(s.id)]).toEqual([s.id, screenGate(s, c) === 'ok']);
  });

  it('a kind not known (its read failed) holds nothing back; a blocked tab goes to the first allowed tab the customer holds', () => {
    expect(holdsKind({ mobile: true, fwa: null, ufb: false }, 'fwa')).toBe(true);
    expect(holdsKind({ mobile: true, fwa: null, ufb: false }, 'broadband')).toBe(true);
    expect(holdsKind({ mobile: true, fwa: false, ufb: false }, 'broadband')).toBe(false);
    expect(gateOf('broadband/ufb/usage', ctx({ flags: all, holds: { mobile: true, fwa: false, ufb: null } }))).toBe('ok');
    expect(screenGate(screen('my-app-home'), ctx({ flags: all, allowedTabs: ['broadband', 'personal-data'] }))).toEqual({ redirect: '/profile/personal-data' });
  });
});

describe('navigation', () => {
  it('lists its sections, most used first, with the screens this customer may open; empty sections left out', () => {
    const nav = navigation(ctx());
    expect(nav.map((g) => [g.group, g.screens.map((s) => s.id)])).toEqual([
      ['home', ['my-app-home']],
      ['mobile', ['usage', 'plans', 'your-plan', 'all-plans', 'addons', 'supp-features', 'sim-card-actions', 'mobile/security']],
      ['payments', ['receipts', 'payments-history', 'payment-methods', 'redeem-voucher']],
      ['account', ['personal-data', 'shipping-details', 'my-orders']],
      ['offers', ['your-offers', 'all-offers', 'bonuses', 'power']],
    ]);
    for (const g of nav) expect(typeof en.profile.nav.groups[g.group]).toBe('string');
  });
  it('issue 12: a postpay customer is offered pay bill; a prepay one top up once the hide-top-up setting is off, and promo codes with their flag', () => {
    const ids = (c: ScreenContext) => navigation(c).flatMap((g) => g.screens.map((s) => s.id));
    expect(ids(ctx({ product: postpay }))).toContain('pay-bill');
    expect(ids(ctx({ product: postpay }))).not.toContain('top-up');
    expect(ids(ctx())).not.toContain('top-up');
    expect(ids(ctx({ flags: flags({ hidePrepayTopUp: false, promoCode: true }) }))).toEqual(expect.arrayContaining(['top-up', 'redeem-promo-code']));
  });
  it('issue 12: a postpay customer with invoices on has Invoices, Receipts and Billing; invoices off leaves Invoices out', () => {
    const ids = (c: ScreenContext) => navigation(c).flatMap((g) => g.screens.map((s) => s.id));
    expect(ids(ctx({ product: postpay, flags: flags({ invoices: true }) }))).toEqual(expect.arrayContaining(['invoices', 'receipts', 'billing']));
    expect(ids(ctx({ product: postpay }))).not.toContain('invoices');
    expect(ids(ctx())).not.toContain('billing');
  });
  it('leaves out a tab the allowed-tabs list blocks', () => {
    const nav = navigation(ctx({ allowedTabs: ['my-app-home', 'personal-data'] }));
    expect(nav.flatMap((g) => g.screens.map((s) => s.id))).toEqual(['my-app-home', 'usage', 'your-plan', 'all-plans', 'addons', 'supp-features', 'sim-card-actions', 'mobile/security', 'receipts', 'payments-history', 'payment-methods', 'redeem-voucher', 'personal-data', 'shipping-details', 'your-offers', 'all-offers', 'bonuses', 'power']);
  });
});

describe('paging — "lists 10 with 4 page links each side; payment history 14"', () => {
  it('has the spec\'s sizes', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(PAYMENT_HISTORY_PAGE_SIZE).toBe(14);
  });
  it.each([
    [1, 3, [1, 2, 3]],
    [1, 20, [1, 2, 3, 4, 5]],
    [10, 20, [6, 7, 8, 9, 10, 11, 12, 13, 14]],
    [20, 20, [16, 17, 18, 19, 20]],
    [99, 5, [1, 2, 3, 4, 5]],
    [0, 2, [1, 2]],
    [1, 0, []],
  ])('page %i of %i → %j', (page, total, out) => expect(pageWindow(page, total)).toEqual(out));
  it('takes another reach either side', () => expect(pageWindow(5, 9, 1)).toEqual([4, 5, 6]));
});

/*
 * "offers (your-offers, all-offers)": each offer links to where it is taken up. The link is the
 * upstream's: a fibre offer's /profile/broadband is not-found to a mobile-only customer ("a path
 * of no screen, of a screen not built yet, or whose flags are off is not-found") and sends a
 * non-holder home, so it is offered only where it opens (W3C run of issue 30 found the dead link).
 */
describe('linkOpens: an offer\'s link is offered only where it opens for this customer', () => {
  const fibre = flags({ ufbModule: true });
  it('a broadband screen: not with the module off, not to a mobile-only customer, yes to a fibre customer', () => {
    expect(linkOpens('/profile/broadband', ctx())).toBe(false);
    expect(linkOpens('/profile/broadband', ctx({ flags: fibre }))).toBe(false);
    expect(linkOpens('/profile/broadband', ctx({ flags: fibre, holds: { mobile: true, fwa: false, ufb: true } }))).toBe(true);
  });
  it('a mobile screen the customer opens, the profile home, a site page and another site: offered', () => {
    expect(linkOpens('/profile/all-plans', ctx())).toBe(true);
    expect(linkOpens('/profile', ctx())).toBe(true);
    expect(linkOpens('/plans?tab=prepay', ctx())).toBe(true);
    expect(linkOpens('https://example.com/offer', ctx())).toBe(true);
  });
  it('a /profile path of no screen, and a postpay-only screen to a prepay customer: not offered', () => {
    expect(linkOpens('/profile/no-such-screen', ctx())).toBe(false);
    expect(linkOpens('/profile/pay-bill', ctx({ flags: flags({ invoices: true }) }))).toBe(false);
  });
});
