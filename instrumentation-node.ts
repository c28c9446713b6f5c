import { stampPeerAddress } from './lib/flags/client-address';
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

// Every request carries the socket's address from here on (per-address limits; docs/adr/008).
stampPeerAddress();
