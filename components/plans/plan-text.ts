import { getTranslations } from 'next-intl/server';
import type { PhraseKey } from '@/lib/catalog/phrases';
import type { Phrase } from '@/lib/catalog/types';

/**
 * The translator of plan phrases (lib/catalog/phrases.ts) in the page's language:
 * `const say = await getPlanText(); say(plan.speed)`. Every phrase key is in the planRules
 * namespace (tests/lib/catalog/phrases.test.ts), and mi-NZ falls back to English per key.
 */
export async function getPlanText(): Promise<(p: Phrase) => string> {
  const t = await getTranslations('planRules');
  return (p) => t(p.key as PhraseKey, p.values);
}
