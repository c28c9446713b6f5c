import { randomUUID } from 'node:crypto';
import type { Challenge } from 'altcha-lib';
import { POST as postEmailVerification } from '@/app/api/account/email-verification/route';
import { POST as postSecondFactor } from '@/app/api/account/second-factor/route';
import { POST as forgotPass } from '@/app/api/auth/forgot-pass/route';
import { POST as resetPassword } from '@/app/api/auth/reset-password/route';
import { POST as verifyCode } from '@/app/api/auth/verify-code/route';
import { GET as challengeGet } from '@/app/api/captcha/challenge/route';
import { POST as lookupPost } from '@/app/api/guest/lookup/route';
import { POST as topUpPost } from '@/app/api/guest/top-up/route';
import { clearCache, resetLimiter } from '@/lib/cache';
import { CODE_ENTRY_LIMIT, SEND_LIMITS } from '@/lib/flags/constants';
import { PEER_HEADER, peerHeaderValue } from '@/lib/flags/client-address';
import { freshCustomer, sandboxPerFile, upstreamRequests } from '../support/account';
import { control } from '../support/bff';
import { call, type ErrorOut } from '../support/eshop';
import { FAMILY_FLAGS, families, flagsPerFile, outboxOf } from '../support/families';
import { freshGuestTarget, solved } from '../support/guest';
import { freshSim, onboarding, porting, smsTo } from '../support/onboarding';

/**
 * Send limits (issue 29 item 2, docs/send-limits.md) and the reset lockout (item 3) against the
 * in-process sandbox: every route that makes the upstream text or email someone sends its limit's
 * count and then answers 429 rate_limited with Retry-After, and nothing more reaches the outbox.
 */

const sb = sandboxPerFile();
const clearLog = () => control(sb.url, 'DELETE', '/requests');
const GUEST_FLAGS = { FLAG_ANONYMOUS_RECHARGE: 'true', FLAG_ANONYMOUS_PAY_BILL: 'true', FLAG_CAPTCHA_KEY: 'jest-captcha-key-0123456789abcdef' };
flagsPerFile({ ...FAMILY_FLAGS, ...GUEST_FLAGS });
beforeEach(() => {
  clearCache();
  resetLimiter();
});

const from = (ip: string) => ({ [PEER_HEADER]: peerHeaderValue(ip) });
type Answer = { status: number; res: Response; body: ErrorOut };

/** `tries` answers: the first `allowed` not limited, every one after 429 rate_limited with a Retry-After of at least a second. */
function expectLimitedAfter(answers: Answer[], allowed: number): void {
  answers.slice(0, allowed).forEach((a) => expect(a.status).not.toBe(429));
  for (const a of answers.slice(allowed)) {
    expect([a.status, a.body.error?.code]).toEqual([429, 'rate_limited']);
    expect(Number(a.res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  }
}

async function times(n: number, send: () => Promise<Answer>): Promise<Answer[]> {
  const out: Answer[] = [];
  for (let i = 0; i < n; i += 1) out.push(await send());
  return out;
}

describe('activation link renewal', () => {
  test('8 renewals of an expired link: one text, then 429 with Retry-After; the old link no longer adopts, the new one does', async () => {
    const who = await freshCustomer(sb.url, 'new');
    const sim = await freshSim(sb.url, { expiredToken: true });
    const answers = await times(8, () => onboarding.renew(who, sim.Token));
    expect(answers[0]!.status).toBe(200);
    expectLimitedAfter(answers, SEND_LIMITS.activationLink.perRecipient);
    const texts = (await smsTo(sb.url, sim.MSISDN)).filter((m) => /new activation link|here is a new one/.test(`${m.subject} ${m.body}`));
    expect(texts).toHaveLength(SEND_LIMITS.activationLink.perRecipient);

    // the expired code ends with its renewal: it neither adopts nor renews again (past the limit's window too)
    const old = await onboarding.adopt(who, { by: 'token', token: sim.Token });
    expect([old.status, old.body.error.code]).toEqual([400, 'token_error']);
    resetLimiter();
    const again = await onboarding.renew(who, sim.Token);
    expect(again.status).not.toBe(200);
    expect(await smsTo(sb.url, sim.MSISDN)).toHaveLength(texts.length);

    const fresh = /\/activation\/([0-9a-f-]{36})/.exec(texts[0]!.body)![1]!;
    const adopted = await onboarding.adopt(who, { by: 'token', token: fresh });
    expect([adopted.status, adopted.body.step]).toEqual([200, 'adopted']);
  });

  test('per customer: renewing many different links is limited too', async () => {
    const who = await freshCustomer(sb.url, 'new');
    const sims = [];
    for (let i = 0; i <= SEND_LIMITS.activationLink.perCustomer; i += 1) sims.push(await freshSim(sb.url, { expiredToken: true }));
    const answers: Answer[] = [];
    for (const sim of sims) answers.push(await onboarding.renew(who, sim.Token));
    expectLimitedAfter(answers, SEND_LIMITS.activationLink.perCustomer);
  });
});

describe('invites with the sender\'s words', () => {
  test('8 group invites to one outside address: the limit\'s count emailed, then 429 with Retry-After', async () => {
    const leader = await freshCustomer(sb.url, 'prepay');
    const to = `outside-${randomUUID().slice(0, 8)}@example.net`;
    const answers = await times(8, () => families.invite(leader, { kind: 'customer', requestedTo: to, description: 'Buy cheap pills at example.com' }));
    expect(answers[0]!.status).toBe(200);
    expectLimitedAfter(answers, SEND_LIMITS.invite.perRecipient);
    expect(await outboxOf(sb.url, to)).toHaveLength(SEND_LIMITS.invite.perRecipient);
  });

  test('the same address typed in another case, or a number in another spacing, is the same recipient', async () => {
    const leader = await freshCustomer(sb.url, 'prepay');
    const typed = ['021 555 0777', '+64 21 555 0777', '0215550777', '64 21 555 0777'];
    const answers: Answer[] = [];
    for (const requestedTo of typed) answers.push(await families.invite(leader, { kind: 'customer', requestedTo }));
    expectLimitedAfter(answers, SEND_LIMITS.invite.perRecipient);
    expect(await smsTo(sb.url, '64215550777')).toHaveLength(SEND_LIMITS.invite.perRecipient);
  });

  test('one sender to many addresses: limited per customer', async () => {
    const leader = await freshCustomer(sb.url, 'prepay');
    const answers = await times(SEND_LIMITS.invite.perCustomer + 1, () => families.invite(leader, { kind: 'customer', requestedTo: `many-${randomUUID().slice(0, 8)}@example.net` }));
    expectLimitedAfter(answers, SEND_LIMITS.invite.perCustomer);
  });

  test('billing-route invites and requests to one address: limited as invites', async () => {
    const payer = await freshCustomer(sb.url, 'prepay');
    const to = `payee-${randomUUID().slice(0, 8)}@example.net`;
    const answers = await times(6, () => families.request(payer, { type: 'invite', email: to, name: 'Phone money', description: 'Click here', total: '5', cycle: 1 }));
    expect(answers[0]!.status).toBe(200);
    expectLimitedAfter(answers, SEND_LIMITS.invite.perRecipient);
    expect(await outboxOf(sb.url, to)).toHaveLength(SEND_LIMITS.invite.perRecipient);
  });
});

describe('SIM codes', () => {
  test('one SIM\'s code asked for by many customers: the limit\'s count texted to its number, then 429 with Retry-After', async () => {
    const sim = await freshSim(sb.url);
    const answers: Answer[] = [];
    // Each customer asks once (the upstream's own 30 s between codes is per customer): only the recipient's limit can stop them.
    for (let i = 0; i <= SEND_LIMITS.simCode.perRecipient; i += 1) answers.push(await onboarding.adopt(await freshCustomer(sb.url, 'new'), { by: 'sms', simId: sim.SIMID }));
    expect(answers[0]!.status).toBe(200);
    expectLimitedAfter(answers, SEND_LIMITS.simCode.perRecipient);
    expect((await smsTo(sb.url, sim.MSISDN)).filter((m) => m.code)).toHaveLength(SEND_LIMITS.simCode.perRecipient);
  });
});

describe('porting prompts', () => {
  test('the consent text sent, then resent: limited per number, 429 with Retry-After', async () => {
    const who = await freshCustomer(sb.url, 'prepay');
    const n = String(1000 + ((process.pid * 11) % 9000)).padStart(4, '0');
    const started = await porting.start(who, { number: `027 556 ${n}`, carrier: 'Spark', accountNumber: '', priorSimId: '', name: 'Aroha Ngata' });
    expect(started.status).toBe(200);
    const resends = await times(5, () => porting.action(who, { action: 'resend_sms' }));
    expectLimitedAfter(resends, SEND_LIMITS.portingText.perRecipient);
    expect(await smsTo(sb.url, `6427556${n}`)).toHaveLength(1 + SEND_LIMITS.portingText.perRecipient);
  });
});

describe('codes to the signed-in user', () => {
  test('second-factor codes: the limit\'s count emailed, then 429', async () => {
    const who = await freshCustomer(sb.url, 'prepay');
    const answers = await times(SEND_LIMITS.secondFactor.perCustomer + 2, () => call<ErrorOut>(postSecondFactor, 'POST', '/api/account/second-factor', { cookie: who.cookie, body: {} }));
    expectLimitedAfter(answers, SEND_LIMITS.secondFactor.perCustomer);
    expect((await outboxOf(sb.url, who.email)).filter((m) => m.subject === 'Your security code')).toHaveLength(SEND_LIMITS.secondFactor.perCustomer);
  });

  test('email verification (send and resend): the limit\'s count emailed, then 429', async () => {
    const who = await freshCustomer(sb.url, 'unverified');
    const answers = await times(SEND_LIMITS.emailVerification.perCustomer + 2, () =>
      call<ErrorOut>(postEmailVerification, 'POST', '/api/account/email-verification', { cookie: who.cookie, body: { resend: true } }));
    expectLimitedAfter(answers, SEND_LIMITS.emailVerification.perCustomer);
    expect((await outboxOf(sb.url, who.email)).filter((m) => m.subject === 'Verify your email address')).toHaveLength(SEND_LIMITS.emailVerification.perCustomer);
  });
});

describe('guest receipts', () => {
  test('top-ups with a receipt to one address: limited per address, nothing more reaches the upstream', async () => {
    const target = await freshGuestTarget(sb.url, 'prepay');
    const product = (await target.products()).find((p) => p.Status === 4 && p.BillingReference.startsWith('prepay'))!;
    const captcha = await solved((await call<Challenge>(challengeGet, 'GET', '/api/captcha/challenge')).body);
    const found = await call<{ token: string; lookup: string }>(lookupPost, 'POST', '/api/guest/lookup', { body: { purpose: 'recharge', lookup: product.MSISDN, captcha } });
    expect(found.status).toBe(200);
    await clearLog();
    const answers = await times(SEND_LIMITS.guestReceipt.perRecipient + 1, () =>
      call<ErrorOut>(topUpPost, 'POST', '/api/guest/top-up', {
        body: { token: found.body.token, lookup: found.body.lookup, amountCents: 2000, email: 'receipts@example.net' }, headers: { 'idempotency-key': randomUUID() },
      }));
    expectLimitedAfter(answers, SEND_LIMITS.guestReceipt.perRecipient);
    expect(await upstreamRequests(sb.url, '^/guest/topup$')).toHaveLength(SEND_LIMITS.guestReceipt.perRecipient);
  });
});

describe('reset codes (issue 29 item 3)', () => {
  const post = (handler: typeof verifyCode, path: string, body: unknown, ip: string) => call<ErrorOut>(handler, 'POST', path, { body, headers: from(ip) });
  const lastCode = async (login: string) => (await outboxOf(sb.url, login)).at(-1)!.code!;

  test('ten wrong codes from address A lock out A only: the owner\'s right code from address B succeeds', async () => {
    const owner = await freshCustomer(sb.url, 'prepay', { signIn: false });
    expect((await post(forgotPass, '/api/auth/forgot-pass', { login: owner.email }, '203.0.113.20')).status).toBe(200);
    const first = await lastCode(owner.email);
    const wrong = first === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_ENTRY_LIMIT.perLoginAndClient; i += 1) {
      const r = await post(verifyCode, '/api/auth/verify-code', { login: owner.email, code: wrong }, '198.51.100.10');
      expect([r.status, r.body.error.code]).toEqual([400, 'verification_code_incorrect']);
    }
    const locked = await post(verifyCode, '/api/auth/verify-code', { login: owner.email, code: wrong }, '198.51.100.10');
    expect([locked.status, locked.body.error.code]).toEqual([429, 'rate_limited']);
    expect(Number(locked.res.headers.get('retry-after'))).toBeGreaterThan(0);

    // The guesses used the emailed code up (the upstream's own rule); the owner asks again and uses the new one.
    expect((await post(forgotPass, '/api/auth/forgot-pass', { login: owner.email }, '203.0.113.20')).status).toBe(200);
    const code = await lastCode(owner.email);
    const checked = await post(verifyCode, '/api/auth/verify-code', { login: owner.email, code }, '203.0.113.20');
    expect(checked.status).toBe(200);
    const reset = await post(resetPassword, '/api/auth/reset-password', { login: owner.email, code, password: 'Fresh-Pass-2027', confirm: 'Fresh-Pass-2027' }, '203.0.113.20');
    expect(reset.status).toBe(200);
    // the guesser is still refused
    expect((await post(verifyCode, '/api/auth/verify-code', { login: owner.email, code: wrong }, '198.51.100.10')).status).toBe(429);
  });

  test('wrong codes from many addresses slow the login down (a Retry-After), never lock it: a wait is enough', async () => {
    const owner = await freshCustomer(sb.url, 'prepay', { signIn: false });
    const free = CODE_ENTRY_LIMIT.perLogin.free;
    for (let i = 0; i < free; i += 1) {
      const r = await post(verifyCode, '/api/auth/verify-code', { login: owner.email, code: '000001' }, `198.51.100.${100 + i}`);
      expect(r.status).toBe(400);
    }
    const slowed = await post(verifyCode, '/api/auth/verify-code', { login: owner.email, code: '000001' }, '203.0.113.77');
    expect([slowed.status, slowed.res.headers.get('retry-after')]).toEqual([429, String(Math.ceil(CODE_ENTRY_LIMIT.perLogin.firstDelayMs / 1000))]);
    await new Promise((r) => setTimeout(r, CODE_ENTRY_LIMIT.perLogin.firstDelayMs + 100));
    expect((await post(forgotPass, '/api/auth/forgot-pass', { login: owner.email }, '203.0.113.77')).status).toBe(200);
    const ok = await post(verifyCode, '/api/auth/verify-code', { login: owner.email, code: await lastCode(owner.email) }, '203.0.113.77');
    expect(ok.status).toBe(200);
  });
});
