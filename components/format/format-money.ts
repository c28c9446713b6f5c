/**
 * "Prices are held in cents and shown in dollars (cents divided by 100, currency symbol $)":
 * 1250 → $12.50, written the New Zealand way in either language (Intl's Māori data would put a
 * space after the $).
 */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-NZ', {
    style: 'currency',
    currency: 'NZD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
