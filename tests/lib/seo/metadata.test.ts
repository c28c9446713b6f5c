import { localisedPath, publicPageMetadata } from '@/lib/seo/metadata';
import { configuredOrigin } from '@/lib/seo/origin';

afterEach(() => {
  delete process.env.APP_ORIGIN;
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
      openGraph: { title: 'T', description: 'D', url: '/plans/x?language=mi-NZ', type: 'website', locale: 'mi_NZ' },
    });
  });

  it('an article carries its modified time; a search page is noindex but followed', () => {
    const article = publicPageMetadata({ path: '/help/category/1/2/3', locale: 'en', title: 'T', description: 'D', type: 'article', modifiedTime: '2026-11-05T00:00:00Z', siteName: 'S' });
    expect(article.openGraph).toMatchObject({ type: 'article', modifiedTime: '2026-11-05T00:00:00Z', siteName: 'S', locale: 'en_NZ' });
    expect(article.robots).toBeUndefined();
    expect(publicPageMetadata({ path: '/help/search', locale: 'en', title: 'T', description: 'D', index: false }).robots).toEqual({ index: false, follow: true });
  });

  it('the configured origin (APP_ORIGIN) loses a trailing slash; none configured is undefined', () => {
    expect(configuredOrigin()).toBeUndefined();
    process.env.APP_ORIGIN = 'https://tui.example/';
    expect(configuredOrigin()).toBe('https://tui.example');
  });
});
