import type { JsonLd } from '@/lib/seo/json-ld';
import type { PlanView } from './types';

/**
 * schema.org data for search engines (issue 3 §4: "JSON-LD (Product/Offer for plans with NZD
 * prices)"). Pure: pages pass the URLs and the brand, and put the result in a
 * `<script type="application/ld+json">` through `jsonLdHtml`.
 */

const SCHEMA = 'https://schema.org';
/** "currency NZD for analytics": the currency every catalogue price is in. */
export const PRICE_CURRENCY = 'NZD';
const IN_STOCK = `${SCHEMA}/InStock`;
const OUT_OF_STOCK = `${SCHEMA}/OutOfStock`;
const STRIKETHROUGH = `${SCHEMA}/StrikethroughPrice`;

export type ProductContext = {
  /** The plan's page, absolute when the site's origin is known. */
  url: string;
  brand: string;
  /** e.g. 'Prepay mobile plan', in the page's language. */
  category?: string;
  /** The product's image, absolute: the plan's own share image (lib/seo/plan-image.ts). */
  image?: string;
};

/** `/plans/x` on `https://tui.example` → `https://tui.example/plans/x`; without an origin, the path. */
export function absoluteUrl(path: string, origin?: string): string {
  return origin ? new URL(path, origin.endsWith('/') ? origin : `${origin}/`).toString() : path;
}

/**
 * The Offer of one plan: what it costs now (the offer price while a discount runs) as a
 * decimal string, in NZD, in stock while the catalogue sells it. A discounted plan names its
 * original price as the strikethrough price, and a plan with a period bills per that period.
 */
export function planOfferJsonLd(plan: PlanView, url: string): JsonLd {
  const specs: JsonLd[] = [];
  if (plan.period) {
    specs.push({ '@type': 'UnitPriceSpecification', price: plan.priceText, priceCurrency: PRICE_CURRENCY, billingDuration: `P${plan.period.days}D` });
  }
  if (plan.originalPriceText) {
    specs.push({ '@type': 'UnitPriceSpecification', price: plan.originalPriceText, priceCurrency: PRICE_CURRENCY, priceType: STRIKETHROUGH });
  }
  return {
    '@type': 'Offer',
    price: plan.priceText,
    priceCurrency: PRICE_CURRENCY,
    availability: plan.available ? IN_STOCK : OUT_OF_STOCK,
    url,
    ...(specs.length ? { priceSpecification: specs } : {}),
  };
}

function product(plan: PlanView, ctx: ProductContext): JsonLd {
  return {
    '@type': 'Product',
    name: plan.name,
    ...(plan.description ? { description: plan.description } : {}),
    sku: plan.availabilityUuid,
    productID: plan.uuid,
    ...(ctx.category ? { category: ctx.category } : {}),
    brand: { '@type': 'Brand', name: ctx.brand },
    ...(ctx.image ? { image: ctx.image } : {}),
    url: ctx.url,
    offers: planOfferJsonLd(plan, ctx.url),
  };
}

/** The plan detail page: one Product with its Offer. */
export function planProductJsonLd(plan: PlanView, ctx: ProductContext): JsonLd {
  return { '@context': SCHEMA, ...product(plan, ctx) };
}

/** A plan list page: an ItemList of Products, in the order the page shows them. */
export function planListJsonLd(name: string, plans: readonly PlanView[], ctx: (plan: PlanView) => ProductContext): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name,
    numberOfItems: plans.length,
    itemListElement: plans.map((plan, i) => ({ '@type': 'ListItem', position: i + 1, item: product(plan, ctx(plan)) })),
  };
}
