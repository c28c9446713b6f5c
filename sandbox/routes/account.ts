import { randomInt, randomUUID } from 'node:crypto';
import type { Deps } from '../context';
import { badRequest, notFound } from '../errors';
import { DEMO_PASSWORD } from '../store/seed';
import type { NotificationPreferences } from '../store/account';
import type { RequestContext, Router } from '../router';
import { EMAIL, checkSpid, objectBody, optionalString, requiredString, type Body } from '../validate';

/** How long an emailed verification secret and a second-factor code stay valid. */
export const VERIFICATION_TTL_SECONDS = 24 * 3600;
export const MFA_TTL_SECONDS = 10 * 60;
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;
/** The rewards programme's accounts the sandbox knows (contract "Account self-service"). */
export const REWARDS_ACCOUNTS = [{ email: 'rewards@example.com', password: DEMO_PASSWORD }] as const;

const code6 = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** A six-digit code that is never `previous`: a resend always changes the code, so the old one visibly stops working. */
const freshCode6 = (previous?: string): string => {
  const code = code6();
  return code === previous ? String((Number(code) + 1) % 1_000_000).padStart(6, '0') : code;
};
const TOPICS = ['Billing', 'Usage', 'Offers'] as const;

/** Email verification, second factor, invitations, notifications, rewards card, sign-out everywhere. */
export function accountRoutes(router: Router, deps: Deps): void {
  const { customers, account } = deps.store;
  const now = () => deps.clock.nowSeconds();

  const owned = (ctx: RequestContext, param = 'uuid') => {
    const uuid = ctx.params[param] ?? '';
    const auth = deps.tokens.forCustomer(ctx, uuid);
    const customer = customers.get(uuid);
    if (!customer) throw notFound();
    return { uuid, customer, ...auth };
  };

  const sendVerification = (ctx: RequestContext) => {
    const { uuid, customer } = owned(ctx);
    const secret = freshCode6(account.verification(uuid)?.secret);
    account.putVerification(uuid, secret, customer.Email, now() + VERIFICATION_TTL_SECONDS);
    deps.outbox.send({
      channel: 'email',
      to: customer.Email,
      subject: 'Verify your email address',
      body: `Your verification code is ${secret}. Or open this link to verify your address.`,
      code: secret,
      link: `/email-verify-page?code=${secret}`,
    });
    return { Sent: true, Email: customer.Email };
  };

  // GET /customer/{uuid}/email_verification/send – emails a secret (code and link)
  router.get('/customer/{uuid}/email_verification/send', sendVerification);
  // GET /customer/{uuid}/email_verification/resend – a fresh secret; the old one stops working
  router.get('/customer/{uuid}/email_verification/resend', sendVerification);

  // GET /customer/{uuid}/email_verification/confirm?Secret=…&CustomerUUID=…
  router.get('/customer/{uuid}/email_verification/confirm', (ctx) => {
    const { uuid, customer } = owned(ctx);
    const secret = ctx.query.get('Secret')?.trim();
    if (!secret) throw badRequest('No Code');
    const cus = ctx.query.get('CustomerUUID');
    if (cus && cus !== uuid) throw badRequest('CustomerUUID does not match');
    const pending = account.verification(uuid);
    if (!pending || pending.secret !== secret || pending.expiresAt < now() || pending.email.toLowerCase() !== customer.Email.toLowerCase()) {
      throw badRequest('the verification code is incorrect');
    }
    account.confirmVerification(uuid);
    return { Verified: true };
  });

  // POST /customers/{uuid}/mfa – emails a second-factor code to the signed-in user
  router.post('/customers/{uuid}/mfa', (ctx) => {
    const { uuid, user } = owned(ctx);
    const code = code6();
    account.putMfa(user.uuid, uuid, code, now() + MFA_TTL_SECONDS);
    deps.outbox.send({ channel: 'email', to: user.email, subject: 'Your security code', body: `Your security code is ${code}. It works for 10 minutes.`, code });
    return { Sent: true };
  });

  // PUT /customers/{uuid}/mfa – { Code }: checks (and uses up) the code
  router.put('/customers/{uuid}/mfa', (ctx) => {
    const { uuid, user } = owned(ctx);
    const body = objectBody(ctx.body, true);
    const code = optionalString(body, 'Code')?.trim();
    if (!code) throw badRequest('No Code');
    if (!account.takeMfa(user.uuid, uuid, code, now())) throw badRequest('the verification code is incorrect');
    return { Verified: true };
  });

  // POST /customers/{uuid}/invitations – an owner invites someone; the code goes to their email
  router.post('/customers/{uuid}/invitations', (ctx) => {
    const { uuid } = owned(ctx);
    const email = requiredString(objectBody(ctx.body), 'Email').trim();
    if (!EMAIL.test(email)) throw badRequest('Email is invalid');
    const code = code6() + code6();
    account.addInvitation(code, uuid, now() + INVITATION_TTL_SECONDS);
    deps.outbox.send({ channel: 'email', to: email, subject: 'You are invited to an account', body: `Your invitation code is ${code}.`, code });
    return { Code: code };
  });

  // POST /api/customers/v1/invitation – { Code }: the signed-in user joins the inviting account
  router.post('/api/customers/v1/invitation', (ctx) => {
    const { user } = deps.tokens.authenticate(ctx);
    const code = optionalString(objectBody(ctx.body, true), 'Code')?.trim();
    if (!code) throw badRequest('No Code');
    const customerUuid = account.acceptInvitation(code, user.uuid, now());
    if (!customerUuid) throw badRequest('Invitation code is invalid or has expired');
    return { CustomerUUID: customerUuid };
  });

  // GET / PUT /customers/{uuid}/notification_preferences – per topic, Email and SMS on or off
  router.get('/customers/{uuid}/notification_preferences', (ctx) => ({ Notifications: account.notifications(owned(ctx).uuid) }));
  router.put('/customers/{uuid}/notification_preferences', (ctx) => {
    const { uuid } = owned(ctx);
    const body = objectBody(ctx.body);
    return { Notifications: account.setNotifications(uuid, preferences(body.Notifications)) };
  });

  // POST /v2/{spid}/customer/{uuid}/claim_rewards_card – { RewardsEmail, Password, SPID } → { UUID }
  router.post('/v2/{spid}/customer/{uuid}/claim_rewards_card', (ctx) => {
    checkSpid(ctx.params.spid);
    const { uuid } = owned(ctx);
    const body = objectBody(ctx.body);
    if (body.SPID === undefined || String(body.SPID) !== ctx.params.spid) throw badRequest('Missing required parameters: RewardsEmail, Password, SPID');
    const email = requiredString(body, 'RewardsEmail').trim();
    const password = requiredString(body, 'Password');
    const known = REWARDS_ACCOUNTS.find((a) => a.email === email.toLowerCase() && a.password === password);
    if (!known) throw badRequest('The email address or password is invalid, check details');
    const existing = account.rewardsCard(uuid);
    const cardUuid = existing?.uuid ?? randomUUID();
    account.linkRewardsCard(uuid, cardUuid, email);
    return { UUID: cardUuid };
  });

  // GET /v2/{spid}/customer/{uuid}/rewards_card – the linked card, if any
  router.get('/v2/{spid}/customer/{uuid}/rewards_card', (ctx) => {
    checkSpid(ctx.params.spid);
    const card = account.rewardsCard(owned(ctx).uuid);
    return card ? { UUID: card.uuid, RewardsEmail: card.email } : { UUID: null };
  });

  // POST /v2/{spid}/auth/revoke_all – "sign out everywhere": every earlier token is refused
  router.post('/v2/{spid}/auth/revoke_all', (ctx) => {
    checkSpid(ctx.params.spid);
    const { user } = deps.tokens.authenticate(ctx);
    // +1: tokens issued earlier in this same second are refused too (JWT iat has whole seconds).
    account.revokeAll(user.uuid, now() + 1);
    return {};
  });
}

function preferences(value: unknown): NotificationPreferences {
  if (!value || typeof value !== 'object') throw badRequest('Notifications is required');
  const v = value as Body;
  const out = {} as NotificationPreferences;
  for (const topic of TOPICS) {
    const t = v[topic] as Body | undefined;
    if (!t || typeof t.Email !== 'boolean' || typeof t.SMS !== 'boolean') throw badRequest(`Notifications.${topic} needs Email and SMS`);
    out[topic] = { Email: t.Email, SMS: t.SMS };
  }
  return out;
}
