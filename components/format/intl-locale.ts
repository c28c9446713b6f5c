/**
 * The Intl locale for numbers: New Zealand English in either language (12,345.5; $30.00), the same
 * on the server (full ICU data, Māori included) and in a browser (whose Intl may have no Māori):
 * one text both sides, so no hydration mismatch. Dates go through ./date-format (Māori month and
 * weekday names on the same layout).
 */
export function intlLocale(_locale: string): string[] {
  return ['en-NZ'];
}

/** The provider's home time zone: dates are shown as a customer in New Zealand sees them. */
export const NZ_TIME_ZONE = 'Pacific/Auckland';
