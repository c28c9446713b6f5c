/**
 * The self-hosted captcha (issue 18 item 1: "a self-hosted proof-of-work captcha with its
 * server-side verification, such as ALTCHA, configured by the captcha key"): its difficulty and
 * how its payload is read. Pure; lib/captcha/altcha.ts signs and verifies. docs/front-door-contract.md §2.2.
 */

/** PBKDF2 with SHA-256: bundled with the widget and done by Web Crypto in a worker. */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per attempt. */
export const CAPTCHA_COST = 1_000;
/** The counter the browser must reach lies in this range: about a second of work on a phone. */
export const CAPTCHA_COUNTER = { min: 400, max: 1_600 } as const;
/** A challenge must be solved and used within this time. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

/** The widget's payload: base64 of `{ challenge, solution }` (ALTCHA v2). */
export type CaptchaPayload = {
  challenge: { parameters: Record<string, unknown> & { nonce: string; data?: Record<string, unknown> }; signature?: string };
  solution: Record<string, unknown>;
};

/** The payload decoded, or null when it is not one (not base64, not JSON, not the shape). */
export function decodeCaptchaPayload(raw: string): CaptchaPayload | null {
  if (!raw || raw.length > 8_000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const p = parsed as { challenge?: { parameters?: { nonce?: unknown } }; solution?: unknown };
  if (!p.challenge || typeof p.challenge !== 'object' || !p.challenge.parameters || typeof p.challenge.parameters.nonce !== 'string') return null;
  if (!p.solution || typeof p.solution !== 'object') return null;
  return parsed as CaptchaPayload;
}

/** "A solution is single use": the id it is spent under, the challenge's own id when it carries one, else its nonce. */
export function captchaId(payload: CaptchaPayload): string {
  const id = payload.challenge.parameters.data?.challengeId;
  return typeof id === 'string' && id ? id : payload.challenge.parameters.nonce;
}
