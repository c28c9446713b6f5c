import type { Deps } from '../context';
import { badRequest } from '../errors';
import type { Router } from '../router';
import { BUNDLE_DISCOUNT_CENTS, ICP_PATTERN, POWER_REGIONS, PowerStore } from '../store/power';
import { objectBody, optionalString, requiredString } from '../validate';
import { ownedCustomer } from './cards';
import { liveBroadband } from './offers';

/** Power for broadband customers (docs/front-door-contract.md §3.1): plans by region, the bundle, sign-ups. */
export function powerRoutes(router: Router, deps: Deps): void {
  const power = new PowerStore(deps.store.db, deps.clock);
  const owned = ownedCustomer(deps);

  const services = (customer: string) => liveBroadband(deps, customer).map((p) => ({ UUID: p.UUID, Address: p.Address.Formatted, State: p.State }));

  // GET /v2/customer/{uuid}/power – { BroadbandServices, BundleDiscountCents, Regions, Registration }
  router.get('/v2/customer/{uuid}/power', (ctx) => {
    const customer = owned(ctx);
    return { BroadbandServices: services(customer), BundleDiscountCents: BUNDLE_DISCOUNT_CENTS, Regions: POWER_REGIONS, Registration: power.registration(customer) };
  });

  // POST /v2/customer/{uuid}/power/registrations – { RegionCode, PlanCode, Address, ICP?, MovingIn }
  router.post('/v2/customer/{uuid}/power/registrations', (ctx) => {
    const customer = owned(ctx);
    const body = objectBody(ctx.body);
    const regionCode = requiredString(body, 'RegionCode');
    const planCode = requiredString(body, 'PlanCode');
    const address = typeof body.Address === 'string' ? body.Address.trim() : '';
    if (!address) throw badRequest('Address is required');
    if (address.length > 200) throw badRequest('Address is too long');
    const icp = (optionalString(body, 'ICP') ?? '').trim().toUpperCase();
    if (icp && !ICP_PATTERN.test(icp)) throw badRequest('ICP is invalid');
    if (body.MovingIn !== undefined && typeof body.MovingIn !== 'boolean') throw badRequest('MovingIn must be true or false');
    const region = POWER_REGIONS.find((r) => r.Code === regionCode);
    if (!region || !region.Plans.some((p) => p.Code === planCode)) throw badRequest('Region or plan is not found');
    if (services(customer).length === 0) throw badRequest('Power is for broadband customers');
    if (power.registration(customer)) throw badRequest('Already registered');
    return power.register(customer, { icp, address, regionCode, planCode, movingIn: body.MovingIn === true });
  });
}
