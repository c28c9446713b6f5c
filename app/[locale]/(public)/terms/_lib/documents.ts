/**
 * "terms (monthly top-up, prepay, packs and combos)" plus the general terms: the documents of
 * the terms pages, by URL slug and messages key (`terms.documents.<key>`).
 */
export const TERMS_DOCUMENTS = [
  { slug: 'general', key: 'general' },
  { slug: 'monthly-top-up', key: 'monthlyTopUp' },
  { slug: 'prepay', key: 'prepay' },
  { slug: 'packs-and-combos', key: 'packsAndCombos' },
] as const;

export type TermsDocument = (typeof TERMS_DOCUMENTS)[number];

export function termsDocument(slug: string): TermsDocument | undefined {
  return TERMS_DOCUMENTS.find((d) => d.slug === slug);
}
