import { jsonLdHtml } from '@/lib/seo/json-ld';
import { absoluteUrl, planListJsonLd, planOfferJsonLd, planProductJsonLd } from '@/lib/catalog/seo';
import type { PlanView } from '@/lib/catalog/types';
import { phrase } from '@/lib/catalog/phrases';

const plan = (over: Partial<PlanView> = {}): PlanView => ({
  uuid: 'E-1', catalogUuid: 'E-1', availabilityUuid: 'A-1', slug: '30-prepay-value-pack', kind: 'prepay', productType: 'prepaymobileAddon',
  isBasePlan: true, isAddon: false, isFullyPaid: true, name: '$30 Prepay Value Pack', description: '8GB with rollover.', available: true, priority: 40,
  priceCents: 3000, priceText: '30.00', allowAutoRenew: true,
  period: { days: 28, kind: 'renewable', label: phrase('period.days', { days: 28 }), kindLabel: phrase('period.renewable') },
  offer: null, data: null, voice: null, sms: null, mms: null, internationalMinutes: null, hotspot: true,
  speed: phrase('speed.planSpeed'), throttle: null, maxSpeed: null, rollover: null, theme: 'pink',
  ...over,
});
const ctx = { url: 'https://tui.example/plans/30-prepay-value-pack', brand: 'Tūī Mobile', category: 'Prepay mobile plan' };

describe('planProductJsonLd — "JSON-LD (Product/Offer for plans with NZD prices)"', () => {
  it('a Product with one Offer: price as a decimal string, NZD, in stock, the page URL', () => {
    expect(planProductJsonLd(plan(), ctx)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '$30 Prepay Value Pack',
      description: '8GB with rollover.',
      sku: 'A-1',
      productID: 'E-1',
      category: 'Prepay mobile plan',
      brand: { '@type': 'Brand', name: 'Tūī Mobile' },
      url: ctx.url,
      offers: {
        '@type': 'Offer', price: '30.00', priceCurrency: 'NZD', availability: 'https://schema.org/InStock', url: ctx.url,
        priceSpecification: [{ '@type': 'UnitPriceSpecification', price: '30.00', priceCurrency: 'NZD', billingDuration: 'P28D' }],
      },
    });
  });

  it('a discounted plan offers its price now and names the original as the strikethrough price', () => {
    const offer = planOfferJsonLd(plan({ priceCents: 1500, priceText: '15.00', originalPriceCents: 2000, originalPriceText: '20.00', period: null }), ctx.url);
    expect(offer).toMatchObject({ price: '15.00', priceCurrency: 'NZD' });
    expect(offer.priceSpecification).toEqual([{ '@type': 'UnitPriceSpecification', price: '20.00', priceCurrency: 'NZD', priceType: 'https://schema.org/StrikethroughPrice' }]);
  });

  it('a plan no longer sold is out of stock; no description and no period leave their fields out', () => {
    const product = planProductJsonLd(plan({ available: false, description: '', period: null }), { url: '/plans/x', brand: 'B' });
    expect(product.offers).toEqual({ '@type': 'Offer', price: '30.00', priceCurrency: 'NZD', availability: 'https://schema.org/OutOfStock', url: '/plans/x' });
    expect(product).not.toHaveProperty('description');
    expect(product).not.toHaveProperty('category');
    expect(product).not.toHaveProperty('image');
  });

  it('a Product carries the image it is given (the site\'s share image, absolute; issue 30 item 11)', () => {
    const product = planProductJsonLd(plan(), { url: 'https://tui.example/plans/x', brand: 'B', image: 'https://tui.example/og/site.png' });
    expect(product.image).toBe('https://tui.example/og/site.png');
  });
});

describe('planListJsonLd', () => {
  it('an ItemList of Products in page order, one @context at the top', () => {
    const list = planListJsonLd('Mobile plans', [plan(), plan({ uuid: 'E-2', slug: 'b', name: 'B' })], (p) => ({ url: `/plans/${p.slug}`, brand: 'Tūī Mobile' }));
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', name: 'Mobile plans', numberOfItems: 2 });
    const items = list.itemListElement as Array<Record<string, unknown>>;
    expect(items.map((i) => [i.position, (i.item as Record<string, unknown>).name, (i.item as Record<string, unknown>).url])).toEqual([[1, '$30 Prepay Value Pack', '/plans/30-prepay-value-pack'], [2, 'B', '/plans/b']]);
    expect(items[0]?.item).not.toHaveProperty('@context');
  });
});

describe('jsonLdHtml — the text of a <script type="application/ld+json">', () => {
  it('escapes < (as \\u003c), > and & so the script cannot be closed early, and still parses back', () => {
    const data = { name: '</script><script>alert(1)</script> & co', sep: 'a\u2028b' };
    const html = jsonLdHtml(data);
    expect(html).not.toMatch(/[<>&\u2028]/);
    expect(html).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(html)).toEqual(data);
  });
});

describe('absoluteUrl', () => {
  it('joins the origin and the path, or keeps the path without an origin', () => {
    expect(absoluteUrl('/plans/x', 'https://tui.example')).toBe('https://tui.example/plans/x');
    expect(absoluteUrl('/plans/x', 'https://tui.example/')).toBe('https://tui.example/plans/x');
    expect(absoluteUrl('/plans/x')).toBe('/plans/x');
  });
});
