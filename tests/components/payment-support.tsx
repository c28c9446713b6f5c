import type { ReactNode } from 'react';
import messages from '@/messages/en.json';

/**
 * next-intl for component tests under jsdom: next-intl and use-intl ship ES modules only, which
 * this jest setup does not transform, so `jest.mock('next-intl', () => intlMock())` stands in:
 * the real English messages, `{name}` placeholders filled in, any other ICU left as written.
 */
export function intlMock() {
  const lookup = (path: string): unknown => path.split('.').reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), messages);
  const useTranslations = (namespace?: string) => {
    const t = (key: string, values?: Record<string, unknown>) => {
      const full = namespace ? `${namespace}.${key}` : key;
      const text = lookup(full);
      if (typeof text !== 'string') throw new Error(`no message ${full}`);
      return text.replace(/\{(\w+)\}/g, (_, name: string) => (values && name in values ? String(values[name]) : `{${name}}`));
    };
    t.has = (key: string) => typeof lookup(namespace ? `${namespace}.${key}` : key) === 'string';
    return t;
  };
  return {
    useTranslations,
    useLocale: () => 'en',
    NextIntlClientProvider: ({ children }: { children: ReactNode }) => children,
  };
}
