import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { createClock, type Clock } from './clock';
import type { Deps } from './context';
import { HttpError, badRequest, notFound } from './errors';
import { Faults } from './faults';
import { Idempotency, idempotencyControlRoutes, isMoneyRoute } from './idempotency';
import { OAuthSandbox } from './oauth';
import { outboxPage } from './dev-outbox';
import { Outbox } from './outbox';
import { Recovery } from './recovery';
import { RequestLog } from './request-log';
import { FileBody, NoContent, Router, parseJson, readText, sendFile, sendJson, type RequestContext } from './router';
import { accountRoutes } from './routes/account';
import { accountPaymentRoutes } from './routes/account-payments';
import { authRoutes } from './routes/auth';
import { guestRoutes } from './routes/guest';
import { recoveryRoutes } from './routes/recovery';
import { broadbandRoutes } from './routes/broadband';
import { broadbandControlRoutes, broadbandOrderRoutes } from './routes/broadband-orders';
import { cardRoutes } from './routes/cards';
import { bonusRoutes } from './routes/bonuses';
import { offerRoutes } from './routes/offers';
import { powerRoutes } from './routes/power';
import { catalogControlRoutes, catalogRoutes } from './routes/catalog';
import { configControlRoutes, configRoutes } from './routes/config';
import { controlRoutes } from './routes/control';
import { customerRoutes } from './routes/customer';
import { eshopControlRoutes, eshopRoutes } from './routes/eshop';
import { familyControlRoutes, familyRoutes } from './routes/families';
import { helpRoutes } from './routes/help';
import { identityRoutes } from './routes/identity';
import { locationRoutes } from './routes/location';
import { mapsRoutes } from './routes/maps';
import { moneyControlRoutes, moneyRoutes } from './routes/money';
import { onboardingControlRoutes, onboardingRoutes } from './routes/onboarding';
import { portingControlRoutes, portingRoutes } from './routes/porting';
import { PaymentsProvider } from './payments';
import { ESHOP_IMAGES } from './store/eshop-items';
import { supportRoutes } from './routes/support';
import { planRoutes } from './routes/plans';
import { simControlRoutes, simRoutes } from './routes/sim';
import { usageControlRoutes, usageRoutes } from './routes/usage';
import { assertNotProduction, loadJwtSecret } from './secret';
import { Store } from './store';
import { DEFAULT_TOKEN_TTL_SECONDS, Tokens } from './tokens';

export interface SandboxOptions {
  /** SQLite file; default ':memory:' (a private database per sandbox). */
  db?: string;
  /** Mounts the /__control API. Never in a deployed build. */
  testMode?: boolean;
  /**
   * HS256 secret for the JWTs. Absent: kept beside a file database (`sandbox-jwt-secret`),
   * random for ':memory:'.
   */
  jwtSecret?: string;
  /** One line per request on stdout (method, path, status, time; never bodies). */
  log?: boolean;
  /** Serves GET /__dev/outbox (also on with testMode). Developers only; never a deployed upstream. */
  devPages?: boolean;
  /** The porting steps after the YES run this many times faster (1 to 3600; default 1): a port watched in minutes. */
  portingScale?: number;
  /** Starts the sandbox's clock at this instant (ms since the epoch) instead of now; reset returns to it. */
  now?: number;
}

export interface Sandbox {
  server: Server;
  listen(port?: number, host?: string): Promise<{ url: string; port: number }>;
  close(): Promise<void>;
  store: Store;
  clock: Clock;
}

const BODY_LIMIT = 256 * 1024;
const CONTROL_PREFIX = '/__control/';
const ORDER_TICK_MS = 1000;
const IMAGE_PREFIX = '/eshop/images/';

/** The embedded upstream: accounts, identity-token and support APIs on one HTTP server. */
/** SANDBOX_PORTING_SCALE: a whole number from 1 to 3600 (unset: 1); anything else is refused with its name. */
export function portingScaleOf(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 3600) throw new RangeError(`SANDBOX_PORTING_SCALE must be a whole number from 1 to 3600: ${value}`);
  return n;
}

export function createSandbox(opts: SandboxOptions = {}): Sandbox {
  assertNotProduction();
  const file = opts.db ?? ':memory:';
  const secret =
    opts.jwtSecret ?? (file === ':memory:' ? randomBytes(32).toString('base64url') : loadJwtSecret(dirname(file)));
  const clock = createClock(Date.now, opts.now);
  const store = new Store(file, clock, { testMode: opts.testMode });
  store.porting.stepScale = opts.portingScale ?? 1;
  const tokens = new Tokens(secret, clock, store);
  const deps: Deps = {
    store, clock, tokens, faults: new Faults(), requests: new RequestLog(),
    outbox: new Outbox(() => new Date(clock.now())), oauth: new OAuthSandbox(clock), recovery: new Recovery(),
    idempotency: new Idempotency(store.db, clock, tokens),
  };

  // Usage alerts (docs/mobile-contract.md §2.6) are emails through the outbox.
  store.usage.notify = (to, subject, body) => deps.outbox.send({ channel: 'email', to, subject, body });
  // Invites and billing approvals (docs/families-contract.md §2.2) too: an email, or an SMS to a number.
  store.families.notify = (m) => deps.outbox.send(m);
  // Adoption codes and links, the losing carrier's text and the port's end (docs/onboarding-contract.md §2): SMS to the number.
  store.onboarding.notify = (m) => deps.outbox.send(m);
  store.porting.notify = (m) => deps.outbox.send(m);
  // Receipts of a signed-in customer's card payments (top-up, bill, add-on), issue 28.
  store.accountPayments.notify = (m) => deps.outbox.send(m);

  const router = new Router();
  authRoutes(router, deps);
  recoveryRoutes(router, deps);
  customerRoutes(router, deps);
  cardRoutes(router, deps);
  // Rewards (docs/front-door-contract.md §3.1): bonuses, offers, power.
  bonusRoutes(router, deps);
  offerRoutes(router, deps);
  powerRoutes(router, deps);
  accountPaymentRoutes(router, deps);
  moneyRoutes(router, deps);
  usageRoutes(router, deps);
  planRoutes(router, deps);
  simRoutes(router, deps);
  accountRoutes(router, deps);
  identityRoutes(router, deps);
  supportRoutes(router, deps);
  catalogRoutes(router, deps);
  broadbandRoutes(router, deps);
  broadbandOrderRoutes(router, deps);
  helpRoutes(router, deps);
  mapsRoutes(router, deps);
  configRoutes(router, deps);
  // PUT /__control/remote-config: test mode only, like the rest of the control API.
  if (opts.testMode) configControlRoutes(router, deps);
  eshopRoutes(router, deps);
  locationRoutes(router, deps);
  familyRoutes(router, deps);
  onboardingRoutes(router, deps);
  portingRoutes(router, deps);
  // Guests (issue 18 part A, docs/front-door-contract.md §2.1): recharge and pay a bill without an account.
  guestRoutes(router, deps);
  if (opts.testMode) {
    onboardingControlRoutes(router, deps);
    portingControlRoutes(router, deps);
    familyControlRoutes(router, deps);
    catalogControlRoutes(router, deps);
    eshopControlRoutes(router, deps);
    broadbandControlRoutes(router, deps);
    moneyControlRoutes(router, deps);
    usageControlRoutes(router, deps);
    simControlRoutes(router, deps);
    idempotencyControlRoutes(router, deps.idempotency);
    controlRoutes(router, deps, async () => {
      deps.faults.clear();
      deps.requests.clear();
      deps.outbox.clear();
      deps.oauth.clear();
      deps.recovery.clear();
      deps.idempotency.clear();
      clock.reset();
      tokens.ttlSeconds = DEFAULT_TOKEN_TTL_SECONDS;
      await store.reset();
    });
  }

  const payments = new PaymentsProvider(store.eshop, store.setupIntents, clock);

  const ready = store.seed();
  // listen() reports a seeding failure; this only keeps it from being "unhandled" meanwhile.
  ready.catch(() => undefined);

  // Orders move over the sandbox clock on every read; this tick moves the ones nobody reads.
  let tick: NodeJS.Timeout | undefined;
  let stopped = false;
  void ready.then(() => {
    if (stopped) return;
    tick = setInterval(() => {
      try {
        store.eshop.progressAll();
        store.money.tickAll();
        store.usage.tickAll();
        store.onboarding.tickAll();
        store.porting.tickAll();
        store.broadband.tickAll();
      } catch (err) {
        console.error(`sandbox order tick failed: ${err instanceof Error ? err.message : 'unknown error'}`);
      }
    }, ORDER_TICK_MS);
    tick.unref();
  }, () => undefined);

  const devPages = opts.testMode === true || opts.devPages === true;
  const server = createServer((req, res) => {
    // The "Reply YES" form beside a losing carrier's text (docs/onboarding-contract.md §2.3).
    if (devPages && req.method === 'POST' && req.url?.startsWith('/__dev/outbox/reply')) {
      void readText(req, BODY_LIMIT).then((text) => {
        const form = new URLSearchParams(text);
        const from = form.get('from') ?? '';
        store.porting.reply(from, form.get('text') ?? '');
        res.writeHead(303, { location: `/__dev/outbox?to=${encodeURIComponent(from)}`, 'cache-control': 'no-store' });
        res.end();
      }, () => {
        res.writeHead(400).end();
      });
      return;
    }
    if (devPages && req.method === 'GET' && req.url?.startsWith('/__dev/outbox')) {
      const to = new URL(req.url, 'http://sandbox').searchParams.get('to') || undefined;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(outboxPage(deps.outbox.list(to), to));
      return;
    }
    void handle(req, res, router, deps, payments, opts.log === true);
  });

  return {
    server,
    store,
    clock,
    async listen(port = 0, host = '127.0.0.1') {
      await ready;
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const address = server.address() as AddressInfo;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      return { url: `http://${shownHost}:${address.port}`, port: address.port };
    },
    async close() {
      stopped = true;
      if (tick) clearInterval(tick);
      await ready.catch(() => undefined);
      if (tick) clearInterval(tick);
      deps.faults.shutdown();
      if (server.listening) {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
      }
      store.close();
    },
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  router: Router,
  deps: Deps,
  payments: PaymentsProvider,
  log: boolean,
): Promise<void> {
  const started = process.hrtime.bigint();
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', 'http://sandbox');
  const path = url.pathname;
  const control = path.startsWith(CONTROL_PREFIX);
  if (log) {
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      console.log(`sandbox ${method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
  }

  let text: string;
  try {
    text = await readText(req, BODY_LIMIT);
  } catch (err) {
    const error = err instanceof HttpError ? err : badRequest('Request body could not be read');
    sendJson(res, error.status, error.body(), { connection: 'close' });
    return;
  }
  const parsed = parseJson(text);

  // Control calls stay out of the log and out of reach of faults, so tests can always undo.
  if (!control) {
    const entry = deps.requests.record({
      at: new Date(deps.clock.now()).toISOString(),
      method,
      path,
      query: url.searchParams,
      headers: req.headers,
      body: parsed.ok ? parsed.value : '<invalid JSON>',
    });
    res.on('finish', () => {
      entry.status = res.statusCode;
    });
    const query = [...url.searchParams].map(([k, v]) => `${k}=${v}`).join('&');
    if (await deps.faults.apply(method, path, res, text, query)) return;
  }

  // The OAuth provider speaks forms and HTML, not the upstream's JSON.
  if (path.startsWith('/oauth/')) {
    try {
      if (deps.oauth.handle(req, res, url, text)) return;
    } catch (err) {
      console.error(`sandbox ${method} ${path} failed: ${err instanceof Error ? err.message : 'unknown error'}`);
      sendJson(res, 500, { error: 'server_error' });
      return;
    }
  }

  // The payments provider is Stripe-shaped (CORS, its own error bodies, HTML pages), not the upstream's JSON.
  if (payments.handle(req, res, url, text)) return;

  if (method === 'GET' && path.startsWith(IMAGE_PREFIX)) {
    const image = Object.hasOwn(ESHOP_IMAGES, path.slice(IMAGE_PREFIX.length)) ? ESHOP_IMAGES[path.slice(IMAGE_PREFIX.length)] : undefined;
    if (image) {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400', 'access-control-allow-origin': '*' });
      res.end(image);
    } else {
      sendJson(res, 404, notFound().body());
    }
    return;
  }

  const ctx: RequestContext = {
    method,
    path,
    params: {},
    query: url.searchParams,
    headers: req.headers,
    body: parsed.ok ? parsed.value : undefined,
    responseHeaders: {},
  };
  try {
    const match = router.match(method, path);
    if (!match) throw notFound();
    if (!parsed.ok) throw badRequest('Request body is not valid JSON');
    ctx.params = match.params;
    // A money route runs once per Idempotency-Key and is written to the ledger (sandbox/idempotency.ts).
    const body = isMoneyRoute(method, match.template, match.params)
      ? await deps.idempotency.run(ctx, match.template, () => match.handler(ctx), () => {
        ctx.responseHeaders['idempotent-replayed'] = 'true';
      })
      : await match.handler(ctx);
    if (body instanceof NoContent) {
      res.writeHead(204, { ...ctx.responseHeaders, 'cache-control': 'no-store' });
      res.end();
    } else if (body instanceof FileBody) sendFile(res, body, ctx.responseHeaders);
    else sendJson(res, 200, body, ctx.responseHeaders);
  } catch (err) {
    if (err instanceof HttpError) {
      sendJson(res, err.status, err.body(), ctx.responseHeaders);
      return;
    }
    // The message only: an error object could carry request data such as passwords.
    console.error(`sandbox ${method} ${path} failed: ${err instanceof Error ? err.message : 'unknown error'}`);
    sendJson(res, 500, { err_message: 'Internal error', err_number: 1500 });
  }
}
