import en from '@/messages/en.json';
import mi from '@/messages/mi-NZ.json';
import type { Locale } from './locales';

export type Messages = typeof en;

/** mi-NZ falls back to English per key: a missing translation never shows a raw key. */
/** The translation over the English: objects merged key by key, a list (the legal sections) taken whole. */
export function mergeMessages(base: Messages, over: Record<string, unknown>): Messages {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = (base as Record<string, unknown>)[k];
    const objects = v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object' && !Array.isArray(b);
    out[k] = objects ? mergeMessages(b as Messages, v as Record<string, unknown>) : v;
  }
  return out as Messages;
}

/** Each language's whole messages, merged once per process (not on every Māori request). */
const BY_LOCALE: Record<Locale, Messages> = { en, 'mi-NZ': mergeMessages(en, mi as Record<string, unknown>) };

/** The messages of a language: what next-intl's request config and the share images' translator read. */
export function messagesOf(locale: Locale): Messages {
  return BY_LOCALE[locale];
}
