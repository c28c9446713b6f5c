import { dateFormat } from '@/components/format/date-format';
import { NZ_TIME_ZONE } from '@/components/format/intl-locale';

/** An ISO instant as a day in New Zealand: "24 Nov 2027". */
export function formatDay(iso: string, locale: string): string {
  return dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: NZ_TIME_ZONE }).format(new Date(iso));
}

/**
 * A billing period as the days it covers in New Zealand: "1 Nov – 30 Nov". `upto` is the next
 * period's start (exclusive), so the last day shown is the one before it.
 */
export function formatPeriod(from: string, upto: string, locale: string): { from: string; upto: string } {
  const day = dateFormat(locale, { day: 'numeric', month: 'short', timeZone: NZ_TIME_ZONE });
  return { from: day.format(new Date(from)), upto: day.format(new Date(Date.parse(upto) - 1)) };
}

/** Cents as the plain dollars of a link's query (`?amount=12.50`). */
export function centsToDollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}
