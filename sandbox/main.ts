/**
 * Process entry: `tsx sandbox/main.ts` (npm run sandbox).
 * Env: SANDBOX_PORT (4010), SANDBOX_HOST (127.0.0.1), SANDBOX_DB (.data/sandbox.db or :memory:),
 * SANDBOX_TEST_MODE=1 (control API), SANDBOX_JWT_SECRET (else kept in .data/sandbox-jwt-secret),
 * SANDBOX_LOG=1 (a line per request), SANDBOX_NOW (an ISO instant the clock starts at; unset: now), SANDBOX_ALLOW_PRODUCTION=1 (start despite NODE_ENV=production).
 */
import { resolve } from 'node:path';
import { assertNotProduction, loadJwtSecret } from './secret';
import { startInstantOf } from './clock';
import { createSandbox, portingScaleOf } from './server';

const DATA_DIR = resolve('.data');

function fail(message: string): never {
  console.error(`sandbox: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  assertNotProduction();
  const port = Number(process.env.SANDBOX_PORT ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`SANDBOX_PORT is not a port: ${process.env.SANDBOX_PORT}`);
  const host = process.env.SANDBOX_HOST ?? '127.0.0.1';

  const sandbox = createSandbox({
    db: process.env.SANDBOX_DB ?? resolve(DATA_DIR, 'sandbox.db'),
    testMode: process.env.SANDBOX_TEST_MODE === '1',
    jwtSecret: process.env.SANDBOX_JWT_SECRET || loadJwtSecret(DATA_DIR),
    log: process.env.SANDBOX_LOG === '1',
    devPages: process.env.SANDBOX_DEV_PAGES === '1',
    portingScale: portingScaleOf(process.env.SANDBOX_PORTING_SCALE),
    now: startInstantOf(process.env.SANDBOX_NOW),
  });
  // Handlers first: a stop that arrives the moment the line is printed must still close cleanly.
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    sandbox.close().then(
      () => process.exit(0),
      (err: unknown) => fail(`${signal}: close failed: ${err instanceof Error ? err.message : String(err)}`),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const { url } = await sandbox.listen(port, host);
  console.log(`sandbox listening on ${url}`);
}

main().catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
