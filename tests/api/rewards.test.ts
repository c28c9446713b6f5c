import { GET as getBonus } from '@/app/api/bonuses/[uuid]/route';
import { POST as redeem } from '@/app/api/bonuses/[uuid]/redeem/route';
import { GET as listBonuses } from '@/app/api/bonuses/route';
import { GET as getOffers } from '@/app/api/offers/route';
import { POST as registerPower } from '@/app/api/power/registration/route';
import { GET as getPower } from '@/app/api/power/route';
import type { BonusDetail, BonusList, Offers, PowerRegistration, PowerView, Redeemed, ShownBonus } from '@/lib/rewards/types';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { call, type ErrorOut } from '../support/eshop';

/**
 * Rewards BFF against the in-process sandbox (docs/front-door-contract.md §3; account-management.md
 * §2 "Bonuses: bonuses (rewards and gifts), bonuses/:uuid", "offers (your-offers, all-offers)",
 * "power"; §3 "The mocked total is 450 and item costs run from 50 to 550").
 */

const sb = sandboxPerFile();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

type Out<T> = T & ErrorOut;
const list = (who: Who) => call<Out<BonusList>>(listBonuses, 'GET', '/api/bonuses', { cookie: who.cookie });
const one = (who: Who, uuid: string) => call<Out<BonusDetail>>(getBonus, 'GET', `/api/bonuses/${uuid}`, { cookie: who.cookie, params: { uuid } });
const spend = (who: Who, uuid: string, origin?: string) => call<Out<Redeemed>>(redeem, 'POST', `/api/bonuses/${uuid}/redeem`, { cookie: who.cookie, params: { uuid }, body: {}, origin });
const offersOf = (who: Who) => call<Out<Offers>>(getOffers, 'GET', '/api/offers', { cookie: who.cookie });
const powerOf = (who: Who) => call<Out<PowerView>>(getPower, 'GET', '/api/power', { cookie: who.cookie });
const signUp = (who: Who, body: unknown) => call<Out<PowerRegistration>>(registerPower, 'POST', '/api/power/registration', { cookie: who.cookie, body });

const all = (l: BonusList): ShownBonus[] => l.sections.flatMap((s) => s.groups.flatMap((g) => g.bonuses));
const byTitle = (l: BonusList, title: string): ShownBonus => {
  const b = all(l).find((x) => x.title === title);
  if (!b) throw new Error(`no bonus ${title}`);
  return b;
};

describe('GET /api/bonuses — "The mocked total is 450 and item costs run from 50 to 550"', () => {
  test('a fresh customer has 450 points and bonuses in both categories and all five groups, costs 50 to 550, cheapest first', async () => {
    const who = await freshCustomer(sb.url, 'prepay');
    const r = await list(who);
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(450);
    expect(r.body.sections.map((s) => s.category)).toEqual(['your-rewards', 'other-gifts']);
    const groups = new Set(r.body.sections.flatMap((s) => s.groups.map((g) => g.group)));
    expect([...groups].sort()).toEqual(['entertainment', 'gifts', 'internet', 'mobile-services', 'shopping']);
    const costs = all(r.body).map((b) => b.costPoints);
    expect(Math.min(...costs)).toBe(50);
    expect(Math.max(...costs)).toBe(550);
    for (const g of r.body.sections.flatMap((s) => s.groups)) expect(g.bonuses.map((b) => b.costPoints)).toEqual([...g.bonuses.map((b) => b.costPoints)].sort((a, b) => a - b));
    const data = byTitle(r.body, '1 GB data boost');
    expect(data).toMatchObject({ category: 'your-rewards', group: 'internet', costPoints: 50, value: '1 GB', validity: '7 days', affordable: true, shortPoints: 0 });
    expect(data.uuid).toMatch(UUID);
    expect(byTitle(r.body, 'Two movie tickets')).toMatchObject({ affordable: false, shortPoints: 100 });
    expect(r.body.redeemed).toEqual([]);
  });

  test('without a session: 401', async () => {
    const r = await call<ErrorOut>(listBonuses, 'GET', '/api/bonuses', {});
    expect(r.status).toBe(401);
  });
});

describe('POST /api/bonuses/[uuid]/redeem — redeeming a bonus spends points', () => {
  test('the total falls by the cost, the reward is the customer\'s own with a code, and the list is read afresh (not the 1-minute cache)', async () => {
    const who = await freshCustomer(sb.url, 'prepay');
    const before = await list(who);
    const pack = byTitle(before.body, '5 GB data pack');
    const r = await spend(who, pack.uuid);
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(300);
    expect(r.body.redemption).toMatchObject({ bonusUuid: pack.uuid, title: '5 GB data pack', costPoints: 150, onAccount: true });
    expect(r.body.redemption.code).toMatch(/^RW-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(r.body.redemption.redeemedAt).toMatch(ISO);
    const after = await list(who);
    expect(after.body.total).toBe(300);
    expect(all(after.body).map((b) => b.title)).not.toContain('5 GB data pack');
    expect(after.body.redeemed.map((x) => x.code)).toEqual([r.body.redemption.code]);
    const detail = await one(who, pack.uuid);
    expect(detail.body).toMatchObject({ total: 300, redeemed: { code: r.body.redemption.code } });
    const again = await spend(who, pack.uuid);
    expect([again.status, again.body.error.code]).toEqual([409, 'bonus_redeemed']);
  });

  test('points too short: 422 not_enough_points with the shortfall, and nothing reaches the upstream', async () => {
    const who = await freshCustomer(sb.url, 'prepay');
    const tickets = byTitle((await list(who)).body, 'Two movie tickets');
    const r = await spend(who, tickets.uuid);
    expect(r.status).toBe(422);
    expect(r.body.error).toEqual({ code: 'not_enough_points', message: "You don't have enough points for this reward.", details: { total: 450, cost: 550, short: 100 } });
    expect(await upstreamRequests(sb.url, `^/v2/customer/${who.uuid}/bonuses/.*/redeem$`)).toEqual([]);
    expect((await list(who)).body.total).toBe(450);
  });

  test('another customer\'s bonus uuid is refused (404), and a malformed one too, never a 5xx', async () => {
    const me = await freshCustomer(sb.url, 'prepay');
    const other = await freshCustomer(sb.url, 'postpay');
    const theirs = byTitle((await list(other)).body, 'Coffee on us');
    const r = await spend(me, theirs.uuid);
    expect([r.status, r.body.error.code]).toEqual([404, 'bonus_not_found']);
    expect((await one(me, theirs.uuid)).status).toBe(404);
    expect((await one(me, 'not-a-uuid')).status).toBe(404);
    expect((await list(other)).body.total).toBe(450);
  });

  test('a foreign Origin is refused before anything is spent', async () => {
    const who = await freshCustomer(sb.url, 'prepay');
    const coffee = byTitle((await list(who)).body, 'Coffee on us');
    const r = await spend(who, coffee.uuid, 'https://evil.example');
    expect(r.status).toBe(403);
    expect((await list(who)).body.total).toBe(450);
  });
});

describe('GET /api/offers — "offers (your-offers, all-offers)"', () => {
  test('a prepay customer without broadband: the move-to-monthly and fibre offers are theirs, power is not', async () => {
    const who = await freshCustomer(sb.url, 'prepay');
    const r = await offersOf(who);
    expect(r.status).toBe(200);
    const titles = r.body.yourOffers.map((o) => o.title);
    expect(titles).toEqual(expect.arrayContaining(['Move to a monthly plan', 'Fibre for mobile customers', 'Summer travel']));
    expect(titles).not.toContain('Power and broadband together');
    expect(r.body.allOffers.length).toBeGreaterThan(r.body.yourOffers.length);
    expect(r.body.allOffers.find((o) => o.title === 'Power and broadband together')?.forYou).toBe(false);
  });

  test('a fibre customer: the power bundle is theirs, the fibre offer is not', async () => {
    const who = await freshCustomer(sb.url, 'fibre');
    const titles = (await offersOf(who)).body.yourOffers.map((o) => o.title);
    expect(titles).toContain('Power and broadband together');
    expect(titles).not.toContain('Fibre for mobile customers');
  });
});

describe('/api/power — the electricity offer for broadband customers', () => {
  test('a fibre customer sees the bundle, plans by region with daily charge and per-kWh rates, and signs up once', async () => {
    const who = await freshCustomer(sb.url, 'fibre');
    const r = await powerOf(who);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ eligible: true, bundleDiscountCents: 1000, registration: null });
    expect(r.body.broadbandAddress).toMatch(/\w/);
    const wellington = r.body.regions.find((x) => x.code === 'wellington');
    expect(wellington?.plans.map((p) => p.name)).toEqual(['Everyday', 'Night Saver']);
    expect(wellington?.plans[0]).toMatchObject({ kind: 'anytime', dailyChargeCents: 236, unitRateTenthCents: 324, nightRateTenthCents: null });
    const bad = await signUp(who, { region: 'wellington', plan: 'wellington-everyday', address: '1 Lambton Quay', icp: '12345' });
    expect(bad.status).toBe(422);
    const ok = await signUp(who, { region: 'wellington', plan: 'wellington-night-saver', address: '1 Lambton Quay, Wellington', icp: '0000123456wea1b', movingIn: false });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ icp: '0000123456WEA1B', planCode: 'wellington-night-saver', state: 'received' });
    expect(ok.body.uuid).toMatch(UUID);
    expect((await powerOf(who)).body.registration?.uuid).toBe(ok.body.uuid);
    const twice = await signUp(who, { region: 'wellington', plan: 'wellington-everyday', address: '1 Lambton Quay' });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'power_registered']);
  });

  test('a mobile-only customer is not eligible and cannot sign up (403), and nothing reaches the upstream', async () => {
    const who = await freshCustomer(sb.url, 'prepay');
    expect((await powerOf(who)).body.eligible).toBe(false);
    const r = await signUp(who, { region: 'auckland', plan: 'auckland-everyday', address: '10 Queen Street' });
    expect([r.status, r.body.error.code]).toEqual([403, 'power_not_eligible']);
    expect(await upstreamRequests(sb.url, `^/v2/customer/${who.uuid}/power/registrations$`)).toEqual([]);
  });
});
