import type { Deps } from '../context';
import { forbidden } from '../errors';
import { randomToken } from '../passwords';
import type { Router } from '../router';

/** Support proxy: a chat login for the help-desk widget. */
export function supportRoutes(router: Router, deps: Deps): void {
  // POST /support/login/{uuid}?platform=web – chat login token
  router.post('/support/login/{uuid}', (ctx) => {
    const { claims } = deps.tokens.authenticate(ctx);
    const uuid = ctx.params.uuid ?? '';
    // The contract does not say whose UUID this is; the user's own or one of its accounts.
    if (uuid !== claims.sub && !claims.cus.includes(uuid)) throw forbidden();
    return { Provider: 'helpdesk', Token: randomToken() };
  });
}
