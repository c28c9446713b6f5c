import { keepsScroll, savedScroll, scrollKey } from '@/lib/scroll/rules';

describe('"Scroll position is kept on the plans and profile routes." (portal-shop-onboarding.md §2)', () => {
  test.each(['/plans', '/plans/12-weekly-plan', '/sims-multi-plans', '/sims-multi-plans/x', '/profile', '/profile/usage', '/profile/my-orders/123'])('%s keeps its position', (path) => {
    expect(keepsScroll(path)).toBe(true);
  });

  test.each(['/', '/help', '/plansx', '/profiles', '/eshop/checkout', '/sim-purchase/12-weekly-plan'])('%s does not', (path) => {
    expect(keepsScroll(path)).toBe(false);
  });

  test('one key per address, query included', () => {
    expect(scrollKey('/plans')).toBe('scroll./plans');
    expect(scrollKey('/profile/usage?range=30')).toBe('scroll./profile/usage?range=30');
  });

  test('a saved position is whole pixels; anything else is none', () => {
    expect(savedScroll('1200')).toBe(1200);
    expect(savedScroll('0')).toBe(0);
    for (const bad of [null, '', '-5', '12.5', 'NaN', '1e9', '99999999']) expect(savedScroll(bad)).toBeNull();
  });
});
