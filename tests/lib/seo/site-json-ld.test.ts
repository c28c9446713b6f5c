import { jsonLdHtml } from '@/lib/seo/json-ld';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/site-json-ld';

/* Issue 18, item 3: "Organization and WebSite (with a help-search SearchAction) JSON-LD". */

describe('Organization', () => {
  test('name, url and logo, absolute with the configured origin', () => {
    expect(organizationJsonLd({ name: 'Tūī Mobile', origin: 'https://tui.example' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Tūī Mobile',
      url: 'https://tui.example/',
      logo: 'https://tui.example/icon.svg',
    });
  });

  test('root-relative without one', () => {
    expect(organizationJsonLd({ name: 'Tūī Mobile' })).toMatchObject({ url: '/', logo: '/icon.svg' });
  });
});

describe('WebSite with a SearchAction into the help search', () => {
  test('the URL template is the help search page with its q parameter', () => {
    const site = webSiteJsonLd({ name: 'Tūī Mobile', locale: 'en', origin: 'https://tui.example/' });
    expect(site).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Tūī Mobile',
      url: 'https://tui.example/',
      inLanguage: 'en',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://tui.example/help/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  test('survives the script escaping (braces and the placeholder read back the same)', () => {
    const site = webSiteJsonLd({ name: 'A <b>', locale: 'mi-NZ' });
    expect(JSON.parse(jsonLdHtml(site))).toEqual(site);
    expect(jsonLdHtml(site)).not.toContain('<b>');
  });
});
