import type { Deps } from '../context';
import type { Router } from '../router';

/** Unauthenticated service endpoints. */
export function configRoutes(router: Router, deps: Deps): void {
  // GET /remote-config – stand-in for the remote-config service
  router.get('/remote-config', () => ({ Parameters: deps.store.customers.remoteConfig() }));

  // GET /health – liveness, with the sandbox's (possibly moved) clock
  router.get('/health', () => ({ status: 'ok', time: new Date(deps.clock.now()).toISOString() }));
}
