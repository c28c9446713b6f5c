import { startFlagsWatch } from './lib/config/flags-watch';
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

// Flags at run time (docs/adr/012-flags-at-run-time.md): the remote config is read every
// interval, and every page Next keeps follows the flags of this process from its first read on
// (not the build's, not an earlier run's). Not while `next build` prerenders: no server listens.
if (process.env.NEXT_PHASE !== 'phase-production-build') startFlagsWatch();
