import { randomInt, timingSafeEqual } from 'node:crypto';
import { hashToken } from './passwords';

/** The sandbox's numbers for one-time recovery codes (docs/upstream-contract.md "Recovery"). */
export const CODE_DIGITS = 6;
export const CODE_TTL_SECONDS = 15 * 60;
export const CODE_MAX_ATTEMPTS = 5;
/** Identity links (sign up with identity link) last a week. */
export const LINK_TTL_SECONDS = 7 * 86_400;

interface PendingCode {
  hash: string;
  expiresAt: number;
  attempts: number;
}

export interface IdentityLink {
  uuid: string;
  tokenHash: string;
  email: string;
  firstName: string;
  lastName: string;
  expiresAt: number;
  used: boolean;
}

/**
 * Password-reset codes (one live code per auth user; a new one replaces the old) and
 * identity links. In memory like the outbox: a sandbox restart forgets them.
 */
export class Recovery {
  private readonly codes = new Map<string, PendingCode>();
  private readonly links = new Map<string, IdentityLink>();

  issue(userUuid: string, now: number): string {
    const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
    this.codes.set(userUuid, { hash: hashToken(code), expiresAt: now + CODE_TTL_SECONDS, attempts: 0 });
    return code;
  }

  /** True when the code is right and still usable; a wrong try uses up one of its attempts. */
  check(userUuid: string, code: string, now: number): boolean {
    const pending = this.codes.get(userUuid);
    if (!pending || now >= pending.expiresAt || pending.attempts >= CODE_MAX_ATTEMPTS) return false;
    const ok = timingSafeEqual(Buffer.from(hashToken(code)), Buffer.from(pending.hash));
    if (!ok) pending.attempts += 1;
    return ok;
  }

  consume(userUuid: string): void {
    this.codes.delete(userUuid);
  }

  addLink(link: IdentityLink): void {
    this.links.set(link.uuid, link);
  }

  /** The link when its token matches and it is unused and unexpired. */
  link(uuid: string, token: string, now: number): IdentityLink | undefined {
    const l = this.links.get(uuid);
    if (!l || l.used || l.expiresAt <= now) return undefined;
    return timingSafeEqual(Buffer.from(hashToken(token)), Buffer.from(l.tokenHash)) ? l : undefined;
  }

  useLink(uuid: string): void {
    const l = this.links.get(uuid);
    if (l) l.used = true;
  }

  clear(): void {
    this.codes.clear();
    this.links.clear();
  }
}
