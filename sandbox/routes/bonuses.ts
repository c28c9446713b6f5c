import type { Deps } from '../context';
import { DetailedError, ErrNo, HttpError, badRequest } from '../errors';
import type { Router } from '../router';
import { BonusStore } from '../store/bonuses';
import { objectBody } from '../validate';
import { ownedCustomer } from './cards';

const bonusNotFound = (): HttpError => new HttpError(404, ErrNo.notFound, 'Bonus is not found');

/** Bonuses (account-management.md §3 "Bonus (mock data)"; docs/front-door-contract.md §3.1): the points and the catalogue per customer. */
export function bonusRoutes(router: Router, deps: Deps): void {
  const bonuses = new BonusStore(deps.store.db, deps.clock);
  const owned = ownedCustomer(deps);

  // GET /v2/customer/{uuid}/bonuses – { Total, Bonuses, Redeemed }
  router.get('/v2/customer/{uuid}/bonuses', (ctx) => bonuses.list(owned(ctx)));

  // GET /v2/customer/{uuid}/bonuses/{bonus} – { Total, Bonus, Redeemed }
  router.get('/v2/customer/{uuid}/bonuses/{bonus}', (ctx) => {
    const one = bonuses.one(owned(ctx), ctx.params.bonus ?? '');
    if (!one) throw bonusNotFound();
    return one;
  });

  // POST /v2/customer/{uuid}/bonuses/{bonus}/redeem – spends the points: { Total, Redemption }
  router.post('/v2/customer/{uuid}/bonuses/{bonus}/redeem', (ctx) => {
    const customer = owned(ctx);
    objectBody(ctx.body, true);
    const done = bonuses.redeem(customer, ctx.params.bonus ?? '');
    if (done === 'unknown') throw bonusNotFound();
    if (done === 'redeemed') throw badRequest('Bonus already redeemed');
    if ('short' in done) throw new DetailedError(400, ErrNo.badRequest, 'Not enough points', done.short);
    return done;
  });
}
