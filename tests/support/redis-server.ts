import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createClient } from 'redis';

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/**
 * The environment without libfaketime (`npm run test:calendar` moves jest's clock with LD_PRELOAD,
 * which every child inherits): redis-server under libfaketime never answers its first connection.
 * Redis is the operator's server, not ours; its expiries are relative, so it keeps the real clock.
 */
function realClockEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name === 'LD_PRELOAD' || name.startsWith('FAKETIME')) delete env[name];
  return env;
}

/**
 * A real redis-server for the shared-store suites (tests/cache): started on `port` with its files
 * in `dir` (`durable`: an append-only file synced on every write, so what was there before a
 * crash is there after), answered when it accepts a connection; `stop` kills it and waits.
 */
export async function startRedisServer(port: number, dir: string, durable = false): Promise<{ process: ChildProcess; stop: () => Promise<void> }> {
  const aof = durable ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no'];
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...aof, '--dir', dir], { stdio: 'ignore', env: realClockEnv() });
  const stop = async () => {
    if (child.exitCode !== null) return;
    await new Promise((r) => {
      child.once('exit', r);
      child.kill('SIGKILL');
    });
  };
  for (let i = 0; i < 100; i++) {
    const c = createClient({ url: `redis://127.0.0.1:${port}` });
    c.on('error', () => undefined);
    if (await c.connect().then(() => true, () => false)) {
      await c.close();
      return { process: child, stop };
    }
    c.destroy();
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  throw new Error('redis-server did not start');
}
