import { issueChallenge, verifyCaptcha } from '@/lib/captcha/altcha';
import { CAPTCHA_TTL_MS, captchaId, decodeCaptchaPayload } from '@/lib/captcha/rules';
import { solved } from '../support/guest';

/**
 * Issue 18 item 1: "a self-hosted proof-of-work captcha with its server-side verification, such
 * as ALTCHA, configured by the captcha key"; a solution is single use.
 */

const KEY = 'unit-test-captcha-key-0123456789';

describe('the captcha', () => {
  it('a challenge signed with the key, solved, verifies once; the payload is the token passed on', async () => {
    const challenge = await issueChallenge(KEY);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    const payload = await solved(challenge);
    expect(await verifyCaptcha(KEY, payload)).toEqual({ ok: true, token: payload });
    expect(await verifyCaptcha(KEY, payload)).toEqual({ ok: false, reason: 'reused' });
  });

  it('refuses another key\'s challenge, a made-up solution, garbage and an expired challenge', async () => {
    const other = await solved(await issueChallenge('some-other-key-entirely-0123456'));
    expect(await verifyCaptcha(KEY, other)).toEqual({ ok: false, reason: 'invalid' });
    const challenge = await issueChallenge(KEY);
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution: { counter: 1, derivedKey: '00' } })).toString('base64');
    expect(await verifyCaptcha(KEY, forged)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyCaptcha(KEY, 'not base64 json')).toEqual({ ok: false, reason: 'invalid' });
    const old = await solved(await issueChallenge(KEY, Date.now() - CAPTCHA_TTL_MS - 1000));
    expect(await verifyCaptcha(KEY, old)).toEqual({ ok: false, reason: 'expired' });
  });

  it('reads the payload and names it by the challenge\'s own id', async () => {
    const challenge = await issueChallenge(KEY);
    const decoded = decodeCaptchaPayload(await solved(challenge));
    expect(decoded).not.toBeNull();
    expect(captchaId(decoded!)).toBe(challenge.parameters.data?.challengeId);
    expect(captchaId(decoded!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(decodeCaptchaPayload(Buffer.from('{"challenge":{}}').toString('base64'))).toBeNull();
  });
});
