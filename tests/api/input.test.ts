import { NextRequest } from 'next/server';
import { PUT as putName } from '@/app/api/account/name/route';
import { POST as rewardsCard } from '@/app/api/account/rewards-card/route';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as signUp } from '@/app/api/auth/sign-up/route';
import { GET as getOrder } from '@/app/api/eshop/orders/[orderId]/route';
import { POST as addItem } from '@/app/api/eshop/cart/items/route';
import { POST as checkout } from '@/app/api/eshop/checkout/route';
import type { CartView } from '@/lib/eshop/types';
import type { Sandbox } from '@/sandbox/server';
import { APP, control, resetAll, startSandbox } from '../support/bff';
import { call, sessionOf, type ErrorOut } from '../support/eshop';

/**
 * Issue 10, finding 6: "Bad input gives 500 or 502 ... Each must be a 4xx with the spec's field
 * message ('please enter', 'format is invalid'), checked before the upstream is called;
 * upstream field names never reach the browser. Request bodies over 1 MB are refused with 413
 * before they are read. Control and bidi-override characters ... are stripped from names,
 * addresses and notes."
 */

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(() => resetAll(url));

type Logged = { requests: Array<{ method: string; path: string; body: unknown }> };
type Problem = { path: string; message: string };
const upstream = async () => (await control<Logged>(url, 'GET', '/requests')).requests;
const forget = () => control(url, 'DELETE', '/requests');
const details = (r: { body: ErrorOut }) => r.body.error.details as Problem[];
const MB = 1024 * 1024;

function raw(path: string, method: string, body: BodyInit, headers: Record<string, string> = {}): NextRequest {
  const init: ConstructorParameters<typeof NextRequest>[1] & { duplex?: 'half' } = { method, body, headers: { host: 'localhost:3000', origin: APP, 'content-type': 'application/json', ...headers } };
  if (body instanceof ReadableStream) init.duplex = 'half';
  return new NextRequest(`${APP}${path}`, init);
}

describe('field messages, before the upstream is called', () => {
  test('an empty or blank last name is please enter (was a 502 naming LastName)', async () => {
    const cookie = await sessionOf('prepay@example.com');
    await forget();
    for (const lastName of ['', '   ', '\u202E\u0000']) {
      const r = await call<ErrorOut>(putName, 'PUT', '/api/account/name', { cookie, body: { firstName: 'Aroha', lastName } });
      expect([r.status, r.body.error.code, details(r)]).toEqual([422, 'bad_input', [{ path: 'lastName', message: 'please enter' }]]);
    }
    expect((await upstream()).filter((r) => r.method === 'PUT')).toEqual([]);
  });

  test('a whitespace-only password is please enter at sign-in and for the rewards card', async () => {
    const r = await call<ErrorOut>(signIn, 'POST', '/api/auth/sign-in', { body: { login: 'prepay@example.com', password: '    ' } });
    expect([r.status, details(r)]).toEqual([422, [{ path: 'password', message: 'please enter' }]]);
    const cookie = await sessionOf('prepay@example.com');
    await forget();
    const rewards = await call<ErrorOut>(rewardsCard, 'POST', '/api/account/rewards-card', { cookie, body: { email: 'rewards@example.com', password: ' \t ' } });
    expect([rewards.status, details(rewards)]).toEqual([422, [{ path: 'password', message: 'please enter' }]]);
    expect(await upstream()).toEqual([]);
  });

  test('missing, too long and wrong-typed fields carry the spec texts, on our own field names', async () => {
    const r = await call<ErrorOut>(signUp, 'POST', '/api/auth/sign-up', { body: { login: 12, password: 'Demo-Pass-2026', confirm: 'Demo-Pass-2026', firstName: 'x'.repeat(101) } });
    expect(r.status).toBe(422);
    expect(details(r)).toEqual(
      expect.arrayContaining([
        { path: 'login', message: 'format is invalid' },
        { path: 'firstName', message: 'cannot be longer than 100 characters' },
        { path: 'lastName', message: 'please enter' },
      ]),
    );
    expect(details(r).every((d) => /^[a-z]/.test(d.path))).toBe(true);
  });

  test('malformed JSON is format is invalid', async () => {
    const res = await signIn(raw('/api/auth/sign-in', 'POST', '{"login":'));
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorOut).error).toMatchObject({ code: 'bad_input', message: 'format is invalid' });
  });
});

describe('lone surrogates and malformed segments', () => {
  test('a lone surrogate in a cart id is 422 with its path (was a 500), and nothing reaches the upstream', async () => {
    await forget();
    const res = await addItem(raw('/api/eshop/cart/items', 'POST', '{"uuid":"\\ud800","simType":"esim","plan":"30-prepay-value-pack"}'));
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorOut).error).toEqual({ code: 'bad_input', message: 'format is invalid', details: [{ path: 'uuid', message: 'format is invalid' }] });
    expect(await upstream()).toEqual([]);
  });

  test('an order id that is not well-formed text is 404 (was a 500)', async () => {
    const cookie = await sessionOf('prepay@example.com');
    const r = await call<ErrorOut>(getOrder, 'GET', '/api/eshop/orders/%ED%A0%80', { cookie, params: { orderId: '\ud800' } });
    expect([r.status, r.body.error.code]).toEqual([404, 'not_found']);
  });
});

describe('request bodies over 1 MB: 413 before they are read', () => {
  test('a Content-Length over 1 MB is refused without reading the body', async () => {
    const req = raw('/api/auth/sign-in', 'POST', '{}', { 'content-length': String(MB + 1) });
    const res = await signIn(req);
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorOut).error).toEqual({ code: 'payload_too_large', message: 'The request is too large' });
    expect(req.bodyUsed).toBe(false);
  });

  test('a body without Content-Length is cut off once it passes 1 MB', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(`"${'x'.repeat(64 * 1024 - 2)}"`);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await signIn(raw('/api/auth/sign-in', 'POST', endless));
    expect(res.status).toBe(413);
    // it stopped reading soon after the limit, not at the end of an endless body
    expect(sent).toBeLessThan(MB + 4 * chunk.byteLength);
  });

  test('a body just under 1 MB is read (and refused by its schema, not its size)', async () => {
    const res = await signIn(raw('/api/auth/sign-in', 'POST', JSON.stringify({ login: 'x'.repeat(MB - 100), password: 'p' })));
    expect(res.status).toBe(422);
  });
});

describe('control and bidi-override characters are stripped from names, addresses and notes', () => {
  test('the upstream receives the name without them', async () => {
    const cookie = await sessionOf('prepay@example.com');
    await forget();
    const r = await call<{ firstName: string; lastName: string }>(putName, 'PUT', '/api/account/name', { cookie, body: { firstName: 'Aro\u202Eha\u0007', lastName: '\u2066Ngata\u2069' } });
    expect([r.status, r.body]).toEqual([200, { firstName: 'Aroha', lastName: 'Ngata' }]);
    const put = (await upstream()).find((q) => q.method === 'PUT');
    expect(put?.body).toMatchObject({ FirstName: 'Aroha', LastName: 'Ngata' });
  });

  test('the checkout sends the address and the note without them', async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await call<{ cart: CartView }>(addItem, 'POST', '/api/eshop/cart/items', { cookie, body: { simType: 'real_sim', plan: '30-prepay-value-pack' } });
    await forget();
    const r = await call(checkout, 'POST', '/api/eshop/checkout', {
      cookie,
      headers: { 'idempotency-key': 'strip-1' },
      body: {
        uuid: cart.body.cart.uuid,
        contact: { email: 'prepay@example.com', name: 'Aroha\u202E Ngata', phone: '0215550101' },
        address: { lines: ['1 Queen\u0000 Street'], suburb: 'Auckland\u2067 Central', city: 'Auckland', postcode: '1010' },
        notes: 'Leave at the door\u202E\r\nring twice',
        paymentMethodType: 'cards',
      },
    });
    expect(r.status).toBe(200);
    const sent = JSON.stringify((await upstream()).map((q) => q.body));
    expect(sent).toContain('1 Queen Street');
    expect(sent).toContain('Auckland Central');
    expect(sent).toContain('Leave at the door ring twice');
    expect(sent).not.toMatch(/\\u0000|\\u202e|\\u2067|\\r|\\n/i);
  });
});
