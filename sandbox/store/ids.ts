import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/** A stable UUID for a name, so re-seeding gives the demo data the same identifiers. */
export function uuidFor(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function randomDigits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += String(randomInt(10));
  return out;
}

/** A New Zealand mobile (021, 022 or 027 and seven digits) as local number and MSISDN. */
export function randomMobile(): { local: string; msisdn: string } {
  const prefix = ['21', '22', '27'][randomInt(3)] ?? '21';
  const rest = randomDigits(7);
  return { local: `0${prefix}${rest}`, msisdn: `64${prefix}${rest}` };
}

/** Letters and digits only (the payments provider's ids and client secrets). */
export const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

export const randomSimId = (): string => `8964${randomDigits(16)}`;
export const randomImsi = (): string => `53005${randomDigits(10)}`;
export { randomUUID };
