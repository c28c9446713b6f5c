import 'server-only';
import { cached, cacheKey, invalidateTag } from '@/lib/cache';
import { currentCustomerUuid } from '@/lib/customer/calls';
import { ApiError } from '@/lib/errors';
import { customerCall, type RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import type { UpstreamError } from '@/lib/upstream/types';
import { canAfford, groupBonuses, monthlyEstimateCents, pointsShort, powerEligible, showBonus, splitOffers } from './rules';
import type { PowerRegistrationInput } from './schemas';
import type { Bonus, BonusDetail, BonusList, Offers, PowerRegistration, PowerView, Redeemed, Redemption } from './types';
import { BonusesWire, OffersWire, OneBonusWire, PowerWire, RedeemWire, RegistrationWire, type BonusWire, type RedemptionWire } from './wire';

/**
 * Rewards (docs/front-door-contract.md §3.2): bonuses (cached "bonuses 1 min" per user and
 * customer, forgotten on a redeem), offers and power. The customer is always the session's.
 */

/** The cache tag of a customer's bonuses. */
export const bonusTag = (uuid: string) => `bonuses:${uuid}`;

const scopeOf = (rc: RequestContext, uuid: string) => `${rc.session.userUuid ?? 'anon'}:${uuid}`;
const iso = (nanos: number) => new Date(Math.floor(nanos / 1e6)).toISOString();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toBonus = (b: BonusWire): Bonus => ({
  uuid: b.uuid, category: b.category, group: b.group, title: b.title, description: b.description,
  costPoints: b.cost, value: b.value, validity: b.validity, fullDescription: b.full_description,
});

const toRedemption = (r: RedemptionWire): Redemption => ({
  uuid: r.UUID, bonusUuid: r.BonusUUID, title: r.Title, group: r.Group, costPoints: r.Cost, value: r.Value, code: r.Code,
  onAccount: r.OnAccount, redeemedAt: iso(r.RedeemedAtNanos), expiresAt: iso(r.ExpiresAtNanos),
});

function shortError(total: number, cost: number): ApiError {
  return new ApiError('not_enough_points', undefined, { total, cost, short: pointsShort(total, cost) });
}

function bonusFailure(e: UpstreamError): ApiError {
  if (e.status === 404) return new ApiError('bonus_not_found');
  if (e.status === 400 && e.message === 'Bonus already redeemed') return new ApiError('bonus_redeemed');
  return toApiError(e);
}

/** GET /v2/customer/{uuid}/bonuses, cached 1 minute. */
async function readBonuses(rc: RequestContext, uuid: string) {
  const res = await cached('bonuses', cacheKey('bonuses', scopeOf(rc, uuid), 'all'), () =>
    customerCall(rc, 'accounts', { path: '/v2/customer/{uuid}/bonuses', params: { uuid }, schema: BonusesWire, action: 'getBonuses' }),
  { tags: [bonusTag(uuid)], keep: (r) => r.ok });
  if (!res.ok) throw toApiError(res.error);
  return res.data;
}

/** The points total and the bonuses by category and group ("Bonuses: bonuses (rewards and gifts)"). */
export async function bonusList(rc: RequestContext): Promise<BonusList> {
  const data = await readBonuses(rc, currentCustomerUuid(rc));
  return { total: data.Total, sections: groupBonuses(data.Bonuses.map(toBonus), data.Total), redeemed: data.Redeemed.map(toRedemption) };
}

/** "bonuses/:uuid": one of the customer's bonuses; an unknown or another customer's uuid is bonus_not_found. */
export async function bonusDetail(rc: RequestContext, bonusUuid: string): Promise<BonusDetail> {
  const uuid = currentCustomerUuid(rc);
  if (!UUID.test(bonusUuid)) throw new ApiError('bonus_not_found');
  const res = await cached('bonuses', cacheKey('bonuses', scopeOf(rc, uuid), 'one', bonusUuid), () =>
    customerCall(rc, 'accounts', { path: '/v2/customer/{uuid}/bonuses/{bonus}', params: { uuid, bonus: bonusUuid }, schema: OneBonusWire, action: 'getBonus' }),
  { tags: [bonusTag(uuid)], keep: (r) => r.ok });
  if (!res.ok) throw bonusFailure(res.error);
  return { total: res.data.Total, bonus: showBonus(toBonus(res.data.Bonus), res.data.Total), redeemed: res.data.Redeemed ? toRedemption(res.data.Redeemed) : null };
}

/** Redeeming spends points: refused before the upstream when the total is short; the bonuses are read afresh after. */
export async function redeemBonus(rc: RequestContext, bonusUuid: string): Promise<Redeemed> {
  const uuid = currentCustomerUuid(rc);
  const detail = await bonusDetail(rc, bonusUuid);
  if (detail.redeemed) throw new ApiError('bonus_redeemed');
  if (!canAfford(detail.total, detail.bonus.costPoints)) throw shortError(detail.total, detail.bonus.costPoints);
  const res = await customerCall(rc, 'accounts', {
    method: 'POST', path: '/v2/customer/{uuid}/bonuses/{bonus}/redeem', params: { uuid, bonus: bonusUuid }, body: {}, schema: RedeemWire, action: 'redeemBonus', money: true,
  });
  await invalidateTag(bonusTag(uuid));
  if (!res.ok) {
    if (res.error.status === 400 && res.error.message === 'Not enough points') throw shortError(detail.total, detail.bonus.costPoints);
    throw bonusFailure(res.error);
  }
  return { total: res.data.Total, redemption: toRedemption(res.data.Redemption) };
}

/** "offers (your-offers, all-offers)": the customer's own by the rule, and every offer. */
export async function offers(rc: RequestContext): Promise<Offers> {
  const uuid = currentCustomerUuid(rc);
  const res = await customerCall(rc, 'accounts', { path: '/v2/customer/{uuid}/offers', params: { uuid }, schema: OffersWire, action: 'getOffers' });
  if (!res.ok) throw toApiError(res.error);
  const h = res.data.Holdings;
  return splitOffers(
    res.data.Offers.map((o) => ({ uuid: o.UUID, title: o.Title, description: o.Description, benefit: o.Benefit, audience: o.Audience, link: o.Link, endsAt: iso(o.EndsAtNanos) })),
    { prepay: h.Prepay, postpay: h.Postpay, broadband: h.Broadband, power: h.Power },
  );
}

const toRegistration = (r: RegistrationWire): PowerRegistration => ({
  uuid: r.UUID, icp: r.ICP, address: r.Address, regionCode: r.RegionCode, planCode: r.PlanCode, movingIn: r.MovingIn, state: r.State, createdAt: iso(r.CreatedAtNanos),
});

/** Power for broadband customers: eligibility, the bundle, plans by region with a monthly estimate, the sign-up if any. */
export async function power(rc: RequestContext): Promise<PowerView> {
  const uuid = currentCustomerUuid(rc);
  const res = await customerCall(rc, 'accounts', { path: '/v2/customer/{uuid}/power', params: { uuid }, schema: PowerWire, action: 'getPower' });
  if (!res.ok) throw toApiError(res.error);
  const d = res.data;
  return {
    eligible: powerEligible(d.BroadbandServices),
    broadbandAddress: d.BroadbandServices[0]?.Address ?? null,
    bundleDiscountCents: d.BundleDiscountCents,
    regions: d.Regions.map((r) => ({
      code: r.Code, name: r.Name, network: r.Network,
      plans: r.Plans.map((p) => {
        const plan = { code: p.Code, name: p.Name, kind: p.Kind, dailyChargeCents: p.DailyChargeCents, unitRateTenthCents: p.UnitRateTenthCents, nightRateTenthCents: p.NightRateTenthCents ?? null };
        return { ...plan, monthlyEstimateCents: monthlyEstimateCents(plan) };
      }),
    })),
    registration: d.Registration ? toRegistration(d.Registration) : null,
  };
}

/** Signs the customer up for power: only a broadband customer, once. */
export async function registerPower(rc: RequestContext, input: PowerRegistrationInput): Promise<PowerRegistration> {
  const uuid = currentCustomerUuid(rc);
  const current = await power(rc);
  if (!current.eligible) throw new ApiError('power_not_eligible');
  if (current.registration) throw new ApiError('power_registered');
  const res = await customerCall(rc, 'accounts', {
    method: 'POST', path: '/v2/customer/{uuid}/power/registrations', params: { uuid },
    body: { RegionCode: input.region, PlanCode: input.plan, Address: input.address, ICP: input.icp ?? '', MovingIn: input.movingIn },
    schema: RegistrationWire, action: 'registerPower',
  });
  if (!res.ok) {
    if (res.error.message === 'Power is for broadband customers') throw new ApiError('power_not_eligible');
    if (res.error.message === 'Already registered') throw new ApiError('power_registered');
    throw toApiError(res.error);
  }
  return toRegistration(res.data);
}
