import nextConfig from '@/next.config';
import { config } from '@/proxy';
import { LOCALE_COOKIE, LOCALES } from '@/lib/i18n/locales';
import { SIGNED_IN_HINT, SUSPENDED_HINT } from '@/lib/session/hints';
import { SIGNED_IN_ONLY } from '@/lib/session/links';

type Entry = string | { source: string; has?: Array<{ type: string; key: string; value?: string }> };
const entries = config.matcher as readonly Entry[];
const plain = entries.filter((e): e is string => typeof e === 'string');
const conditional = entries.filter((e) => typeof e !== 'string');
const hasKeys = (type: string) => conditional.flatMap((e) => e.has ?? []).filter((h) => h.type === type).map((h) => h.key);

/** proxy.ts is skipped for plain anonymous page views; these tests keep its matcher honest. */
describe('proxy matcher', () => {
  test.each(SIGNED_IN_ONLY)('signed-in-only screen %s always goes through the proxy (sign-in redirect keeps the target)', (path) => {
    expect(plain).toContain(path);
  });

  test('legacy /link paths and visible locale prefixes always go through the proxy', () => {
    expect(plain).toEqual(expect.arrayContaining(['/link', '/link/:path*', ...LOCALES.flatMap((l) => [`/${l}`, `/${l}/:path*`])]));
  });

  test('both session cookie names and the signed-in hint bring the proxy in', () => {
    expect(hasKeys('cookie').sort()).toEqual(['__Host-portal_session', 'portal_session', SIGNED_IN_HINT, SUSPENDED_HINT].sort());
  });

  test('"Query parameters on any route: header=hide …; platform …; language …" bring the proxy in', () => {
    expect(hasKeys('query').sort()).toEqual(['header', 'language', 'platform']);
  });

  test('an Accept-Language naming Māori brings the proxy in (it ranks by q); others do not', () => {
    const rule = conditional.flatMap((e) => e.has ?? []).find((h) => h.type === 'header' && h.key === 'accept-language');
    const re = new RegExp(`^${rule?.value ?? 'x^'}$`);
    expect(re.test('en-NZ,mi;q=0.8')).toBe(true);
    expect(re.test('mi-NZ')).toBe(true);
    expect(re.test('en-NZ,en;q=0.9')).toBe(false);
    expect(re.test('min')).toBe(false);
  });
});

describe('locale rewrites for page views the proxy does not see', () => {
  test('NEXT_LOCALE=mi-NZ goes to the Māori segment, anything else to English; locale paths, /api and /_next are left alone', async () => {
    const rewrites = await nextConfig.rewrites?.();
    const before = (rewrites && !Array.isArray(rewrites) ? rewrites.beforeFiles : undefined) ?? [];
    expect(before).toHaveLength(2);
    const [mi, en] = before;
    expect(mi?.destination).toBe('/mi-NZ/:path');
    expect(mi?.has).toEqual([{ type: 'cookie', key: LOCALE_COOKIE, value: expect.any(String) }]);
    const cookieRe = new RegExp(`^${mi?.has?.[0] && 'value' in mi.has[0] ? mi.has[0].value : 'x^'}$`);
    expect(['mi-NZ', 'mi', 'MI-nz'].every((v) => cookieRe.test(v))).toBe(true);
    expect(['en', 'mine', 'fr'].some((v) => cookieRe.test(v))).toBe(false);
    expect(en?.destination).toBe('/en/:path');
    const pathRe = new RegExp(`^/${(en?.source ?? '').replace(/^\/:path\((.*)\)$/, '$1')}$`);
    expect(['/', '/plans', '/help/category/1', '/favicon.ico'].every((p) => pathRe.test(p))).toBe(true);
    expect(['/en', '/en/plans', '/mi-NZ', '/api/health', '/_next/static/x.js', '/robots.txt', '/sitemap.xml', '/icon.svg'].some((p) => pathRe.test(p))).toBe(false);
  });
});
