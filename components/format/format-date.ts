import { dateFormat } from './date-format';

/** "Default date format: day-month-year": 12 Nov 2025, in New Zealand time ('12 Noe 2025' in te reo Māori). */
export function formatDate(ms: number, locale: string): string {
  return dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(ms);
}
