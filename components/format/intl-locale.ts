/** The Intl locale for numbers and dates: our 'en' is New Zealand English (12 Nov 2025, $30.00). */
export function intlLocale(locale: string): string[] {
  return locale === 'en' ? ['en-NZ'] : [locale, 'en-NZ'];
}

/** The provider's home time zone: dates are shown as a customer in New Zealand sees them. */
export const NZ_TIME_ZONE = 'Pacific/Auckland';
