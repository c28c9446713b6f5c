import { NextRequest } from 'next/server';
import type { Sandbox } from '@/sandbox/server';
import { APP, control, resetAll, startSandbox } from '../support/bff';
import { sessionOf } from '../support/eshop';
import { apiRoutes, methodsOf, MUTATING_METHODS, routePath, type ApiRoute, type HttpMethod } from '../support/routes';

/**
 * Issue 10, finding 10: "a bad Origin for every mutating route (one table-driven test that
 * enumerates `app/api/**\/route.ts`, so a new route cannot skip it)". Every POST, PUT, PATCH
 * and DELETE a route exports, called by a signed-in demo customer (so a refusal is not just
 * "sign in first") from another origin, or with no Origin at all, is refused, and the upstream
 * receives nothing.
 */

let sandbox: Sandbox;
let url: string;
let cookie: string;
beforeAll(async () => {
  ({ sandbox, url } = await startSandbox());
  await resetAll(url);
  cookie = await sessionOf('prepay@example.com');
});
afterAll(() => sandbox.close());

type Logged = { requests: Array<{ method: string; path: string }> };

/** A body each route would otherwise act on: the refusal must come before it is read. */
const BODY = JSON.stringify({ login: 'prepay@example.com', password: 'Demo-Pass-2026', uuid: '00000000-0000-4000-8000-000000000003', firstName: 'Ana', lastName: 'Smith', code: '123456' });

/** next-auth's social routes answer a browser form, not JSON: they refuse by sending the browser back to sign-in with a reason. */
const SOCIAL = '/api/social/[...nextauth]';
const SOCIAL_ACTIONS = [['start', 'google'], ['callback', 'google']];

async function mutatingCalls(): Promise<Array<[string, ApiRoute, HttpMethod, string[] | undefined]>> {
  const out: Array<[string, ApiRoute, HttpMethod, string[] | undefined]> = [];
  for (const route of apiRoutes()) {
    const methods = methodsOf(await route.load()).filter((m) => MUTATING_METHODS.includes(m));
    for (const method of methods) {
      if (route.pattern === SOCIAL) for (const a of SOCIAL_ACTIONS) out.push([`${method} /api/social/${a.join('/')}`, route, method, a]);
      else out.push([`${method} ${route.pattern}`, route, method, undefined]);
    }
  }
  return out;
}

function request(route: ApiRoute, method: HttpMethod, origin: string | null, social?: string[]): { req: NextRequest; params: Record<string, string | string[]> } {
  const { path, params } = routePath(route, social ? { nextauth: social } : {});
  const headers = new Headers({ host: 'localhost:3000', cookie, 'content-type': 'application/json', 'idempotency-key': 'origin-test' });
  if (origin) headers.set('origin', origin);
  return { req: new NextRequest(`${APP}${path}`, { method, headers, body: BODY }), params };
}

describe('every mutating route refuses a foreign or missing Origin (issue 10, finding 10)', () => {
  test('the enumeration finds the mutating routes, the social ones included', async () => {
    const names = (await mutatingCalls()).map(([name]) => name);
    expect(names.length).toBeGreaterThanOrEqual(30);
    expect(names).toEqual(expect.arrayContaining(['POST /api/eshop/checkout', 'PUT /api/account/name', 'DELETE /api/eshop/cart/items/[line]', 'POST /api/social/start/google', 'POST /api/auth/sign-out',
      'PUT /api/customer/sim/settings', 'PUT /api/customer/sim/roaming', 'POST /api/customer/sim/disable', 'POST /api/customer/sim/enable', 'POST /api/customer/sim/swap',
      'POST /api/customer/sim/number', 'PUT /api/customer/sim/security', 'POST /api/customer/sim/security/numbers', 'DELETE /api/customer/sim/security/numbers/[number]']));
  });

  test.each([
    ['Origin: http://evil.example', 'http://evil.example'],
    ['no Origin', null],
  ])('%s', async (_label, origin) => {
    const wrong: string[] = [];
    for (const [name, route, method, social] of await mutatingCalls()) {
      await control(url, 'DELETE', '/requests');
      const { req, params } = request(route, method, origin, social);
      const handler = (await route.load())[method]!;
      const res = await handler(req, { params: Promise.resolve(params) });
      const upstream = (await control<Logged>(url, 'GET', '/requests')).requests
        .map((r) => `${r.method} ${r.path}`)
        // The callback is posted cross-site by design (Apple's form_post), so it has no Origin to
        // check: next-auth refuses it for its missing state, after reading the provider's public
        // discovery document. No token exchange and no upstream API call may follow.
        .filter((r) => !(social?.[0] === 'callback' && /^GET \/oauth\/\w+\/\.well-known\/openid-configuration$/.test(r)));
      let refusal: string;
      if (social) {
        const to = new URL(res.headers.get('location') ?? '', APP);
        refusal = `${res.status} ${to.pathname}?social=${to.searchParams.get('social') ?? ''}`;
        if (res.status !== 303 || to.pathname !== '/sign-in' || !to.searchParams.get('social')) wrong.push(`${name}: ${refusal}`);
      } else {
        const body = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
        refusal = `${res.status} ${body.error?.code ?? ''}`;
        if (refusal !== '403 bad_origin') wrong.push(`${name}: ${refusal}`);
      }
      if (upstream.length > 0) wrong.push(`${name}: the upstream received ${upstream.join(', ')}`);
      // the session survives the refusal: nothing was signed out or renewed
      if (res.headers.getSetCookie().some((c) => c.startsWith('portal_session=') || c.startsWith('__Host-portal_session='))) wrong.push(`${name}: set the session cookie`);
    }
    expect(wrong).toEqual([]);
  });
});
