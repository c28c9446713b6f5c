import en from '@/messages/en.json';
import mi from '@/messages/mi-NZ.json';
import { mergeMessages } from '@/lib/i18n/request';

/**
 * "mi-NZ falls back to English per key" (lib/i18n/request.ts), and the legal texts are lists of
 * { heading, paragraphs } (asLegalSections): a translated list replaces the English one whole and
 * stays a list (merged key by key it became an object whose keys are "0", "1", …).
 */
describe('mergeMessages', () => {
  test('a translated list of legal sections stays a list, in Māori', () => {
    const merged = mergeMessages(en, mi as Record<string, unknown>);
    expect(Array.isArray(merged.privacy.sections)).toBe(true);
    expect(merged.privacy.sections).toEqual(mi.privacy.sections);
    for (const doc of ['general', 'monthlyTopUp', 'prepay', 'packsAndCombos'] as const) {
      expect(Array.isArray(merged.terms.documents[doc].sections)).toBe(true);
      expect(merged.terms.documents[doc].sections).toEqual(mi.terms.documents[doc].sections);
    }
  });

  test('objects merge per key: a key the translation lacks keeps its English', () => {
    const merged = mergeMessages(en, { common: { home: 'Kāinga' } });
    expect(merged.common).toEqual({ ...en.common, home: 'Kāinga' });
  });
});
