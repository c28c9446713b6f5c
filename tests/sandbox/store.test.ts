import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClock } from '@/sandbox/clock';
import { verifyJwt, signJwt } from '@/sandbox/jwt';
import { TEST_MODE_N, hashPassword, verifyPassword } from '@/sandbox/passwords';
import { redact } from '@/sandbox/request-log';
import { createSandbox } from '@/sandbox/server';
import { Store, DEMO_PASSWORD } from '@/sandbox/store';
import { MIGRATIONS } from '@/sandbox/store/schema';
import { call, DEFAULT_NOW, signIn, start } from './helpers';

const count = (store: Store, table: string): number =>
  (store.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('the store', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-store-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('seeding twice adds nothing, and a file database keeps its data across restarts', async () => {
    const file = join(dir, 'nested', 'sandbox.db');
    const first = await start({ db: file });
    const users = count(first.sandbox.store, 'auth_users');
    const products = count(first.sandbox.store, 'mobile_products');
    expect(users).toBe(16);
    await first.sandbox.store.seed();
    expect(count(first.sandbox.store, 'mobile_products')).toBe(products);
    const auth = await signIn(first.url, 'prepay@example.com');
    await call(first.url, 'PUT', `/v2/69/customer/${auth.Roles[0]?.CustomerUUID}`, {
      jwt: auth.JWT,
      body: { FirstName: 'Persisted', LastName: 'Ngata', Email: 'prepay@example.com' },
    });
    expect(first.sandbox.store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    await first.sandbox.close();

    const second = await start({ db: file });
    try {
      expect(count(second.sandbox.store, 'auth_users')).toBe(users);
      // The secret was kept beside the database, so the earlier sign-in still works.
      const res = await call<{ FirstName: string }>(second.url, 'GET', `/v2/69/customer/${auth.Roles[0]?.CustomerUUID}`, { jwt: auth.JWT });
      expect(res.body.FirstName).toBe('Persisted');
      const version = second.sandbox.store.db.prepare('SELECT version FROM schema_version').get() as { version: number };
      expect(version.version).toBe(MIGRATIONS.length);
      expect(existsSync(join(dir, 'nested', 'sandbox-jwt-secret'))).toBe(true);
    } finally {
      await second.sandbox.close();
    }
  });

  test("a test-mode store: the demo password's cheaper cost, each account's hash made once per process and reused by a reset", async () => {
    const store = new Store(':memory:', createClock(Date.now, DEFAULT_NOW), { testMode: true });
    try {
      await store.seed();
      const hashes = () => store.db.prepare('SELECT login, password_hash AS h FROM auth_users ORDER BY login').all() as { login: string; h: string }[];
      const first = hashes();
      expect(first.every((r) => r.h.startsWith(`scrypt$${TEST_MODE_N}$8$1$`))).toBe(true);
      expect(new Set(first.map((r) => r.h)).size).toBe(first.length);
      await store.reset();
      expect(hashes()).toEqual(first);
      expect(await verifyPassword(DEMO_PASSWORD, first[0]?.h ?? '')).toBe(true);
    } finally {
      store.close();
    }
  });

  test('passwords are salted scrypt hashes, never the password', async () => {
    const store = new Store(':memory:', createClock(Date.now, DEFAULT_NOW));
    try {
      await store.seed();
      const rows = store.db.prepare('SELECT password_hash FROM auth_users').all() as { password_hash: string }[];
      expect(rows.every((r) => /^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/.test(r.password_hash))).toBe(true);
      expect(new Set(rows.map((r) => r.password_hash)).size).toBe(rows.length);
      expect(JSON.stringify(rows)).not.toContain(DEMO_PASSWORD);
      expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      store.close();
    }
  });

  test('createSandbox refuses NODE_ENV=production unless allowed', async () => {
    const env = process.env as Record<string, string | undefined>;
    const saved = { node: env.NODE_ENV, allow: env.SANDBOX_ALLOW_PRODUCTION };
    try {
      env.NODE_ENV = 'production';
      delete env.SANDBOX_ALLOW_PRODUCTION;
      expect(() => createSandbox()).toThrow(/refusing to start/);
      env.SANDBOX_ALLOW_PRODUCTION = '1';
      await createSandbox().close();
    } finally {
      env.NODE_ENV = saved.node;
      env.SANDBOX_ALLOW_PRODUCTION = saved.allow;
      if (saved.allow === undefined) delete env.SANDBOX_ALLOW_PRODUCTION;
    }
  });

  test('a customer account number must start with 5', () => {
    const store = new Store(':memory:', createClock(Date.now, DEFAULT_NOW));
    try {
      const insert = () =>
        store.db
          .prepare("INSERT INTO customers (uuid, spid, first_name, last_name, email, external_ref5, created_at) VALUES ('x', 69, 'a', 'b', 'c', '4000', 0)")
          .run();
      expect(insert).toThrow(/CHECK/);
    } finally {
      store.close();
    }
  });
});

describe('building blocks', () => {
  test('password hashing verifies only the right password', async () => {
    const hash = await hashPassword('Kia-Ora-2026');
    await expect(verifyPassword('Kia-Ora-2026', hash)).resolves.toBe(true);
    await expect(verifyPassword('kia-ora-2026', hash)).resolves.toBe(false);
    await expect(verifyPassword('Kia-Ora-2026', 'plain')).resolves.toBe(false);
  });

  test('a JWT verifies with its secret only, and expires', () => {
    const jwt = signJwt({ sub: 'u', aid: 'a@example.com', cus: ['c'], iat: 100, exp: 200 }, 's1');
    expect(verifyJwt(jwt, 's1', 150)).toEqual({ ok: true, claims: { sub: 'u', aid: 'a@example.com', cus: ['c'], iat: 100, exp: 200 } });
    expect(verifyJwt(jwt, 's2', 150)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyJwt(jwt, 's1', 200)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyJwt(jwt, 's1', 999, { ignoreExpiry: true }).ok).toBe(true);
  });

  test('the clock scales without jumping back', () => {
    let real = 1_000_000;
    const clock = createClock(() => real);
    real += 1000;
    expect(clock.now()).toBe(1_001_000);
    clock.setScale(10);
    real += 1000;
    expect(clock.now()).toBe(1_011_000);
    clock.advance(500);
    clock.setScale(1);
    expect(clock.now()).toBe(1_011_500);
    expect(clock.nowNanos()).toBe(1_011_500 * 1e6);
    clock.reset();
    expect(clock.now()).toBe(real);
  });

  test('redact masks secret fields at any depth and leaves the rest', () => {
    expect(redact({ AuthID: 'a', AuthCode: 'b', List: [{ Password: 'c', Keep: 1 }], Token: 'd' })).toEqual({
      AuthID: 'a',
      AuthCode: '***',
      List: [{ Password: '***', Keep: 1 }],
      Token: '***',
    });
  });
});
