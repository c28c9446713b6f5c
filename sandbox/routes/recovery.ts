import type { Deps } from '../context';
import { HttpError, badRequest } from '../errors';
import { hashPassword } from '../passwords';
import type { Router } from '../router';
import { checkSpid, EMAIL, objectBody, optionalString, requiredString, strongPassword } from '../validate';

/** Error number for a wrong, expired or used-up one-time code (docs/upstream-contract.md). */
export const CODE_INCORRECT = 1410;
const codeIncorrect = (): HttpError => new HttpError(400, CODE_INCORRECT, 'the verification code is incorrect');

/**
 * Self-service sign-up and recovery (accounts API, no auth). Sending answers `{}` whether or
 * not anyone matched, so the answer never tells who has an account.
 */
export function recoveryRoutes(router: Router, deps: Deps): void {
  // POST /v2/{spid}/auth/LOCAL – create a local identity (auth user + one customer) and sign in
  router.post('/v2/{spid}/auth/LOCAL', async (ctx) => {
    checkSpid(ctx.params.spid);
    const body = objectBody(ctx.body);
    const login = requiredString(body, 'AuthID').trim();
    const password = requiredString(body, 'AuthCode');
    const firstName = requiredString(body, 'FirstName').trim();
    const lastName = requiredString(body, 'LastName').trim();
    const identityToken = optionalString(body, 'IdentityToken');
    if (!EMAIL.test(login)) throw badRequest('AuthID must be an email address');
    if (!strongPassword(password)) throw badRequest('The password is invalid');
    let emailVerified = false;
    let linkUuid: string | undefined;
    if (identityToken) {
      const [uuid = '', token = ''] = identityToken.split('.', 2);
      const link = deps.recovery.link(uuid, token, deps.clock.nowSeconds());
      if (!link) throw new HttpError(404, 1404, 'Object not found');
      // The link was sent to this address: signing up with it proves the address.
      emailVerified = link.email.toLowerCase() === login.toLowerCase();
      linkUuid = link.uuid;
    }
    if (deps.store.users.byLogin(login)) throw new HttpError(409, 1409, 'login is already in use');
    await deps.store.signUp({ email: login, password, firstName, lastName, emailVerified });
    if (linkUuid) deps.recovery.useLink(linkUuid);
    const user = deps.store.users.byLogin(login);
    if (!user) throw new Error('sign-up did not store the user');
    return deps.tokens.authResponse(user);
  });

  // POST /v2/{spid}/recovery/login – { MobileNumber }: an SMS naming the login(s) of that number
  router.post('/v2/{spid}/recovery/login', (ctx) => {
    checkSpid(ctx.params.spid);
    const mobile = requiredString(objectBody(ctx.body), 'MobileNumber').trim();
    const users = deps.store.users.byMobile(mobile);
    if (users.length > 0) {
      const logins = users.map((u) => u.login).join(', ');
      deps.outbox.send({ channel: 'sms', to: mobile, subject: 'Your Tūī Mobile sign-in', body: `Tūī Mobile: you sign in with ${logins}. If you did not ask for this, ignore this message.` });
    }
    return {};
  });

  // POST /v2/{spid}/recovery/password – { AuthID, LinkBase }: an email with a code and a link
  router.post('/v2/{spid}/recovery/password', (ctx) => {
    checkSpid(ctx.params.spid);
    const body = objectBody(ctx.body);
    const login = requiredString(body, 'AuthID').trim();
    const linkBase = requiredString(body, 'LinkBase');
    if (!/^https?:\/\//.test(linkBase)) throw badRequest('LinkBase must be an http(s) URL');
    const user = deps.store.users.byLogin(login);
    if (user && user.identityProvider === 'LOCAL') {
      const code = deps.recovery.issue(user.uuid, deps.clock.nowSeconds());
      const link = `${linkBase}${linkBase.includes('?') ? '&' : '?'}login=${encodeURIComponent(user.login)}&code=${code}`;
      deps.outbox.send({
        channel: 'email',
        to: user.email,
        subject: 'Reset your Tūī Mobile password',
        body: `Your code is ${code}. It lasts 15 minutes. Open ${link} to choose a new password. If you did not ask for this, ignore this email.`,
        code,
        link,
      });
    }
    return {};
  });

  // POST /v2/{spid}/recovery/password/verify – { AuthID, Code }: is the code right (uses a try when not)
  router.post('/v2/{spid}/recovery/password/verify', (ctx) => {
    checkSpid(ctx.params.spid);
    const body = objectBody(ctx.body);
    const user = deps.store.users.byLogin(requiredString(body, 'AuthID'));
    const code = requiredString(body, 'Code').trim();
    if (!user || !deps.recovery.check(user.uuid, code, deps.clock.nowSeconds())) throw codeIncorrect();
    return {};
  });

  // POST /v2/{spid}/recovery/password/reset – { AuthID, Code, NewPassword }: new password, old sessions end
  router.post('/v2/{spid}/recovery/password/reset', async (ctx) => {
    checkSpid(ctx.params.spid);
    const body = objectBody(ctx.body);
    const user = deps.store.users.byLogin(requiredString(body, 'AuthID'));
    const code = requiredString(body, 'Code').trim();
    const newPassword = requiredString(body, 'NewPassword');
    if (!user || !deps.recovery.check(user.uuid, code, deps.clock.nowSeconds())) throw codeIncorrect();
    if (!strongPassword(newPassword)) throw badRequest('The password is invalid');
    // +1: tokens issued earlier in this same second are refused too (JWT iat has whole seconds).
    deps.store.users.changePassword(user.uuid, await hashPassword(newPassword), deps.clock.nowSeconds() + 1);
    deps.recovery.consume(user.uuid);
    return {};
  });
}
