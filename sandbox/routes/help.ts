import type { Deps } from '../context';
import type { Router } from '../router';
import { helpDeskRoutes } from './help-desk';
import { helpIntercomRoutes } from './help-intercom';

/**
 * Both help-centre providers of the spec (§7 "Help centre"), serving the same knowledge base.
 * No token: the help centre is public, and the support proxy holds the providers' keys.
 */
export function helpRoutes(router: Router, deps: Deps): void {
  helpIntercomRoutes(router, deps);
  helpDeskRoutes(router, deps);
}
