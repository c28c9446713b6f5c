import { startFlagsWatch } from './lib/config/flags-watch';
import { stampPeerAddress } from './lib/flags/client-address';
import { appEnv } from './lib/flags/env';
import { startTracing } from './lib/observability/start-tracing';

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

// Traces (docs/adr/013-tracing-with-vercel-otel.md): only when an OTLP endpoint is configured;
// otherwise nothing is loaded. instrumentation.ts awaits this before the server takes requests.
export const tracing: Promise<boolean> =
  process.env.NEXT_PHASE === 'phase-production-build'
    ? Promise.resolve(false)
    : startTracing().catch((err: unknown) => {
        console.error(`tracing did not start: ${(err as Error).message}`);
        return false;
      });
