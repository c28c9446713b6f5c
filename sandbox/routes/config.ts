import type { Deps } from '../context';
import { badRequest } from '../errors';
import type { Router } from '../router';

/** Unauthenticated service endpoints. */
export function configRoutes(router: Router, deps: Deps): void {
  // GET /remote-config – stand-in for the remote-config service
  router.get('/remote-config', () => ({ Parameters: deps.store.customers.remoteConfig() }));

  // GET /health – liveness, with the sandbox's (possibly moved) clock
  router.get('/health', () => ({ status: 'ok', time: new Date(deps.clock.now()).toISOString() }));
}

/** The remote config's test control (test mode only; contract: "Test control API"). */
export function configControlRoutes(router: Router, deps: Deps): void {
  // GET /__control/remote-config – the parameters GET /remote-config answers with
  router.get('/__control/remote-config', () => ({ Parameters: deps.store.customers.remoteConfig() }));

  // PUT /__control/remote-config – { Parameters: { key: "value" | null } }: sets each parameter
  // given (strings, as the service sends them), null removes one, the others stay; answers the
  // whole config. POST /__control/reset puts the demo's back.
  router.put('/__control/remote-config', (ctx) => {
    const body = ctx.body;
    const params = body && typeof body === 'object' && !Array.isArray(body) ? (body as { Parameters?: unknown }).Parameters : undefined;
    if (!params || typeof params !== 'object' || Array.isArray(params)) throw badRequest('Parameters must be an object of strings');
    const changes: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(params)) {
      if (!/^[a-z][a-z0-9_]{0,63}$/.test(key)) throw badRequest(`${key} is not a parameter name`);
      if (value !== null && typeof value !== 'string') throw badRequest(`${key} must be a string or null`);
      changes[key] = value;
    }
    deps.store.customers.setRemoteConfig(changes);
    return { Parameters: deps.store.customers.remoteConfig() };
  });
}
