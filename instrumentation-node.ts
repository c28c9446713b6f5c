import { appEnv } from './lib/flags/env';

/*
 * A bad or missing environment variable stops the app at start-up, with one message naming
 * each, instead of failing on the first request that needs it.
 */
try {
  appEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
