import { dateFormat } from '@/components/format/date-format';
import { intlLocale, NZ_TIME_ZONE } from '@/components/format/intl-locale';
import { formatDataAllowance } from '@/lib/catalog/rules';

/**
 * An amount of data in MB as the usage screens write it: the catalogue's rule ("in GB when it
 * reaches the GB threshold, no decimals if whole else 2; below that in MB") with a space before
 * the unit, as running text reads it: '1.20 GB', '2 GB', '307 MB'.
 */
export function formatData(mb: number): string {
  return formatDataAllowance(Math.round(Math.max(0, mb))).replace(/(?<=\d)(?=[A-Z])/, ' ');
}

const day = (locale: string, options: Intl.DateTimeFormatOptions, timeZone = NZ_TIME_ZONE) =>
  dateFormat(locale, { ...options, timeZone });

/** A calendar day 'YYYY-MM-DD' (already New Zealand's): '29 Nov', or with `long` '29 November 2026'. */
export function formatCalendarDay(ymd: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const [y, m, d] = ymd.split('-').map(Number);
  const at = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
  const options: Intl.DateTimeFormatOptions = style === 'short' ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'long', year: 'numeric' };
  return day(locale, options, 'UTC').format(at);
}

/** A charge group's heading: a day '24 November 2026', a month 'November 2026', a year '2026'. */
export function formatGroupKey(key: string, locale: string): string {
  const [y, m] = key.split('-').map(Number);
  if (key.length === 10) return formatCalendarDay(key, locale, 'long');
  if (key.length === 7) return day(locale, { month: 'long', year: 'numeric' }, 'UTC').format(Date.UTC(y ?? 1970, (m ?? 1) - 1, 15));
  return key;
}

/** When a charge happened, in New Zealand: '3:15 pm', or with its day '24 Nov, 3:15 pm'. */
export function formatChargeTime(iso: string, locale: string, withDay: boolean): string {
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true };
  return day(locale, withDay ? { ...options, day: 'numeric', month: 'short' } : options).format(new Date(iso));
}

/** A number with at most two decimals in the page's language ('14.5', '1,024'). */
export function formatNumber(n: number, locale: string, decimals = 2): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: decimals }).format(n);
}
