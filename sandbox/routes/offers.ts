import type { Deps } from '../context';
import type { Router } from '../router';
import { OFFER_SEEDS, type Holdings, type Offer } from '../store/offers';
import { uuidFor } from '../store/ids';
import { PowerStore } from '../store/power';
import { ownedCustomer } from './cards';

const DAY_MS = 86_400_000;

/** What the customer holds: mobile numbers by payment type, a fibre service not cancelled, a power sign-up. */
export function holdingsOf(deps: Deps, power: PowerStore, customer: string): Holdings {
  const refs = deps.store.customers.mobileProducts(customer).map((p) => p.BillingReference.toLowerCase());
  return {
    Prepay: refs.some((r) => r.startsWith('prepay') || r.startsWith('payg')),
    Postpay: refs.some((r) => r.startsWith('postpay')),
    Broadband: liveBroadband(deps, customer).length > 0,
    Power: power.registration(customer) !== null,
  };
}

/** The customer's fibre services that are live or on their way (not deleted, not cancelled). */
export function liveBroadband(deps: Deps, customer: string) {
  return deps.store.broadband.ufbProducts(customer).filter((p) => p.DeletedAtNanos === 0 && p.State !== 'cancelled');
}

/** Offers (docs/front-door-contract.md §3.1): every current offer and the customer's holdings. */
export function offerRoutes(router: Router, deps: Deps): void {
  const power = new PowerStore(deps.store.db, deps.clock);
  const owned = ownedCustomer(deps);

  // GET /v2/customer/{uuid}/offers – { Holdings, Offers }
  router.get('/v2/customer/{uuid}/offers', (ctx) => {
    const customer = owned(ctx);
    const now = deps.clock.now();
    const Offers: Offer[] = OFFER_SEEDS.map(({ slug, days, ...o }) => ({ ...o, UUID: uuidFor(`offer:${slug}`), EndsAtNanos: (now + days * DAY_MS) * 1e6 }));
    return { Holdings: holdingsOf(deps, power, customer), Offers };
  });
}
