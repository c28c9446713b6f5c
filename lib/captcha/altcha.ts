import 'server-only';
import { randomUUID } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { spendOnce } from '@/lib/cache';
import { CAPTCHA_ALGORITHM, CAPTCHA_COST, CAPTCHA_COUNTER, CAPTCHA_TTL_MS, captchaId, decodeCaptchaPayload } from './rules';

/**
 * ALTCHA on our side (docs/front-door-contract.md §2.2): challenges HMAC-signed with the captcha
 * key, solutions verified here before any guest lookup, each spent once. The spent ids are kept
 * (lib/cache spendOnce: in Redis for every instance when REDIS_URL is set) for as long as a
 * challenge lives (a solution older than that is expired anyway).
 */

/** The key that signs derived keys: derived from the captcha key so one setting configures both. */
const keySecret = (key: string) => `${key}:derived-key`;

export async function issueChallenge(key: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    counter: randomInt(CAPTCHA_COUNTER.max, CAPTCHA_COUNTER.min),
    deriveKey,
    expiresAt: new Date(now + CAPTCHA_TTL_MS),
    data: { challengeId: randomUUID() },
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: keySecret(key),
  });
}

export type CaptchaVerdict = { ok: true; token: string } | { ok: false; reason: 'invalid' | 'expired' | 'reused' };

/** Verifies the widget's payload (signature, expiry, solution) and spends it; the payload is the token passed on upstream. */
export async function verifyCaptcha(key: string, raw: string, now = Date.now()): Promise<CaptchaVerdict> {
  const payload = decodeCaptchaPayload(raw);
  if (!payload) return { ok: false, reason: 'invalid' };
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge: payload.challenge as unknown as Challenge,
      solution: payload.solution as unknown as Solution,
      deriveKey,
      hmacSignatureSecret: key,
      hmacKeySignatureSecret: keySecret(key),
    });
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'invalid' };
  if (!(await spendOnce(`captcha:${captchaId(payload)}`, CAPTCHA_TTL_MS, now))) return { ok: false, reason: 'reused' };
  return { ok: true, token: raw };
}
