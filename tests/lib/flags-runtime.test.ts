import { forgetRemoteConfig, getFlags, readFlagsNow } from '@/lib/config/calls';
import { FlagsWatch, parseEnv, remoteConfigIntervalMs, resolveFlags, REMOTE_CONFIG_INTERVAL_MS, type Flags } from '@/lib/flags';
import type { Sandbox } from '@/sandbox/server';
import { APP, control, resetAll, startSandbox } from '../support/bff';

/*
 * Flags at run time (issue 28 item 2, docs/adr/012-flags-at-run-time.md): a changed remote config
 * is in force within the remote-config interval, and the pages follow the flags this process
 * reads from its first read on, never the build's.
 */

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => {
  await resetAll(url);
  forgetRemoteConfig();
});
afterEach(() => jest.restoreAllMocks());

const setRemote = (Parameters: Record<string, string | null>) => control<{ Parameters: Record<string, string> }>(url, 'PUT', '/remote-config', { Parameters });

/** Date.now moved on by `ms` from here (the remote config's age is measured with it). */
function later(ms: number): void {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + ms);
}

describe('the remote-config interval', () => {
  test("60 s as the spec says; REMOTE_CONFIG_INTERVAL_MS only lowers it, from 1 s", () => {
    expect(remoteConfigIntervalMs({})).toBe(60_000);
    expect(REMOTE_CONFIG_INTERVAL_MS).toBe(60_000);
    expect(remoteConfigIntervalMs({ REMOTE_CONFIG_INTERVAL_MS: '2000' })).toBe(2000);
    expect(remoteConfigIntervalMs({ REMOTE_CONFIG_INTERVAL_MS: '120000' })).toBe(60_000);
    expect(remoteConfigIntervalMs({ REMOTE_CONFIG_INTERVAL_MS: '10' })).toBe(60_000);
    expect(remoteConfigIntervalMs({ REMOTE_CONFIG_INTERVAL_MS: 'soon' })).toBe(60_000);
    // Start-up names a value it will not use.
    const env = { NODE_ENV: 'test' as const };
    expect(parseEnv({ ...env, REMOTE_CONFIG_INTERVAL_MS: '2000' }).REMOTE_CONFIG_INTERVAL_MS).toBe(2000);
    expect(() => parseEnv({ ...env, REMOTE_CONFIG_INTERVAL_MS: '500' })).toThrow(/REMOTE_CONFIG_INTERVAL_MS/);
    expect(() => parseEnv({ ...env, REMOTE_CONFIG_INTERVAL_MS: '90000' })).toThrow(/REMOTE_CONFIG_INTERVAL_MS/);
  });
});

describe('getFlags — the remote config in force within the interval', () => {
  test('a changed remote config is in force once the interval has passed, not later', async () => {
    expect((await getFlags()).ufbModule).toBe(false);
    await setRemote({ ufb_module: 'true', dashboard_widgets: 'Data,Voice' });
    // Still inside the interval of the last read: the read stands (one read per interval).
    later(REMOTE_CONFIG_INTERVAL_MS - 1000);
    expect((await getFlags()).ufbModule).toBe(false);
    jest.restoreAllMocks();
    later(REMOTE_CONFIG_INTERVAL_MS);
    const flags = await getFlags();
    expect(flags.ufbModule).toBe(true);
    expect(flags.dashboardWidgets).toBe('Data,Voice');
  });

  test('a key removed from the remote config goes back to its shipped value', async () => {
    await setRemote({ ufb_module: 'true' });
    expect((await getFlags()).ufbModule).toBe(true);
    await setRemote({ ufb_module: null });
    later(REMOTE_CONFIG_INTERVAL_MS);
    expect((await getFlags()).ufbModule).toBe(false);
  });

  test('when the service fails, the last answer stands; before any answer, the shipped values', async () => {
    await setRemote({ ufb_module: 'true' });
    expect((await getFlags()).ufbModule).toBe(true);
    await control(url, 'POST', '/faults', { path: '^/remote-config$', kind: 'status', status: 503, times: 2 });
    later(REMOTE_CONFIG_INTERVAL_MS);
    expect((await getFlags()).ufbModule).toBe(true);
    expect(await readFlagsNow()).toBeUndefined();
    forgetRemoteConfig();
    await control(url, 'POST', '/faults', { path: '^/remote-config$', kind: 'status', status: 503, times: 1 });
    expect((await getFlags()).ufbModule).toBe(false);
  });
});

describe('FlagsWatch — the pages follow the flags of this process', () => {
  function watchOf(read: () => Promise<Flags | undefined>) {
    const follows: Array<{ reason: string; ufb: boolean }> = [];
    let refuse = false;
    const watch = new FlagsWatch({
      read,
      unanswered: () => resolveFlags({}),
      follow: async (reason, flags) => {
        if (refuse) throw new Error('the server did not answer');
        follows.push({ reason, ufb: flags.ufbModule });
      },
      intervalMs: 1000,
    });
    return { watch, follows, refuse: (v: boolean) => void (refuse = v) };
  }

  test("the first read is always followed, even when it equals the shipped table: the build's pages never stay", async () => {
    const { watch, follows } = watchOf(readFlagsNow);
    expect(watch.inForce).toBe(false);
    expect(await watch.check()).toBe('start');
    expect(follows).toEqual([{ reason: 'start', ufb: false }]);
    expect(watch.inForce).toBe(true);
    expect(await watch.ready(10)).toBe(true);
    // Nothing changed: nothing to follow.
    expect(await watch.check()).toBe('same');
    expect(follows).toHaveLength(1);
  });

  test('a remote-config change is followed on the next round (one interval), a change back too', async () => {
    const { watch, follows } = watchOf(readFlagsNow);
    await watch.check();
    await setRemote({ ufb_module: 'true' });
    expect(await watch.check()).toBe('changed');
    await setRemote({ ufb_module: 'false' });
    expect(await watch.check()).toBe('changed');
    expect(follows).toEqual([{ reason: 'start', ufb: false }, { reason: 'changed', ufb: true }, { reason: 'changed', ufb: false }]);
  });

  test('the pages follow what getFlags then gives them: the same read', async () => {
    const { watch } = watchOf(readFlagsNow);
    await watch.check();
    await setRemote({ ufb_module: 'true' });
    await watch.check();
    // Right after the watch's read, before any interval passed: a page renders the new flags.
    expect((await getFlags()).ufbModule).toBe(true);
  });

  test('a service that does not answer at start: the shipped flags are followed; its first answer later is a change', async () => {
    await setRemote({ ufb_module: 'true' });
    await control(url, 'POST', '/faults', { path: '^/remote-config$', kind: 'status', status: 503, times: 1 });
    const { watch, follows } = watchOf(readFlagsNow);
    expect(await watch.check()).toBe('start');
    expect(await watch.check()).toBe('changed');
    expect(follows).toEqual([{ reason: 'start', ufb: false }, { reason: 'changed', ufb: true }]);
    // Once something is followed, a service that fails changes nothing.
    await control(url, 'POST', '/faults', { path: '^/remote-config$', kind: 'status', status: 503, times: 1 });
    expect(await watch.check()).toBe('unread');
    expect(follows).toHaveLength(2);
  });

  test('a follow that failed (the server not listening yet) is tried again on the next round', async () => {
    const { watch, follows, refuse } = watchOf(readFlagsNow);
    refuse(true);
    expect(await watch.check()).toBe('failed');
    expect(await watch.ready(10)).toBe(false);
    refuse(false);
    expect(await watch.check()).toBe('start');
    expect(follows).toEqual([{ reason: 'start', ufb: false }]);
  });

  test('start() keeps following on its own every interval', async () => {
    let ufb = false;
    const follows: boolean[] = [];
    const watch = new FlagsWatch({
      read: async () => ({ ...resolveFlags({}), ufbModule: ufb }),
      follow: async (_reason, flags) => void follows.push(flags.ufbModule),
      intervalMs: 1000,
    });
    jest.useFakeTimers();
    try {
      watch.start();
      await jest.advanceTimersByTimeAsync(0);
      expect(follows).toEqual([false]);
      ufb = true;
      await jest.advanceTimersByTimeAsync(999);
      expect(follows).toEqual([false]);
      await jest.advanceTimersByTimeAsync(1);
      expect(follows).toEqual([false, true]);
    } finally {
      watch.stop();
      jest.useRealTimers();
    }
  });
});

describe('POST /api/flags/follow — only this process’s own watch', () => {
  test('another origin is refused as on every mutating route; ours without the key finds no route (404)', async () => {
    const { POST } = await import('@/app/api/flags/follow/route');
    const { NextRequest } = await import('next/server');
    const post = (headers: Record<string, string>) => POST(new NextRequest(`${APP}/api/flags/follow`, { method: 'POST', headers }));
    expect((await post({ 'x-portal-flags-key': 'guess' })).status).toBe(403);
    expect((await post({ origin: 'http://evil.example', 'x-portal-flags-key': 'guess' })).status).toBe(403);
    for (const key of [undefined, 'guess', '']) {
      const res = await post({ origin: APP, ...(key === undefined ? {} : { 'x-portal-flags-key': key }) });
      expect([key, res.status]).toEqual([key, 404]);
    }
  });
});

describe('PUT /__control/remote-config — the sandbox’s remote config, changed by a test', () => {
  test('sets the keys given, removes those set to null, keeps the rest; refuses what is not a string', async () => {
    const after = await setRemote({ ufb_module: 'true', hotspot: 'true', carryover: null });
    expect(after.Parameters).toMatchObject({ ufb_module: 'true', hotspot: 'true', hide_prepay_topup: 'true' });
    expect(after.Parameters).not.toHaveProperty('carryover');
    const res = await fetch(`${url}/__control/remote-config`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Parameters: { ufb_module: true } }) });
    expect(res.status).toBe(400);
    // POST /__control/reset puts the demo's back.
    await resetAll(url);
    expect((await control<{ Parameters: Record<string, string> }>(url, 'GET', '/remote-config')).Parameters).toMatchObject({ ufb_module: 'false', carryover: 'false' });
  });
});
