import type { Deps } from '../context';
import { HttpError, badRequest, notFound } from '../errors';
import { FAULT_KINDS, type FaultKind } from '../faults';
import { hashToken, randomToken } from '../passwords';
import { LINK_TTL_SECONDS } from '../recovery';
import type { Router } from '../router';
import { randomUUID } from '../store/ids';
import { BROADBAND_STATES, DEMO_STATES, type BroadbandState, type DemoState } from '../store';
import { EMAIL, objectBody, optionalNumber, optionalString, requiredString } from '../validate';

/** Test control API (contract: "Test control API"); mounted only in test mode. */
export function controlRoutes(router: Router, deps: Deps, resetAll: () => Promise<void>): void {
  // POST /__control/reset – fresh demo data, no faults, real time, default token lifetime
  router.post('/__control/reset', async () => {
    await resetAll();
    return {};
  });

  // POST /__control/customers – a customer in a demo state, owned by one test
  router.post('/__control/customers', async (ctx) => {
    const body = objectBody(ctx.body, true);
    const state = optionalString(body, 'state') ?? 'prepay';
    if (!isDemoState(state) && !isBroadbandState(state)) throw badRequest(`state must be one of ${[...DEMO_STATES, ...BROADBAND_STATES].join(', ')}`);
    const email = optionalString(body, 'email')?.trim();
    if (email !== undefined && !EMAIL.test(email)) throw badRequest('email is invalid');
    if (email && deps.store.users.byLogin(email)) throw new HttpError(409, 1409, 'email is already in use');
    const input = {
      email,
      password: optionalString(body, 'password'),
      firstName: optionalString(body, 'firstName'),
      lastName: optionalString(body, 'lastName'),
    };
    // Issue 17: `fibre` and `fibre-booked` are postpay copies with a fibre service or a booked fibre order.
    const created = isBroadbandState(state) ? await deps.store.createBroadbandCustomer(state, input) : await deps.store.createCustomer(state, input);
    return created;
  });

  // POST /__control/identity-links – { email, firstName?, lastName? }: an identity link to sign up with
  router.post('/__control/identity-links', (ctx) => {
    const body = objectBody(ctx.body);
    const email = requiredString(body, 'email').trim();
    if (!EMAIL.test(email)) throw badRequest('email is invalid');
    const token = randomToken();
    const uuid = randomUUID();
    deps.recovery.addLink({
      uuid,
      tokenHash: hashToken(token),
      email,
      firstName: optionalString(body, 'firstName') ?? '',
      lastName: optionalString(body, 'lastName') ?? '',
      expiresAt: deps.clock.nowSeconds() + LINK_TTL_SECONDS,
      used: false,
    });
    return { UUID: uuid, Token: token, identityToken: `${uuid}.${token}` };
  });

  // GET /__control/clock – the sandbox time
  router.get('/__control/clock', () => deps.clock.state());

  // POST /__control/clock – { advanceMs } and/or { scale }
  router.post('/__control/clock', (ctx) => {
    const body = objectBody(ctx.body);
    const advanceMs = optionalNumber(body, 'advanceMs');
    const scale = optionalNumber(body, 'scale');
    if (advanceMs === undefined && scale === undefined) throw badRequest('advanceMs or scale is required');
    if (scale !== undefined && scale < 0) throw badRequest('scale must not be negative');
    if (scale !== undefined) deps.clock.setScale(scale);
    if (advanceMs !== undefined) deps.clock.advance(advanceMs);
    return deps.clock.state();
  });

  // POST /__control/token-ttl – lifetime of JWTs issued from now on
  router.post('/__control/token-ttl', (ctx) => {
    const seconds = optionalNumber(objectBody(ctx.body), 'seconds');
    if (seconds === undefined || !Number.isInteger(seconds) || seconds < 1) {
      throw badRequest('seconds must be a positive integer');
    }
    deps.tokens.ttlSeconds = seconds;
    return { seconds };
  });

  // POST /__control/faults – inject a fault on matching requests
  router.post('/__control/faults', (ctx) => {
    const body = objectBody(ctx.body);
    const kind = requiredString(body, 'kind');
    if (!isFaultKind(kind)) throw badRequest(`kind must be one of ${FAULT_KINDS.join(', ')}`);
    const ms = optionalNumber(body, 'ms');
    const status = optionalNumber(body, 'status');
    const times = optionalNumber(body, 'times');
    if (ms !== undefined && ms < 0) throw badRequest('ms must not be negative');
    if (status !== undefined && (!Number.isInteger(status) || status < 200 || status > 599)) {
      throw badRequest('status must be an HTTP status');
    }
    if (times !== undefined && (!Number.isInteger(times) || times < 1)) throw badRequest('times must be a positive integer');
    if (body.body !== undefined && kind !== 'status') throw badRequest('body is only for status faults');
    const id = deps.faults.add({
      method: optionalString(body, 'method')?.toUpperCase(),
      path: regex(requiredString(body, 'path')),
      kind,
      ms,
      status,
      times,
      bodyIncludes: optionalString(body, 'bodyIncludes'),
      queryIncludes: optionalString(body, 'queryIncludes'),
      ...(body.body === undefined ? {} : { body: body.body }),
    });
    return { id };
  });

  // GET /__control/faults – the rules still active
  router.get('/__control/faults', () => ({
    faults: deps.faults.list().map((f) => ({ ...f, path: f.path.source })),
  }));

  // DELETE /__control/faults/{id} – remove the fault that POST /__control/faults answered with this id,
  // and no other (parallel tests each remove their own); 404 when it is gone (used up by `times`).
  router.delete('/__control/faults/{id}', (ctx) => {
    if (!deps.faults.remove(ctx.params.id ?? '')) throw notFound();
    return {};
  });

  // DELETE /__control/faults – clear every fault: a whole-sandbox reset (a jest sandbox of its own), not
  // for tests sharing one sandbox
  router.delete('/__control/faults', () => {
    deps.faults.clear();
    return {};
  });

  // GET /__control/outbox?to=… – the SMS and email the sandbox sent (newest last)
  router.get('/__control/outbox', (ctx) => ({ messages: deps.outbox.list(ctx.query.get('to') ?? undefined) }));

  // DELETE /__control/outbox – forget them
  router.delete('/__control/outbox', () => {
    deps.outbox.clear();
    return {};
  });

  // GET /__control/requests?path=regex – what the upstream received, secrets masked
  router.get('/__control/requests', (ctx) => {
    const filter = ctx.query.get('path');
    return { requests: deps.requests.list(filter ? regex(filter) : undefined) };
  });

  // DELETE /__control/requests – forget the log (between steps of one test)
  router.delete('/__control/requests', () => {
    deps.requests.clear();
    return {};
  });
}

function regex(source: string): RegExp {
  try {
    return new RegExp(source);
  } catch {
    throw badRequest('path is not a valid regular expression');
  }
}

const isDemoState = (s: string): s is DemoState => (DEMO_STATES as readonly string[]).includes(s);
const isBroadbandState = (s: string): s is BroadbandState => (BROADBAND_STATES as readonly string[]).includes(s);
const isFaultKind = (s: string): s is FaultKind => (FAULT_KINDS as readonly string[]).includes(s);
