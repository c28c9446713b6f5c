import { intlLocale, NZ_TIME_ZONE } from './intl-locale';

/** "Default date format: day-month-year": 12 Nov 2025, in New Zealand time. */
export function formatDate(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: NZ_TIME_ZONE }).format(ms);
}
