/**
 * A New Zealand number as people write it: 64215550101 → 021 555 0101, 642712345678 →
 * 027 1234 5678. Anything that is not an international NZ number (64…) or a national one
 * (0…) is returned unchanged.
 */
export function formatNzNumber(msisdn: string): string {
  const digits = msisdn.replace(/[^\d]/g, '');
  let national: string;
  if (digits.startsWith('64') && digits.length >= 9) national = `0${digits.slice(2)}`;
  else if (digits.startsWith('0') && digits.length >= 8) national = digits;
  else return msisdn;
  // Mobiles: 02x prefix; landlines: 0x prefix.
  const prefixLength = national.startsWith('02') ? 3 : 2;
  const prefix = national.slice(0, prefixLength);
  const rest = national.slice(prefixLength);
  const groups = rest.length <= 7 ? [rest.slice(0, 3), rest.slice(3)] : [rest.slice(0, 4), rest.slice(4)];
  return [prefix, ...groups.filter(Boolean)].join(' ');
}
