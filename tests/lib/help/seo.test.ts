import { articleLd, breadcrumbListLd, faqPageLd, HEADLINE_MAX_CHARS, sitemapEntries } from '@/lib/help/seo';
import { jsonLdHtml } from '@/lib/seo/json-ld';
import type { HelpArticle, HelpCategory, HelpSection } from '@/lib/help/types';

const ARTICLE: HelpArticle = {
  id: '4403101',
  title: 'Activate your new SIM',
  excerpt: 'Pop the SIM in and follow the steps…',
  sectionId: '4402011',
  categoryId: '4401001',
  labels: ['sim', 'activation'],
  updatedAt: '2026-01-05T00:00:00.000Z',
  bodyHtml: '<p>Pop the SIM in and follow the steps.</p>',
};

const SECTION: HelpSection = {
  id: '4402011',
  categoryId: '4401001',
  title: 'Activating your SIM',
  description: '',
  articles: [
    { ...ARTICLE },
    { id: '4403102', title: 'Which SIM size?', excerpt: '', sectionId: '4402011', categoryId: '4401001', labels: [], updatedAt: null },
  ],
};

describe('issue 3: "JSON-LD (… FAQPage or Article for help)"', () => {
  test('Article: headline, dateModified, inLanguage, publisher, and its own address', () => {
    expect(articleLd(ARTICLE, { publisher: 'Tūī Mobile', section: 'Activating your SIM', origin: 'https://example.nz/' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Activate your new SIM',
      description: 'Pop the SIM in and follow the steps…',
      dateModified: '2026-01-05T00:00:00.000Z',
      inLanguage: 'en',
      articleSection: 'Activating your SIM',
      keywords: 'sim, activation',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.nz/help/category/4401001/4402011/4403101' },
      url: 'https://example.nz/help/category/4401001/4402011/4403101',
      publisher: { '@type': 'Organization', name: 'Tūī Mobile', url: 'https://example.nz/' },
      author: { '@type': 'Organization', name: 'Tūī Mobile', url: 'https://example.nz/' },
    });
  });

  test('Article: its author is the brand, its image the site\'s share image, absolute (issue 30 item 11)', () => {
    const ld = articleLd(ARTICLE, { publisher: 'Tūī Mobile', origin: 'https://example.nz', image: '/og/site.png' });
    expect(ld.author).toEqual({ '@type': 'Organization', name: 'Tūī Mobile', url: 'https://example.nz/' });
    expect(ld.image).toBe('https://example.nz/og/site.png');
  });

  // Issue 30 item 11: "Article author, `datePublished` and image in help JSON-LD". The providers send
  // created_at (first published) beside updated_at; an article without it has no datePublished.
  test('Article: datePublished from when the provider first published it, beside dateModified', () => {
    const ld = articleLd({ ...ARTICLE, createdAt: '2025-06-01T00:00:00.000Z' }, { publisher: 'Tūī Mobile' });
    expect([ld.datePublished, ld.dateModified]).toEqual(['2025-06-01T00:00:00.000Z', '2026-01-05T00:00:00.000Z']);
    expect(articleLd(ARTICLE, { publisher: 'Tūī Mobile' })).not.toHaveProperty('datePublished');
  });

  test('Article: no date when the provider gave none; site-relative addresses without an origin', () => {
    const ld = articleLd({ ...ARTICLE, updatedAt: null, labels: [], excerpt: '' }, { publisher: 'Tūī Mobile' });
    expect(ld).not.toHaveProperty('dateModified');
    expect(ld).not.toHaveProperty('keywords');
    expect(ld).not.toHaveProperty('description');
    expect(ld.url).toBe('/help/category/4401001/4402011/4403101');
  });

  test('Article: a long title is cut to the 110 characters a headline may have, at a word', () => {
    const title = 'Roaming '.repeat(30).trim();
    const ld = articleLd({ ...ARTICLE, title }, { publisher: 'Tūī Mobile' });
    expect(String(ld.headline).length).toBeLessThanOrEqual(HEADLINE_MAX_CHARS);
    expect(ld.headline).toMatch(/Roaming…$/);
  });

  test('FAQPage: each article a question, its excerpt (what the page shows) the answer, with the full answer\'s address', () => {
    const ld = faqPageLd(SECTION, 'https://example.nz');
    expect(ld).toMatchObject({ '@type': 'FAQPage', name: 'Activating your SIM', url: 'https://example.nz/help/category/4401001/4402011' });
    expect(ld.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Activate your new SIM',
        acceptedAnswer: { '@type': 'Answer', text: 'Pop the SIM in and follow the steps…', url: 'https://example.nz/help/category/4401001/4402011/4403101' },
      },
      // An article without text still answers with something: its title.
      { '@type': 'Question', name: 'Which SIM size?', acceptedAnswer: { '@type': 'Answer', text: 'Which SIM size?', url: 'https://example.nz/help/category/4401001/4402011/4403102' } },
    ]);
  });

  test('BreadcrumbList: positions from 1, in the order shown', () => {
    expect(breadcrumbListLd([{ name: 'Home', path: '/' }, { name: 'Help centre', path: '/help' }], 'https://example.nz')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.nz/' },
        { '@type': 'ListItem', position: 2, name: 'Help centre', item: 'https://example.nz/help' },
      ],
    });
  });
});

describe('jsonLdHtml: safe inside <script type="application/ld+json">', () => {
  test('a title cannot close the script or open markup, and the JSON still reads back the same', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const html = jsonLdHtml(data);
    expect(html).not.toMatch(/[<>&\u2028]/);
    expect(html).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(html)).toEqual(data);
  });
});

describe('sitemapEntries: issue 3 "sitemap.xml with every … published article"', () => {
  const tree: HelpCategory[] = [{ id: '4401001', slug: 'getting-started', title: 'Getting started', description: '', sections: [SECTION] }];
  test('every category, section and article, with the newest article date on collections', () => {
    expect(sitemapEntries(tree)).toEqual([
      { path: '/help/category/4401001', lastModified: '2026-01-05T00:00:00.000Z' },
      { path: '/help/category/4401001/4402011', lastModified: '2026-01-05T00:00:00.000Z' },
      { path: '/help/category/4401001/4402011/4403101', lastModified: '2026-01-05T00:00:00.000Z' },
      { path: '/help/category/4401001/4402011/4403102' },
    ]);
  });
  test('nothing for an empty (or failed) tree', () => expect(sitemapEntries([])).toEqual([]));
});
