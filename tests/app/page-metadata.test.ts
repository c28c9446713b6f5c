import { localisedPath, publicPageMetadata } from '@/app/[locale]/(public)/_lib/page-metadata';
import { resetAppEnv } from '@/lib/flags';

afterEach(() => {
  delete process.env.APP_ORIGIN;
  resetAppEnv();
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

  it('absolute URLs when the site origin is configured', () => {
    process.env.APP_ORIGIN = 'https://tui.example';
    resetAppEnv();
    const meta = publicPageMetadata({ path: '/ufb', locale: 'en', title: 'T', description: 'D' });
    expect(meta.metadataBase?.toString()).toBe('https://tui.example/');
    expect(meta.openGraph).toMatchObject({ locale: 'en_NZ', url: '/ufb' });
  });
});
