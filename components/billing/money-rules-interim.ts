/** INTERIM until lib/billing/money-rules.ts (the BFF's) is merged: "Minimum charge $1.00 when charging missing balance". */
export function shortfallTopUpCents(missing: number): number {
  return Math.max(100, Math.ceil(missing));
}
