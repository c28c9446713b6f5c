import { HELP_SEARCH_PARAM, HELP_SEARCH_PATH } from '@/lib/help/paths';
import type { JsonLd } from './json-ld';

/** An absolute URL when the origin is configured, else the root-relative path (as the plan JSON-LD). */
function at(path: string, origin?: string): string {
  return origin ? new URL(path, origin.endsWith('/') ? origin : `${origin}/`).toString() : path;
}

/** The placeholder of the SearchAction's URL template and its query-input (schema.org). */
export const SEARCH_TERM = 'search_term_string';

/** schema.org Organization: who runs the site, its address and logo. */
export function organizationJsonLd(opts: { name: string; origin?: string }): JsonLd {
  return { '@context': 'https://schema.org', '@type': 'Organization', name: opts.name, url: at('/', opts.origin), logo: at('/icon.svg', opts.origin) };
}

/**
 * schema.org WebSite with a SearchAction into the help centre's search (`/help/search?q=…`), so a
 * search engine can offer a search box that lands there.
 */
export function webSiteJsonLd(opts: { name: string; locale: string; origin?: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: opts.name,
    url: at('/', opts.origin),
    inLanguage: opts.locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${at(HELP_SEARCH_PATH, opts.origin)}?${HELP_SEARCH_PARAM}={${SEARCH_TERM}}` },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  };
}
