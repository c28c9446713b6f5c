import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const MAIN = join(ROOT, 'sandbox/main.ts');

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs sandbox/main.ts in `cwd`; `until` stops it with SIGTERM once stdout contains that text. */
function runMain(cwd: string, env: Record<string, string>, until?: string): Promise<Outcome> {
  return new Promise((done, fail) => {
    const child = spawn(TSX, [MAIN], { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    let stopped = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // Once: the line may come in several chunks, and tsx treats a second SIGTERM as "force".
      if (until && !stopped && stdout.includes(until)) {
        stopped = true;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

describe('sandbox/main.ts', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-main-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('starts on the given port, prints one line, keeps its secret, stops on SIGTERM', async () => {
    const out = await runMain(dir, { SANDBOX_PORT: '0', NODE_ENV: 'test' }, 'listening');
    expect(out.stdout).toMatch(/^sandbox listening on http:\/\/127\.0\.0\.1:\d+\n$/);
    expect(out.code).toBe(0);
    expect(readFileSync(join(dir, '.data/sandbox-jwt-secret'), 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, '.data/sandbox.db')).length).toBeGreaterThan(0);
  }, 30_000);

  test('refuses NODE_ENV=production unless allowed', async () => {
    const refused = await runMain(dir, { SANDBOX_PORT: '0', NODE_ENV: 'production' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('refusing to start');
    const allowed = await runMain(
      dir,
      { SANDBOX_PORT: '0', NODE_ENV: 'production', SANDBOX_ALLOW_PRODUCTION: '1', SANDBOX_DB: ':memory:' },
      'listening',
    );
    expect(allowed.code).toBe(0);
    // Two runs of tsx that compile the sandbox: 17-19 s on a loaded two-core machine.
  }, 60_000);
});
