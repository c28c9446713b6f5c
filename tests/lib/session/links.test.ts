import { LEGACY_LINKS, matchesAny, resolveLegacyLink, SIGNED_OUT_ONLY } from '@/lib/session/links';
import { safeRedirect } from '@/lib/session/redirect';

describe('resolveLegacyLink — "If the visitor is signed in they go to the target; otherwise to sign-in with the target kept as a redirect query."', () => {
  it('covers every link of the spec table', () => {
    const spec = ['', 'home', 'products', 'invoices', 'payment-methods', 'usage', 'mobile-features', 'sim-settings', 'payments-history',
      'shipping-details', 'order-history', 'notifications', 'voucher', 'full-amount', 'custom-amount', 'chat', 'help', 'terms', 'privacy', 'calling-rates'];
    expect(Object.keys(LEGACY_LINKS).sort()).toEqual([...spec].sort());
  });
  it.each([
    ['/link', '/profile/payments-history'],
    ['/link/', '/profile/payments-history'],
    ['/link/home', '/profile/dashboard'],
    ['/link/products', '/profile/addons'],
    ['/link/mobile-features', '/profile/sim-card-actions'],
    ['/link/sim-settings', '/profile/supp-features'],
    ['/link/notifications', '/profile/personal-data/change-notifications'],
    ['/link/voucher', '/profile/redeem-voucher'],
    ['/link/custom-amount', '/profile/pay-bill?custom-amount=true'],
    ['/link/chat', '/?chat=true'],
    ['/link/calling-rates', '/international-plans'],
    ['/link/help', '/help'],
  ])('signed in: %s → %s', (path, target) => expect(resolveLegacyLink(path, true)).toBe(target));
  it('signed out: sign-in with the target kept', () => {
    expect(resolveLegacyLink('/link/usage', false)).toBe('/sign-in?redirect=%2Fprofile%2Fusage');
    expect(resolveLegacyLink('/link/custom-amount', false)).toBe('/sign-in?redirect=%2Fprofile%2Fpay-bill%3Fcustom-amount%3Dtrue');
  });
  it('unknown links are not found', () => {
    expect(resolveLegacyLink('/link/nope', true)).toBeNull();
    expect(resolveLegacyLink('/link/home/extra', true)).toBeNull();
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
