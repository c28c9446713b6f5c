/**
 * The sandbox provider's own card fields: formatting as the user types and the checks a card
 * form makes before anything is sent (the provider checks again and has the last word). Pure;
 * no I/O. The numbers never leave the browser except to the payment provider.
 */

export type CardInput = { number: string; expiry: string; cvc: string };
export type CardProblem = 'number_incomplete' | 'number_invalid' | 'expiry_incomplete' | 'expiry_invalid' | 'expiry_past' | 'cvc_incomplete';
export type CardProblems = Partial<Record<'number' | 'expiry' | 'cvc', CardProblem>>;

const MAX_DIGITS = 19;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** "4242424242424242" → "4242 4242 4242 4242" (groups of four; at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1" → "1", "12" → "12 / " is too eager while deleting, so the slash appears from the third
 * digit: "123" → "12/3", "1229" → "12/29". A first digit above 1 is a month: "4" → "04/".
 */
export function formatExpiry(value: string): string {
  let digits = digitsOnly(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length <= 2) return digits.length === 2 && value.trim().endsWith('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvc(value: string): string {
  return digitsOnly(value).slice(0, 4);
}

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** "MM/YY" → month and four-digit year, or null when it is not a real month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(m[2]) };
}

/** A card is good until the end of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const y = now.getFullYear();
  const mo = now.getMonth() + 1;
  return expiry.year < y || (expiry.year === y && expiry.month < mo);
}

/**
 * What is wrong with each field, when it is. `partial` is for checks while typing: a field
 * still being filled in is not called incomplete yet, only wrong when it already is.
 */
export function cardProblems(input: CardInput, now: Date, partial = false): CardProblems {
  const out: CardProblems = {};
  const number = digitsOnly(input.number);
  if (number.length < 13) {
    if (!partial) out.number = 'number_incomplete';
  } else if (!luhnValid(number)) {
    if (!partial || number.length >= 16) out.number = 'number_invalid';
  }
  const expiryDigits = digitsOnly(input.expiry);
  if (expiryDigits.length < 4) {
    if (!partial) out.expiry = 'expiry_incomplete';
  } else {
    const parsed = parseExpiry(input.expiry);
    if (!parsed) out.expiry = 'expiry_invalid';
    else if (isExpired(parsed, now)) out.expiry = 'expiry_past';
  }
  const cvc = digitsOnly(input.cvc);
  if (cvc.length < 3 && !partial) out.cvc = 'cvc_incomplete';
  return out;
}

export function isCardComplete(input: CardInput, now: Date): boolean {
  return Object.keys(cardProblems(input, now)).length === 0;
}

/** The provider's wire shape of the card (payment_method_data.card). */
export function toProviderCard(input: CardInput): { number: string; exp_month: number; exp_year: number; cvc: string } | null {
  const expiry = parseExpiry(input.expiry);
  if (!expiry) return null;
  return { number: digitsOnly(input.number), exp_month: expiry.month, exp_year: expiry.year, cvc: digitsOnly(input.cvc) };
}
