/**
 * `npm run start:cluster` (docs/scaling.md §3): Redis, one sandbox upstream, N `next start`
 * instances of the one build (the same SESSION_SECRET and NEXT_SERVER_ACTIONS_ENCRYPTION_KEY,
 * REDIS_URL for the shared store), HAProxy in front (round-robin, active health checks) and
 * Prometheus scraping every instance's /api/metrics with the alert rules of
 * ops/prometheus-rules.yml (docs/operations.md §1).
 *
 *   CLUSTER_PORT (3000: the balancer; instances on the next ports), CLUSTER_INSTANCES (2),
 *   CLUSTER_SANDBOX_PORT (4010), CLUSTER_REDIS_PORT (6379), SANDBOX_TEST_MODE=1 (control API),
 *   CLUSTER_PROMETHEUS_PORT (9090; 0: no Prometheus), CLUSTER_SCRAPE_INTERVAL (15s).
 *
 * Installs redis-server, haproxy and prometheus first when missing (scripts/setup-cluster.sh)
 * and builds when there is no build. The tests and the bench use `startCluster` from here.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

export type ClusterOptions = {
  port: number;
  instances: number;
  sandboxPort: number;
  redisPort: number;
  /** The sandbox's control API (tests). */
  sandboxTestMode?: boolean;
  /** Print the children's output (the CLI); tests keep it in a buffer instead. */
  verbose?: boolean;
  /** Extra environment for the instances. */
  env?: NodeJS.ProcessEnv;
  /** Without Redis: each instance keeps its own state (the bench's baseline). */
  noRedis?: boolean;
  /** Prometheus's port (its UI and query API); without it, no Prometheus. */
  prometheusPort?: number;
  /** How often Prometheus scrapes and evaluates the rules ('15s'; the tests' '1s'). */
  scrapeInterval?: string;
};

export type Cluster = {
  url: string;
  instanceUrls: string[];
  sandboxUrl: string;
  redisUrl: string;
  /** Prometheus's base URL, when it runs. */
  prometheusUrl?: string;
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  stopInstance(i: number): Promise<void>;
  startInstance(i: number): Promise<void>;
  /** What the children printed last (for a failing test's message). */
  logs(): string;
  stop(): Promise<void>;
};

/** The cluster's secrets: from the environment, else generated once into .data/ (as npm start does). */
function secret(envName: string, file: string, make: () => string): string {
  const fromEnv = process.env[envName]?.trim();
  if (fromEnv) return fromEnv;
  const p = path.join(root, '.data', file);
  if (!existsSync(p)) {
    mkdirSync(path.dirname(p), { recursive: true });
    writeFileSync(p, make(), { mode: 0o600 });
  }
  return readFileSync(p, 'utf8').trim();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class Fatal extends Error {}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await check().catch((err: unknown) => {
      if (err instanceof Fatal) throw err;
      return false;
    });
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`cluster: ${what} did not come up within ${timeoutMs / 1000} s`);
}

function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 5000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export function ensureTools(): void {
  const r = spawnSync('bash', [path.join(root, 'scripts', 'setup-cluster.sh')], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('cluster: redis-server, haproxy and prometheus are needed (scripts/setup-cluster.sh failed)');
}

export function ensureBuild(): void {
  if (existsSync(path.join(root, '.next', 'BUILD_ID'))) return;
  console.log('building the app (next build)…');
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.REDIS_URL; // the build never needs Redis
  const r = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) throw new Error('cluster: next build failed');
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const host = '127.0.0.1';
  const url = `http://${host}:${opts.port}`;
  const ports = Array.from({ length: opts.instances }, (_, i) => opts.port + 1 + i);
  const instanceUrls = ports.map((p) => `http://${host}:${p}`);
  const redisUrl = `redis://${host}:${opts.redisPort}`;
  const dir = path.join(root, '.data', `cluster-${opts.port}`);
  mkdirSync(dir, { recursive: true });
  const tail: string[] = [];
  const keep = (name: string) => (chunk: Buffer) => {
    const text = chunk.toString();
    if (opts.verbose) process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `));
    tail.push(...text.split('\n').filter(Boolean).map((l) => `[${name}] ${l}`));
    if (tail.length > 400) tail.splice(0, tail.length - 400);
  };
  const children: { redis?: ChildProcess; haproxy?: ChildProcess; prometheus?: ChildProcess; apps: (ChildProcess | undefined)[] } = { apps: [] };

  // Redis: an append-only file (fsync every second) so that a restarted Redis still knows the
  // revoked sessions; each cluster starts from an empty one.
  rmSync(path.join(dir, 'appendonlydir'), { recursive: true, force: true });
  const startRedis = async (): Promise<void> => {
    if (opts.noRedis) return;
    const args = ['--port', String(opts.redisPort), '--bind', host, '--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec', '--loglevel', 'warning', '--dir', dir];
    const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', keep('redis'));
    child.stderr?.on('data', keep('redis'));
    children.redis = child;
    await waitFor('redis', async () => {
      // a Redis already on that port is not ours: ours exits, and it is an error
      if (child.exitCode !== null) throw new Fatal(`cluster: redis-server exited (is port ${opts.redisPort} taken?)`);
      const { createClient } = await import('redis');
      const c = createClient({ url: redisUrl, socket: { connectTimeout: 300, reconnectStrategy: false } });
      c.on('error', () => undefined);
      try {
        await c.connect();
        // ours, not another Redis already on the port (ours then exits: the check above)
        return (await c.info('server')).includes(`process_id:${child.pid}\r`);
      } finally {
        await c.close().catch(() => c.destroy());
      }
    }, 10_000);
  };

  // The sandbox upstream, in this process (as npm start runs it).
  process.env.SANDBOX_ALLOW_PRODUCTION = '1';
  const { createSandbox } = await import('../sandbox/server');
  const db = opts.sandboxTestMode ? ':memory:' : path.join(root, '.data', 'sandbox.db');
  const sandbox = createSandbox({ db, testMode: Boolean(opts.sandboxTestMode) });
  const { url: sandboxUrl } = await sandbox.listen(opts.sandboxPort, host);

  const sessionSecret = secret('SESSION_SECRET', 'session-secret', () => randomBytes(32).toString('base64url'));
  const actionsKey = secret('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', 'server-actions-key', () => randomBytes(32).toString('base64'));

  // Prometheus: scrapes each instance directly (one series per instance), on loopback (the
  // metrics route's rule without METRICS_TOKEN) or with the instances' METRICS_TOKEN; a fresh
  // store per cluster. Checked with promtool first, like HAProxy's config.
  const prometheusUrl = opts.prometheusPort ? `http://${host}:${opts.prometheusPort}` : undefined;
  const startPrometheus = async (port: number): Promise<ChildProcess> => {
    const store = path.join(dir, 'prometheus');
    rmSync(store, { recursive: true, force: true });
    mkdirSync(store, { recursive: true });
    const token = (opts.env?.METRICS_TOKEN ?? process.env.METRICS_TOKEN)?.trim();
    let auth = '';
    if (token) {
      const file = path.join(dir, 'metrics-token');
      writeFileSync(file, token, { mode: 0o600 });
      auth = `    authorization:\n      type: Bearer\n      credentials_file: ${file}`;
    }
    const targets = ports.map((p, i) => `      - targets: ['${host}:${p}']\n        labels:\n          app: app${i + 1}`).join('\n');
    const cfg = path.join(dir, 'prometheus.yml');
    const template = readFileSync(path.join(root, 'ops', 'prometheus.yml.template'), 'utf8');
    writeFileSync(cfg, template.replaceAll('{{SCRAPE_INTERVAL}}', opts.scrapeInterval ?? '15s').replace('{{RULES}}', path.join(root, 'ops', 'prometheus-rules.yml')).replace('{{AUTH}}', auth).replace('{{TARGETS}}', targets));
    const check = spawnSync('promtool', ['check', 'config', cfg], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`cluster: prometheus config: ${check.stderr || check.stdout}`);
    const args = [`--config.file=${cfg}`, `--storage.tsdb.path=${store}`, `--web.listen-address=${host}:${port}`, '--storage.tsdb.retention.time=2d', '--log.level=warn'];
    const child = spawn('prometheus', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', keep('prometheus'));
    child.stderr?.on('data', keep('prometheus'));
    await waitFor('prometheus', async () => {
      if (child.exitCode !== null) throw new Fatal(`cluster: prometheus exited (is port ${port} taken?)`);
      return (await fetch(`${prometheusUrl}/-/ready`, { signal: AbortSignal.timeout(2000) })).ok;
    }, 30_000);
    return child;
  };

  const startInstance = async (i: number): Promise<void> => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(ports[i]),
      APP_ORIGIN: url,
      SANDBOX_URL: sandboxUrl,
      SESSION_SECRET: sessionSecret,
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: actionsKey,
      INSTANCE_NAME: `app${i + 1}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...opts.env,
    };
    if (opts.noRedis) delete env.REDIS_URL;
    else env.REDIS_URL = redisUrl;
    // No -H: Next's internal rewrites (proxy.ts's locale segment) address the server as
    // localhost; bound to 127.0.0.1 alone they would come back through the proxy as a new request.
    const child = spawn(process.execPath, [nextBin, 'start', '-p', String(ports[i])], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', keep(`app${i + 1}`));
    child.stderr?.on('data', keep(`app${i + 1}`));
    children.apps[i] = child;
    await waitFor(`instance ${ports[i]}`, async () => {
      if (child.exitCode !== null) throw new Fatal(`cluster: instance ${ports[i]} exited (is the port taken?)`);
      const res = await fetch(`${instanceUrls[i]}/api/health`, { signal: AbortSignal.timeout(3000) });
      const body = (await res.json()) as { redis?: { status?: string } };
      return res.ok && (opts.noRedis || body.redis?.status === 'up');
    }, 120_000);
  };

  const stop = async (): Promise<void> => {
    await stopChild(children.prometheus);
    await stopChild(children.haproxy);
    await Promise.all(children.apps.map((c) => stopChild(c)));
    await stopChild(children.redis);
    await sandbox.close().catch(() => undefined);
  };

  try {
    await startRedis();
    // One at a time: two cold starts at once on a busy two-core machine help nobody.
    for (let i = 0; i < ports.length; i++) await startInstance(i);

    const template = readFileSync(path.join(root, 'ops', 'haproxy.cfg.template'), 'utf8');
    const servers = ports.map((p, i) => `  server app${i + 1} ${host}:${p} check`).join('\n');
    const cfg = path.join(dir, 'haproxy.cfg');
    writeFileSync(cfg, template.replace('{{PORT}}', String(opts.port)).replace('{{PIDFILE}}', path.join(dir, 'haproxy.pid')).replace('{{SERVERS}}', servers));
    const check = spawnSync('haproxy', ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`cluster: haproxy config: ${check.stderr || check.stdout}`);
    const haproxy = spawn('haproxy', ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stdout?.on('data', keep('haproxy'));
    haproxy.stderr?.on('data', keep('haproxy'));
    children.haproxy = haproxy;
    // Up when the balancer has sent requests to every instance (each passed its health checks).
    const seen = new Set<string>();
    await waitFor('the balancer', async () => {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) });
      const name = res.headers.get('x-instance');
      if (res.ok && name) seen.add(name);
      return seen.size === ports.length;
    }, 30_000);
    if (prometheusUrl && opts.prometheusPort) children.prometheus = await startPrometheus(opts.prometheusPort);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${tail.slice(-40).join('\n')}`);
  }

  return {
    url,
    instanceUrls,
    sandboxUrl,
    redisUrl,
    prometheusUrl,
    stopRedis: () => stopChild(children.redis, 'SIGKILL'),
    startRedis,
    stopInstance: (i) => stopChild(children.apps[i]),
    startInstance,
    logs: () => tail.join('\n'),
    stop,
  };
}

async function main(): Promise<void> {
  const n = (name: string, fallback: number) => {
    const v = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(v) || v <= 0) throw new Error(`${name} must be a positive whole number`);
    return v;
  };
  ensureTools();
  ensureBuild();
  const cluster = await startCluster({
    port: n('CLUSTER_PORT', 3000),
    instances: n('CLUSTER_INSTANCES', 2),
    sandboxPort: n('CLUSTER_SANDBOX_PORT', 4010),
    redisPort: n('CLUSTER_REDIS_PORT', 6379),
    prometheusPort: process.env.CLUSTER_PROMETHEUS_PORT === '0' ? undefined : n('CLUSTER_PROMETHEUS_PORT', 9090),
    scrapeInterval: process.env.CLUSTER_SCRAPE_INTERVAL?.trim() || '15s',
    sandboxTestMode: process.env.SANDBOX_TEST_MODE === '1',
    verbose: true,
  });
  const prometheus = cluster.prometheusUrl ? `; prometheus ${cluster.prometheusUrl} (alerts: ${cluster.prometheusUrl}/alerts)` : '';
  console.log(`\ncluster up: ${cluster.url} (HAProxy, round-robin) → ${cluster.instanceUrls.join(', ')}; redis ${cluster.redisUrl}; sandbox ${cluster.sandboxUrl}${prometheus}\nCtrl-C stops it all.`);
  const stop = () => {
    cluster.stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
