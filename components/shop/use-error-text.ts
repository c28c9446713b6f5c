import { useTranslations } from 'next-intl';
import { errorKey } from '@/components/api/error-key';
import { ERROR_CATALOGUE } from '@/lib/errors/catalogue';

/**
 * A BFF error as text in the page's language: a catalogued code by its `errors.*` message,
 * `bad_input` by the upstream's own text, anything else by its message or `fallback`.
 */
export function useErrorText(): (code: string, message: string | undefined, fallback: string) => string {
  const tErr = useTranslations('errors');
  return (code, message, fallback) => {
    if (code === 'bad_input' && message) return message;
    if (Object.hasOwn(ERROR_CATALOGUE, code)) return tErr(errorKey(code));
    return message ?? fallback;
  };
}
