import { SHIPPED_FLAGS, type Flags } from '@/lib/flags/shipped';
import { fixedSitemapPaths, toSitemap } from '@/lib/seo/sitemap';

const flags = (over: Partial<Flags> = {}): Flags => ({ ...SHIPPED_FLAGS, ...over });
const paths = (f: Flags) => fixedSitemapPaths(f).map((e) => e.path);

describe('sitemap: the fixed public pages (issue 3 §4 "sitemap.xml with every plan and published article")', () => {
  test('the shipped configuration lists home, international plans, about, terms, privacy, network maps and help', () => {
    expect(paths(flags())).toEqual(['/', '/international-plans', '/about', '/terms', '/privacy', '/network-maps', '/help']);
  });

  test('"about (only when no external about link is configured)": an external link leaves /about out', () => {
    expect(paths(flags({ externalAboutLink: 'https://example.org/about' }))).not.toContain('/about');
  });

  test('"international-plans (feature flag)": off leaves it out', () => {
    expect(paths(flags({ internationalPlans: false }))).not.toContain('/international-plans');
  });

  test('entries become absolute URLs, each path once, with lastModified kept', () => {
    expect(toSitemap('https://tui.example', [{ path: '/' }, { path: '/help/category/1', lastModified: '2026-01-02T00:00:00Z' }, { path: '/' }])).toEqual([
      { url: 'https://tui.example/' },
      { url: 'https://tui.example/help/category/1', lastModified: '2026-01-02T00:00:00Z' },
    ]);
  });
});
