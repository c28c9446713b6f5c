import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from './clock';
import { parseJson, sendJson } from './router';
import { cardSummary, isExpired, type CardSummary } from './store/cards';
import type { EshopStore, LastPaymentError, NextAction, PaymentIntent } from './store/eshop';
import type { SetupIntent, SetupIntentStore } from './store/setup-intents';

/**
 * The sandbox as a Stripe-shaped payments provider (docs/eshop-contract.md §2). The browser
 * calls it directly with the publishable key, so the card number never reaches our server:
 *
 *   POST /v1/payment_intents/{id}/confirm   card, BNPL or the attached saved card; test cards decide the outcome;
 *                                           a typed card is saved for the customer only with setup_future_usage
 *   GET  /v1/payment_intents/{id}?client_secret=
 *   POST /v1/setup_intents/{id}/confirm     saves a card without paying (docs/account-contract.md §2.2)
 *   GET  /v1/setup_intents/{id}?client_secret=
 *   GET  /v1/3ds/{id}?client_secret=        3-D Secure test page of either kind of intent; POST the choice
 *   GET  /v1/bnpl/{id}?client_secret=       Afterpay / Klarna test page; POST → 303 return_url
 *
 * All with CORS for any origin (OPTIONS preflight included). Never logs a card number.
 */
export const PUBLISHABLE_KEY = 'pk_test_sandbox';

const CORS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '600',
};

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002500003155',
  /** "Authenticate every payment": 3-D Secure when saved and again on each payment with the saved card. */
  alwaysAuthenticate: '4000002760003184',
} as const;

const CARD_ERRORS: Record<string, LastPaymentError> = {
  declined: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  number: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' },
  month: { type: 'card_error', code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." },
  year: { type: 'card_error', code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." },
  expired: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' },
  cvc: { type: 'card_error', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  authentication: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' },
  setupAuthentication: { type: 'card_error', code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' },
  bnpl: { type: 'card_error', code: 'payment_intent_payment_attempt_failed', message: 'The payment failed.' },
};

type BnplType = 'afterpay_clearpay' | 'klarna';
const BNPL_NAMES: Record<BnplType, string> = { afterpay_clearpay: 'Afterpay', klarna: 'Klarna' };

class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly payload: { type: string; code?: string; message: string; decline_code?: string; payment_intent?: PaymentIntent; setup_intent?: SetupIntent },
  ) {
    super(payload.message);
  }
}

const invalid = (status: number, code: string, message: string): ProviderError => new ProviderError(status, { type: 'invalid_request_error', code, message });

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card's problem, or its summary (brand, last 4, expiry) and number. */
export function checkCard(card: Record<string, unknown>, nowMs: number): { error: LastPaymentError } | { card: CardSummary; number: string } {
  const number = String(card.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { error: CARD_ERRORS.number as LastPaymentError };
  const month = Number(card.exp_month);
  let year = Number(card.exp_year);
  if (!Number.isInteger(month) || month < 1 || month > 12) return { error: CARD_ERRORS.month as LastPaymentError };
  if (!Number.isInteger(year) || year < 0) return { error: CARD_ERRORS.year as LastPaymentError };
  if (year < 100) year += 2000;
  const now = new Date(nowMs);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return { error: CARD_ERRORS.expired as LastPaymentError };
  if (!/^\d{3,4}$/.test(String(card.cvc ?? ''))) return { error: CARD_ERRORS.cvc as LastPaymentError };
  return { card: { brand: number.startsWith('4') ? 'Visa' : 'Mastercard', last4: number.slice(-4), expMonth: month, expYear: year }, number };
}

/** What one intent's 3-D Secure page asks about, and what the choice does. */
interface Authentication {
  secret: string;
  waiting: boolean;
  card: CardSummary | undefined;
  question: (card: CardSummary) => string;
  complete: (card: CardSummary) => void;
  fail: () => void;
}

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** The JSON object body of a provider call. */
function objectOf(text: string): Record<string, unknown> {
  const parsed = parseJson(text);
  if (parsed.ok && isObject(parsed.value)) return parsed.value;
  throw invalid(400, 'parameter_invalid_empty', 'The request body must be a JSON object.');
}

export class PaymentsProvider {
  constructor(
    private readonly eshop: EshopStore,
    private readonly setups: SetupIntentStore,
    private readonly clock: Clock,
  ) {}

  static handles(path: string): boolean {
    return ['/v1/payment_intents/', '/v1/setup_intents/', '/v1/3ds/', '/v1/bnpl/'].some((prefix) => path.startsWith(prefix));
  }

  /** Answers a provider path; false when the path is not one of them. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL, text: string): boolean {
    const path = url.pathname;
    if (!PaymentsProvider.handles(path)) return false;
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return true;
    }
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    try {
      let m = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
      if (m && method === 'POST') return this.json(res, 200, this.confirm(req, decodeURIComponent(m[1] ?? ''), text, origin));
      m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (m && method === 'GET') {
        this.checkKey(req);
        return this.json(res, 200, this.owned(decodeURIComponent(m[1] ?? ''), url.searchParams.get('client_secret')));
      }
      m = /^\/v1\/setup_intents\/([^/]+)\/confirm$/.exec(path);
      if (m && method === 'POST') return this.json(res, 200, this.confirmSetup(req, decodeURIComponent(m[1] ?? ''), text, origin));
      m = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
      if (m && method === 'GET') {
        this.checkKey(req);
        return this.json(res, 200, this.ownedSetup(decodeURIComponent(m[1] ?? ''), url.searchParams.get('client_secret')));
      }
      m = /^\/v1\/3ds\/([^/]+)$/.exec(path);
      if (m && (method === 'GET' || method === 'POST')) return this.threeDs(res, decodeURIComponent(m[1] ?? ''), url, method === 'POST' ? text : undefined);
      m = /^\/v1\/bnpl\/([^/]+)$/.exec(path);
      if (m && (method === 'GET' || method === 'POST')) return this.bnpl(res, decodeURIComponent(m[1] ?? ''), url, method === 'POST' ? text : undefined);
      throw invalid(404, 'resource_missing', 'Unrecognized request URL');
    } catch (err) {
      if (err instanceof ProviderError) return this.json(res, err.status, { error: err.payload });
      // The message only: never the request, which holds a card number.
      console.error(`sandbox payments ${method} ${path} failed: ${err instanceof Error ? err.message : 'unknown error'}`);
      return this.json(res, 500, { error: { type: 'api_error', message: 'An error occurred with our connection to the sandbox.' } });
    }
  }

  private json(res: ServerResponse, status: number, body: unknown): true {
    sendJson(res, status, body, CORS);
    return true;
  }

  private checkKey(req: IncomingMessage): void {
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!m) throw invalid(401, 'api_key_missing', 'You did not provide an API key.');
    if (m[1] !== PUBLISHABLE_KEY) throw invalid(401, 'api_key_invalid', 'Invalid API Key provided.');
  }

  private owned(id: string, secret: string | null | undefined): PaymentIntent {
    const intent = this.eshop.intent(id);
    if (!intent) throw invalid(404, 'resource_missing', `No such payment_intent: '${id}'`);
    if (!secret || secret !== intent.client_secret) {
      throw invalid(400, 'payment_intent_invalid_parameter', 'The client_secret provided does not match any associated PaymentIntent on this account.');
    }
    return intent;
  }

  private ownedSetup(id: string, secret: string | null | undefined): SetupIntent {
    const intent = this.setups.get(id);
    if (!intent) throw invalid(404, 'resource_missing', `No such setup_intent: '${id}'`);
    if (!secret || secret !== intent.client_secret) {
      throw invalid(400, 'setup_intent_invalid_parameter', 'The client_secret provided does not match any associated SetupIntent on this account.');
    }
    return intent;
  }

  /** The card of `payment_method_data` checked: its error, or its summary and whether 3-D Secure comes first. */
  private cardOutcome(pm: Record<string, unknown>): { error: LastPaymentError } | { card: CardSummary; authenticate: boolean } {
    if (!isObject(pm.card)) throw invalid(400, 'parameter_missing', 'Missing required param: payment_method_data[card].');
    const checked = checkCard(pm.card, this.clock.now());
    if ('error' in checked) return checked;
    if (checked.number === TEST_CARDS.declined) return { error: CARD_ERRORS.declined as LastPaymentError };
    if (checked.number === TEST_CARDS.insufficientFunds) return { error: CARD_ERRORS.insufficient as LastPaymentError };
    return { card: checked.card, authenticate: checked.number === TEST_CARDS.threeDSecure || checked.number === TEST_CARDS.alwaysAuthenticate };
  }

  private threeDsAction(origin: string, id: string, secret: string, returnUrl: string | null): NextAction {
    const query = new URLSearchParams({ client_secret: secret });
    return { type: 'redirect_to_url', redirect_to_url: { url: `${origin}/v1/3ds/${id}?${query}`, return_url: returnUrl } };
  }

  private confirmSetup(req: IncomingMessage, id: string, text: string, origin: string): SetupIntent {
    this.checkKey(req);
    const body = objectOf(text);
    const intent = this.ownedSetup(id, typeof body.client_secret === 'string' ? body.client_secret : undefined);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new ProviderError(400, {
        type: 'invalid_request_error', code: 'setup_intent_unexpected_state',
        message: `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`, setup_intent: intent,
      });
    }
    const pm = body.payment_method_data;
    if (!isObject(pm)) throw invalid(400, 'parameter_missing', 'Missing required param: payment_method_data.');
    if (pm.type !== 'card') throw invalid(400, 'parameter_invalid', 'payment_method_data.type must be card.');
    const outcome = this.cardOutcome(pm);
    if ('error' in outcome) throw new ProviderError(402, { ...outcome.error, setup_intent: this.setups.failed(id, outcome.error) });
    const returnUrl = typeof body.return_url === 'string' ? body.return_url : null;
    if (outcome.authenticate) return this.setups.requiresAction(id, this.threeDsAction(origin, id, intent.client_secret, returnUrl), outcome.card, returnUrl);
    return this.setups.succeeded(id, outcome.card);
  }

  /** No card data: the saved card the checkout attached pays (a card ending 3184 authenticates every payment). */
  private confirmSaved(intent: PaymentIntent, origin: string, returnUrl: string | null): PaymentIntent {
    if (!intent.payment_method) throw invalid(400, 'parameter_missing', 'Missing required param: payment_method_data.');
    const saved = this.eshop.cards.byToken(intent.payment_method);
    if (!saved) throw invalid(400, 'resource_missing', `No such PaymentMethod: '${intent.payment_method}'`);
    if (isExpired(saved, this.clock.now())) throw this.cardError(intent.id, CARD_ERRORS.expired as LastPaymentError);
    const card = cardSummary(saved) as CardSummary;
    if (saved.CardLast4 === TEST_CARDS.alwaysAuthenticate.slice(-4)) {
      return this.eshop.intentRequiresAction(intent.id, this.threeDsAction(origin, intent.id, intent.client_secret, returnUrl), { kind: 'card', card }, returnUrl);
    }
    return this.eshop.intentSucceeded(intent.id, card);
  }

  private confirm(req: IncomingMessage, id: string, text: string, origin: string): PaymentIntent {
    this.checkKey(req);
    const body = objectOf(text);
    const intent = this.owned(id, typeof body.client_secret === 'string' ? body.client_secret : undefined);
    if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
      throw new ProviderError(400, {
        type: 'invalid_request_error', code: 'payment_intent_unexpected_state',
        message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, payment_intent: intent,
      });
    }
    const pm = body.payment_method_data;
    const returnUrl = typeof body.return_url === 'string' ? body.return_url : null;
    if (pm === undefined || pm === null) return this.confirmSaved(intent, origin, returnUrl);
    if (!isObject(pm)) throw invalid(400, 'parameter_missing', 'Missing required param: payment_method_data.');

    if (pm.type === 'afterpay_clearpay' || pm.type === 'klarna') {
      if (!returnUrl || !/^https?:\/\//.test(returnUrl)) throw invalid(400, 'parameter_missing', 'A return_url (http or https) is required for this payment method.');
      const query = new URLSearchParams({ client_secret: intent.client_secret, return_url: returnUrl });
      return this.eshop.intentRequiresAction(id, { type: 'redirect_to_url', redirect_to_url: { url: `${origin}/v1/bnpl/${id}?${query}`, return_url: returnUrl } },
        { kind: 'bnpl', type: pm.type }, returnUrl);
    }
    if (pm.type !== 'card') throw invalid(400, 'parameter_invalid', 'payment_method_data.type must be card, afterpay_clearpay or klarna.');
    const outcome = this.cardOutcome(pm);
    if ('error' in outcome) throw this.cardError(id, outcome.error);
    // Stripe's setup_future_usage ('off_session' or 'on_session'): the typed card is kept for the customer; absent, it pays once.
    const save = body.setup_future_usage === 'off_session' || body.setup_future_usage === 'on_session';
    if (outcome.authenticate) {
      return this.eshop.intentRequiresAction(id, this.threeDsAction(origin, id, intent.client_secret, returnUrl), { kind: 'card', card: outcome.card, save }, returnUrl);
    }
    return this.eshop.intentSucceeded(id, outcome.card, save);
  }

  /** Card errors answer 402 and leave the intent ready for another card. */
  private cardError(id: string, error: LastPaymentError): ProviderError {
    const intent = this.eshop.intentFailed(id, error);
    return new ProviderError(402, { ...error, payment_intent: intent });
  }

  /** The 3-D Secure subject of a payment (pi_…) or a setup (seti_…) intent; undefined when unknown. */
  private authentication(id: string): Authentication | undefined {
    if (id.startsWith('seti_')) {
      const intent = this.setups.get(id);
      if (!intent) return undefined;
      return {
        secret: intent.client_secret,
        waiting: intent.status === 'requires_action',
        card: this.setups.pendingOf(id) ?? undefined,
        question: (card) => `<p>The bank asks you to confirm saving your ${escapeHtml(card.brand)} card ending in ${escapeHtml(card.last4)} for future payments.</p>`,
        complete: (card) => this.setups.succeeded(id, card),
        fail: () => this.setups.failed(id, CARD_ERRORS.setupAuthentication as LastPaymentError),
      };
    }
    const intent = this.eshop.intent(id);
    if (!intent) return undefined;
    const { pending } = this.eshop.pendingOf(id);
    return {
      secret: intent.client_secret,
      waiting: intent.status === 'requires_action' && pending?.kind === 'card',
      card: pending?.kind === 'card' ? pending.card : undefined,
      question: (card) => `<p>The bank asks you to confirm a payment of <strong>${money(intent.amount)}</strong> with your ${escapeHtml(card.brand)} card ending in ${escapeHtml(card.last4)}.</p>`,
      complete: (card) => this.eshop.intentSucceeded(id, card, pending?.kind === 'card' && pending.save === true),
      fail: () => this.eshop.intentFailed(id, CARD_ERRORS.authentication as LastPaymentError),
    };
  }

  private threeDs(res: ServerResponse, id: string, url: URL, form: string | undefined): true {
    const auth = this.authentication(id);
    if (!auth || auth.secret !== url.searchParams.get('client_secret')) return this.html(res, 404, page('3D Secure test', '<p>This payment is unknown.</p>'));
    const card = auth.card;
    if (!auth.waiting || !card) {
      return this.html(res, 409, page('3D Secure test', '<p>There is nothing to authenticate for this payment.</p>'));
    }
    if (form === undefined) {
      const action = escapeHtml(url.pathname + url.search);
      return this.html(res, 200, page('3D Secure test', `
  ${auth.question(card)}
  <form method="post" action="${action}">
    <button type="submit" name="action" value="complete" class="primary">Complete authentication</button>
    <button type="submit" name="action" value="fail">Fail authentication</button>
  </form>`));
    }
    const choice = new URLSearchParams(form).get('action');
    if (choice === 'complete') auth.complete(card);
    else auth.fail();
    const message = JSON.stringify({ type: 'sandbox-3ds-complete', id }).replace(/</g, '\\u003c');
    return this.html(res, 200, page('3D Secure test', `
  <p>${choice === 'complete' ? 'Authentication complete.' : 'Authentication failed.'} You can close this window</p>
  <script>
    (function () {
      var message = ${message};
      if (window.parent && window.parent !== window) window.parent.postMessage(message, '*');
      if (window.opener) window.opener.postMessage(message, '*');
    })();
  </script>`));
  }

  private bnpl(res: ServerResponse, id: string, url: URL, form: string | undefined): true {
    const intent = this.eshop.intent(id);
    const { pending, returnUrl } = this.eshop.pendingOf(id);
    if (!intent || intent.client_secret !== url.searchParams.get('client_secret')) return this.html(res, 404, page('Payment (sandbox)', '<p>This payment is unknown.</p>'));
    if (intent.status !== 'requires_action' || pending?.kind !== 'bnpl' || !returnUrl) {
      return this.html(res, 409, page('Payment (sandbox)', '<p>This payment is not waiting for you any more.</p>'));
    }
    const name = BNPL_NAMES[pending.type];
    if (form === undefined) {
      const action = escapeHtml(url.pathname + url.search);
      const instalment = money(Math.ceil(intent.amount / 4));
      return this.html(res, 200, page(`${name} (sandbox)`, `
  <p>Pay <strong>${money(intent.amount)}</strong> to the sandbox shop${pending.type === 'afterpay_clearpay' ? ` in 4 payments of ${instalment}` : ''}.</p>
  <form method="post" action="${action}">
    <button type="submit" name="action" value="authorize" class="primary">Authorize test payment</button>
    <button type="submit" name="action" value="fail">Fail test payment</button>
  </form>`));
    }
    const ok = new URLSearchParams(form).get('action') === 'authorize';
    if (ok) this.eshop.intentSucceeded(id);
    else this.eshop.intentFailed(id, CARD_ERRORS.bnpl as LastPaymentError);
    const back = new URL(returnUrl);
    back.searchParams.set('payment_intent', id);
    back.searchParams.set('payment_intent_client_secret', intent.client_secret);
    back.searchParams.set('redirect_status', ok ? 'succeeded' : 'failed');
    res.writeHead(303, { location: back.toString(), 'cache-control': 'no-store' });
    res.end();
    return true;
  }

  private html(res: ServerResponse, status: number, body: string): true {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
    return true;
  }
}

const money = (cents: number): string => `$${(cents / 100).toFixed(2)} NZD`;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; background: #f6f7fb; color: #1f2430; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.25rem; margin-top: 0; }
  form { display: flex; gap: 12px; flex-wrap: wrap; margin-top: 16px; }
  button { font: inherit; padding: 10px 16px; border-radius: 8px; border: 1px solid #c5c9d6; background: #fff; cursor: pointer; }
  button.primary { background: #4b2fc0; border-color: #4b2fc0; color: #fff; }
  .note { color: #5b6275; font-size: .875rem; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(title)}</h1>
  ${content}
  <p class="note">A test page of the sandbox payments provider. No money moves.</p>
</main>
</body>
</html>
`;
}
