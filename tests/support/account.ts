import type { Sandbox } from '@/sandbox/server';
import { control, resetAll, startSandbox } from './bff';
import { sessionOf } from './eshop';

/** The account-area integration suites' common parts (issue 11): one sandbox per file, fresh customers, the upstream's log, time travel. */

export type Who = { cookie: string; uuid: string; email: string };
export type Logged = { method: string; path: string; body: unknown; query: Record<string, string>; status?: number };

/** Starts the file's sandbox (reset to the seed) and closes it after the file; `url` is set once it runs. */
export function sandboxPerFile(): { url: string } {
  const ref = { url: '' };
  let sandbox: Sandbox;
  beforeAll(async () => {
    ({ sandbox, url: ref.url } = await startSandbox());
    await resetAll(ref.url);
  });
  afterAll(() => sandbox.close());
  return ref;
}

/** A customer of the test's own, copied from a demo state; signed in unless `signIn: false` (sign in after a time jump). */
export async function freshCustomer(url: string, state = 'prepay', opts: { signIn?: boolean } = {}): Promise<Who> {
  const { email, customerUuids } = await control<{ email: string; customerUuids: string[] }>(url, 'POST', '/customers', { state });
  return { cookie: opts.signIn === false ? '' : await sessionOf(email), uuid: customerUuids[0]!, email };
}

/** What the upstream received on paths matching the regex, since the log was last cleared. */
export async function upstreamRequests(url: string, path: string): Promise<Logged[]> {
  return (await control<{ requests: Logged[] }>(url, 'GET', `/requests?path=${encodeURIComponent(path)}`)).requests;
}

/**
 * Moves the sandbox's clock and the app's own forward by `days` (the app reads Date, the sandbox
 * its own clock); undo with `jest.useRealTimers()` and a sandbox reset. Sign in after the jump:
 * a session sealed before it would look too old.
 */
export async function travelDays(url: string, days: number): Promise<void> {
  const ms = days * 24 * 60 * 60 * 1000;
  await control(url, 'POST', '/clock', { advanceMs: ms });
  jest.useFakeTimers({
    now: Date.now() + ms,
    advanceTimers: true,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}

/** A prepay customer 40 days on: the Mastercard that expired at the end of the month it was made in; signed in after the jump. */
export async function withExpiredMastercard(url: string): Promise<Who> {
  const who = await freshCustomer(url, 'prepay', { signIn: false });
  await travelDays(url, 40);
  return { ...who, cookie: await sessionOf(who.email) };
}

export async function undoTravel(url: string): Promise<void> {
  jest.useRealTimers();
  await resetAll(url); // the sandbox's clock back to now (and its data to the seed)
}
