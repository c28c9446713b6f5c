import { loadExtras } from '@/app/[locale]/profile/(area)/personal-data/_lib/load-extras';
import { ApiError } from '@/lib/errors/api-error';
import { createContext } from '@/lib/upstream/context';
import type { Sandbox } from '@/sandbox/server';
import { control, resetAll, startSandbox, upstreamSignIn } from '../support/bff';

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(() => resetAll(url));

async function context() {
  const auth = (await upstreamSignIn(url, 'prepay@example.com')) as Awaited<ReturnType<typeof upstreamSignIn>> & { JWTExpiry: number; UUID: string };
  const customerUuid = auth.Roles[0]?.CustomerUUID ?? '';
  return { ctx: createContext({ jwt: auth.JWT, jwtExpiry: auth.JWTExpiry, userUuid: auth.UUID, customerUuids: [customerUuid], customerUuid }, 'test-request'), customerUuid };
}

/**
 * Issue 10, finding 9: "profile/personal-data/page.tsx ... swallow[s] every error (auth failures
 * included): only the expected absence becomes null; anything else goes to the error boundary or
 * the session end."
 */
describe('personal-data: notification preferences and rewards card', () => {
  test('both read: the preferences, and no rewards card as the expected absence (null)', async () => {
    const { ctx, customerUuid } = await context();
    const extras = await loadExtras(ctx, customerUuid);
    expect(extras.notifications).toEqual({ billing: { email: expect.any(Boolean), sms: expect.any(Boolean) }, usage: expect.any(Object), offers: expect.any(Object) });
    expect(extras.rewardsCardUuid).toBeNull();
  });

  test('the upstream has none (404): null, the page still renders', async () => {
    const { ctx, customerUuid } = await context();
    await control(url, 'POST', '/faults', { path: 'notification_preferences$', kind: 'status', status: 404 });
    await expect(loadExtras(ctx, customerUuid)).resolves.toEqual({ notifications: null, rewardsCardUuid: null });
  });

  test.each([
    ['a 5xx', { kind: 'status', status: 502 }, 'upstream_error'],
    ['a refusal (403)', { kind: 'status', status: 403 }, 'upstream_error'],
    ['a malformed body', { kind: 'malformed' }, 'upstream_bad_response'],
  ])('any other failure (%s) is thrown to the error boundary, not shown as "none"', async (_, fault, code) => {
    const { ctx, customerUuid } = await context();
    await control(url, 'POST', '/faults', { path: 'rewards_card$', ...fault });
    const loading = loadExtras(ctx, customerUuid);
    await expect(loading).rejects.toBeInstanceOf(ApiError);
    await expect(loading).rejects.toMatchObject({ code });
  });

  test('the session refused (401): the session end, with the way back to personal-data', async () => {
    const { ctx, customerUuid } = await context();
    await control(url, 'POST', '/faults', { path: 'notification_preferences$', kind: 'status', status: 401 });
    await expect(loadExtras(ctx, customerUuid)).rejects.toMatchObject({
      digest: expect.stringContaining(`/sign-in?expired=1&redirect=${encodeURIComponent('/profile/personal-data')}`),
    });
    expect(ctx.ended).toBe(true);
  });
});
