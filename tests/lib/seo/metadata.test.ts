import { localisedPath, publicPageMetadata } from '@/lib/seo/metadata';
import { configuredOrigin } from '@/lib/seo/origin';

const SITE_IMAGE = { url: '/og/site.png', width: 1200, height: 630, type: 'image/png', alt: 'Tūī Mobile' };

afterEach(() => {
  delete process.env.APP_ORIGIN;
  delete process.env.PORT;
});

describe('publicPageMetadata — "per-page title, description, canonical URL, Open Graph"', () => {
  it('English is the bare path; other languages add ?language=', () => {
    expect(localisedPath('/plans', 'en')).toBe('/plans');
    expect(localisedPath('/plans', 'mi-NZ')).toBe('/plans?language=mi-NZ');
  });

  it('a canonical URL per language, the other language as an alternate, Open Graph in the same language', () => {
    expect(publicPageMetadata({ path: '/plans/x', locale: 'mi-NZ', title: 'T', description: 'D' })).toEqual({
      title: 'T',
      description: 'D',
      alternates: { canonical: '/plans/x?language=mi-NZ', languages: { en: '/plans/x', 'mi-NZ': '/plans/x?language=mi-NZ', 'x-default': '/plans/x' } },
      openGraph: { title: 'T', description: 'D', url: '/plans/x?language=mi-NZ', type: 'website', locale: 'mi_NZ', siteName: 'Tūī Mobile', images: [SITE_IMAGE] },
      twitter: { card: 'summary_large_image', title: 'T', description: 'D', images: [SITE_IMAGE] },
    });
  });

  it('an article carries its modified time; a search page is noindex but followed', () => {
    const article = publicPageMetadata({ path: '/help/category/1/2/3', locale: 'en', title: 'T', description: 'D', type: 'article', modifiedTime: '2026-11-05T00:00:00Z', siteName: 'S' });
    expect(article.openGraph).toMatchObject({ type: 'article', modifiedTime: '2026-11-05T00:00:00Z', siteName: 'S', locale: 'en_NZ' });
    expect(article.robots).toBeUndefined();
    expect(publicPageMetadata({ path: '/help/search', locale: 'en', title: 'T', description: 'D', index: false }).robots).toEqual({ index: false, follow: true });
  });

  it('JSON-LD\'s origin is always absolute (issue 30 item 11): APP_ORIGIN\'s origin, else the local run\'s localhost on PORT', () => {
    process.env.PORT = '3102';
    expect(configuredOrigin()).toBe('http://localhost:3102');
    process.env.APP_ORIGIN = 'https://tui.example/';
    expect(configuredOrigin()).toBe('https://tui.example');
  });

  it('every public page has og:site_name and the site\'s share image for Open Graph and X (issue 30 item 11)', () => {
    const m = publicPageMetadata({ path: '/about', locale: 'en', title: 'About', description: 'D' });
    expect(m.openGraph).toMatchObject({ siteName: 'Tūī Mobile', images: [SITE_IMAGE] });
    expect(m.twitter).toMatchObject({ card: 'summary_large_image', images: [SITE_IMAGE] });
  });
});
