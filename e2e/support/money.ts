import { SANDBOX } from './fixtures';

/** A fresh unredeemed voucher worth `creditCents` (POST /__control/vouchers, docs/money-contract.md §2.7). */
export async function createVoucher(creditCents: number): Promise<string> {
  const res = await fetch(`${SANDBOX}/__control/vouchers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ creditCents }),
  });
  if (!res.ok) throw new Error(`control POST /vouchers: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { code: string }).code;
}

/** "$1,234.50" → 123450 cents. */
export function centsOf(text: string): number {
  const m = /\$([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2]);
}

/** 123450 → "$1,234.50", as the pages write money. */
export function dollars(cents: number): string {
  return new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', currencyDisplay: 'narrowSymbol' }).format(cents / 100);
}
