import { LEGACY_LINKS, matchesAny, resolveLegacyLink, SIGNED_OUT_ONLY } from '@/lib/session/links';
import { safeRedirect } from '@/lib/session/redirect';
import { screenAt } from '@/lib/profile/rules';
import { SHIPPED_FLAGS } from '@/lib/flags/shipped';

describe('resolveLegacyLink — "If the visitor is signed in they go to the target; otherwise to sign-in with the target kept as a redirect query."', () => {
  // portal-shop-onboarding.md §2, the /link table: link → the screen it names.
  const SPEC: Record<string, string> = {
    '': 'payments-history', home: 'dashboard', products: 'addons', invoices: 'invoices', 'payment-methods': 'payment-methods',
    usage: 'usage', 'mobile-features': 'sim-card-actions', 'sim-settings': 'supp-features', 'payments-history': 'payments-history',
    'shipping-details': 'shipping-details', 'order-history': 'order-history', notifications: 'change-notifications', voucher: 'redeem-voucher',
    'full-amount': 'pay-bill', 'custom-amount': 'pay-bill', chat: 'home', help: 'help', terms: 'terms', privacy: 'privacy',
    'calling-rates': 'international-plans',
  };
  it('covers every link of the spec table, each naming the spec\'s screen (custom-amount and chat with their parameter)', () => {
    expect(Object.fromEntries(Object.entries(LEGACY_LINKS).map(([k, v]) => [k, v.screen]))).toEqual(SPEC);
    expect(LEGACY_LINKS['custom-amount']?.query).toBe('amount=custom');
    expect(LEGACY_LINKS.chat?.query).toBe('chat=true');
  });
  // Issue 10, finding 8: "Each link goes to the page that exists now, or, where its screen is not
  // built yet, to the closest one that is (the profile home) until its issue builds it;
  // /link/order-history and /link/notifications point at the order list and the notifications
  // dialog that exist; /link/chat opens the chat."
  it.each([
    // Built in issue 11: the payment history, the cards, the delivery addresses (lib/profile's map).
    ['/link', '/profile/payments-history'],
    ['/link/', '/profile/payments-history'],
    ['/link/payments-history', '/profile/payments-history'],
    ['/link/payment-methods', '/profile/payment-methods'],
    ['/link/shipping-details', '/profile/shipping-details'],
    ['/link/home', '/profile'],
    // Issue 13: "products to addons".
    ['/link/products', '/profile/addons'],
    ['/link/order-history', '/profile/my-orders'],
    ['/link/notifications', '/profile/personal-data?dialog=notifications'],
    // Issue 12: pay bill (full or a custom amount) and the voucher.
    ['/link/full-amount', '/profile/pay-bill'],
    ['/link/custom-amount', '/profile/pay-bill?amount=custom'],
    ['/link/voucher', '/profile/redeem-voucher'],
    // Issue 13: "home to plan dashboard" (the profile home is the dashboard) and the usage.
    ['/link/usage', '/profile/usage'],
    // "chat to home with the chat flag": the dashboard, with the chat open (issue 30 item 5).
    ['/link/chat', '/profile?chat=true'],
    ['/link/calling-rates', '/international-plans'],
    ['/link/help', '/help'],
    ['/link/terms', '/terms'],
    ['/link/privacy', '/privacy'],
  ])('signed in: %s → %s', (path, target) => expect(resolveLegacyLink(path, true)).toBe(target));
  it('every target is a page that exists: a built screen of the profile map, or a public page', () => {
    const publicPages = ['/help', '/terms', '/privacy', '/international-plans'];
    for (const { to } of Object.values(LEGACY_LINKS)) {
      const path = to.replace(/\?.*/, '');
      expect(publicPages.includes(path) || screenAt(path)?.built === true).toBe(true);
    }
  });
  it('issue 12: /link/invoices opens the invoices where the flag is on, else the profile home (the flag is off as shipped)', () => {
    const here = (invoices: boolean) => ({ flags: { ...SHIPPED_FLAGS, invoices }, production: false });
    expect(resolveLegacyLink('/link/invoices', true)).toBe('/profile/invoices');
    expect(resolveLegacyLink('/link/invoices', true, here(true))).toBe('/profile/invoices');
    expect(resolveLegacyLink('/link/invoices', true, here(false))).toBe('/profile');
    expect(resolveLegacyLink('/link/invoices', false, here(false))).toBe('/sign-in?redirect=%2Fprofile');
    expect(resolveLegacyLink('/link/payment-methods', true, here(false))).toBe('/profile/payment-methods');
    expect(resolveLegacyLink('/link/help', true, here(false))).toBe('/help');
  });
  it('signed out: sign-in with the target kept', () => {
    expect(resolveLegacyLink('/link/usage', false)).toBe('/sign-in?redirect=%2Fprofile%2Fusage');
    expect(resolveLegacyLink('/link/notifications', false)).toBe('/sign-in?redirect=%2Fprofile%2Fpersonal-data%3Fdialog%3Dnotifications');
  });
  it('unknown links are not found, inherited object keys too', () => {
    expect(resolveLegacyLink('/link/nope', true)).toBeNull();
    expect(resolveLegacyLink('/link/home/extra', true)).toBeNull();
    expect(resolveLegacyLink('/link/constructor', true)).toBeNull();
    expect(resolveLegacyLink('/link/__proto__', false)).toBeNull();
  });
});

describe('signed-out-only screens — "sign-in, sign-up, identity-link, forgot-pass, forgot-email"', () => {
  it('matches the screens and their sub-paths only', () => {
    expect(matchesAny('/sign-in', SIGNED_OUT_ONLY)).toBe(true);
    expect(matchesAny('/forgot-pass/code', SIGNED_OUT_ONLY)).toBe(true);
    expect(matchesAny('/sign-inside', SIGNED_OUT_ONLY)).toBe(false);
  });
});

describe('safeRedirect — "redirect targets (`redirect` query) are same-site relative paths only"', () => {
  it.each([
    ['/profile', '/profile'],
    ['/profile/plans?x=1#top', '/profile/plans?x=1#top'],
  ])('keeps %s', (input, out) => expect(safeRedirect(input)).toBe(out));
  it.each([
    ['https://evil.example/'], ['//evil.example/x'], ['/\\evil.example'], ['\\\\evil'], ['javascript:alert(1)'],
    ['profile'], ['/\tevil'], [''], [undefined], [null], ['/' + 'a'.repeat(3000)],
    // Dot segments that collapse into a protocol-relative result (issue 10, finding 7).
    ['/.//evil.example'], ['/x/.././/evil.example'], ['/a/..//evil.example'],
  ])('drops %j', (input) => expect(safeRedirect(input)).toBeUndefined());
});
