import { NextRequest } from 'next/server';
import { sealSession, sessionCookieName } from '@/lib/session/cookie';
import { proxy } from '@/proxy';

/**
 * Issue 11: "A row whose screen is not built yet is not shown and its path is not-found";
 * proxy.ts reads the profile map (lib/profile) for every /profile path, signed in.
 */
const APP = 'http://localhost:3000';
// No remote config answers here (nothing listens on port 9): the shipped flags stand.
process.env.UPSTREAM_ACCOUNTS_URL = 'http://127.0.0.1:9';

async function signedInRequest(path: string): Promise<NextRequest> {
  const sealed = await sealSession({ jwt: 'test-jwt', jwtExpiry: Date.now() + 3_600_000, customerUuids: ['c-1'], customerUuid: 'c-1' } as never);
  return new NextRequest(`${APP}${path}`, { headers: { cookie: `${sessionCookieName()}=${sealed}` } });
}

describe('proxy.ts and the profile map', () => {
  it.each(['/profile', '/profile/personal-data', '/profile/payment-methods', '/profile/payments-history', '/profile/shipping-details', '/profile/my-orders/ORD-1', '/profile/balance/payment-methods/add', '/profile/receipts', '/profile/account/receipts/RCT-000001', '/profile/billing', '/profile/usage', '/profile/mobile/usage/details', '/profile/sim-card-actions', '/profile/sim-card-actions/sim-swap', '/profile/sim-card-actions/number-porting', '/profile/bonuses', '/profile/bonuses/7f1c2a9e-1b2c-4d3e-8f4a-5b6c7d8e9f00', '/profile/power', '/profile/offers/your-offers', '/profile/offers/all-offers'])(
    'a built screen %s renders',
    async (path) => {
      const res = await proxy(await signedInRequest(path));
      expect(res.status).toBe(200);
      expect(res.headers.get('x-middleware-rewrite')).toBe(`${APP}/en${path}`);
    },
  );

  it.each(['/profile/broadband/security', '/profile/top-up', '/profile/invoices', '/profile/sim-card-actions/disable-sim', '/profile/nothing-here', '/profile/account/invoices/INV-1'])(
    'a screen not built, flag-gated off, or of no row (%s) is not-found',
    async (path) => {
      const res = await proxy(await signedInRequest(path));
      expect(res.status).toBe(404);
      expect(res.headers.get('x-middleware-rewrite')).toBe(`${APP}/en/not-found-page`);
    },
  );

  it('"offers (your-offers, all-offers)": /profile/offers opens your-offers (issue 18)', async () => {
    const res = await proxy(await signedInRequest('/profile/offers'));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(`${APP}/profile/offers/your-offers`);
  });

  it('"my-orders (goes to order history)": /profile/order-history goes to the order list, keeping the query', async () => {
    const res = await proxy(await signedInRequest('/profile/order-history?x=1'));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(`${APP}/profile/my-orders?x=1`);
  });

  it('"dashboard (alias mobile-app-dashboard)": both go to the profile home, the dashboard (issue 13), keeping the query', async () => {
    for (const path of ['/profile/dashboard', '/profile/mobile-app-dashboard']) {
      const res = await proxy(await signedInRequest(`${path}?x=1`));
      expect([path, res.status, res.headers.get('location')]).toEqual([path, 307, `${APP}/profile?x=1`]);
    }
  });

  it('signed out, a profile path still goes to sign-in first', async () => {
    const res = await proxy(new NextRequest(`${APP}/profile/usage`));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(`${APP}/sign-in?redirect=%2Fprofile%2Fusage`);
  });
});
