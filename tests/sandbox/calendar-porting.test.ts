import { CALENDAR_INSTANTS } from '../support/calendar';
import type { Who } from './card-helpers';
import { edgeSandbox, nzDate } from './calendar-helpers';
import { freshCustomer, req } from './eshop-helpers';
import { control } from './helpers';
import { onboardingCalls } from './onboarding-helpers';

/**
 * Number porting at the calendar edges (issue 34): at each instant of tests/support/calendar.ts a
 * port is asked for, so its two hours for the YES and its steps run across the edge the instant
 * sits before; only the sandbox clock moves it (POST /__control/clock), never move-on.
 *
 * docs/onboarding-contract.md §2.3: "'YES' (any case, trimmed) within the two hours → GIVEN; …
 * no YES in two hours → state 8 PORT_CANCELED, Message 'No reply to the text from {Carrier} within
 * 2 hours'." "The clock after the YES: +1 min VALIDATED (2) …, +10 min APPROVED (3), +60 min
 * NETWORK_PROVISIONING (5), +120 min PORT_COMPLETED (7): the product's MSISDN becomes the ported
 * number". /work/shared/spec/portal-shop-onboarding.md: "Porting can take up to 3 hours."
 */

// A sandbox seeded for each test and hours of clock moves: slow on a busy machine.
jest.setTimeout(90_000);

type Porting = {
  MobileUUID: string; MSISDN: string; Carrier: string; State: number; StateName: string; ConsentState: string;
  ConsentDeadlineNanos: number; RequestedAtNanos: number; UpdatedAtNanos: number; Message: string; History: { State: number; AtNanos: number }[];
};
const MIN_NANOS = 60_000 * 1e6;
const YES_WINDOW_NANOS = 120 * MIN_NANOS;

/** The port calls of one sandbox (each test has its own: its clock starts at the instant). */
function portingCalls(at: number) {
  const s = edgeSandbox(at);
  const { ctx } = s;
  const advanceTo = (nanos: number) => s.advanceTo(nanos / 1e6);

  async function withProduct(): Promise<{ who: Who; product: string; temporary: string }> {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    const product = (await onboardingCalls(ctx.run.url).products(who)).find((p) => p.Status === 4);
    if (!product) throw new Error('no active product');
    return { who, product: product.UUID, temporary: product.MSISDN };
  }
  const start = (who: Who, product: string, msisdn: string) =>
    req<Porting>(ctx.run.url, 'PUT', '/mobile_porting', { jwt: who.jwt, body: { CustomerUUID: who.customer, MobileUUID: product, MSISDN: msisdn, Carrier: '', AccountNumber: '', PriorSIMID: '', Name: 'Aroha Ngata', SPID: 69 } });
  const get = async (who: Who, product: string) => (await req<Porting>(ctx.run.url, 'GET', `/mobile_porting?CustomerUUID=${who.customer}&MobileUUID=${product}`, { jwt: who.jwt })).body;
  const reply = (from: string, text: string) => control<{ Porting: Porting | null }>(ctx.run.url, 'POST', '/sms/reply', { from, text });
  return { ctx, freeze: s.freeze, advanceTo, withProduct, start, get, reply };
}

describe.each(CALENDAR_INSTANTS)('porting at %s', (_name, at) => {
  describe('with a YES', () => {
    const { ctx, freeze, advanceTo, withProduct, start, get, reply } = portingCalls(at);

    test('a YES within the two hours; the clock takes the port to PORT_COMPLETED at exactly +1, +10, +60 and +120 minutes', async () => {
      const { who, product, temporary } = await withProduct();
      await freeze();
      const started = await start(who, product, '027 555 0950');
      expect(started.status).toBe(200);
      const requested = started.body.RequestedAtNanos;
      expect(nzDate(requested / 1e6)).toBe(nzDate(at));
      expect(started.body).toMatchObject({ MSISDN: '64275550950', Carrier: 'Spark', State: 1, ConsentState: 'AWAITING', ConsentDeadlineNanos: requested + YES_WINDOW_NANOS });

      // A minute before the deadline the YES still counts.
      await advanceTo(requested + YES_WINDOW_NANOS - MIN_NANOS);
      expect((await get(who, product)).ConsentState).toBe('AWAITING');
      const yes = (await reply('027 555 0950', 'Yes')).body.Porting;
      expect(yes).toMatchObject({ ConsentState: 'GIVEN', State: 1 });
      const consent = yes?.UpdatedAtNanos ?? 0;
      expect(consent).toBeGreaterThanOrEqual(requested + YES_WINDOW_NANOS - MIN_NANOS);

      for (const [minutes, state, name] of [[1, 2, 'PORT_VALIDATED'], [10, 3, 'PORT_APPROVED'], [60, 5, 'NETWORK_PROVISIONING'], [120, 7, 'PORT_COMPLETED']] as const) {
        await advanceTo(consent + minutes * MIN_NANOS - 1e9);
        expect((await get(who, product)).State).toBeLessThan(state);
        await advanceTo(consent + minutes * MIN_NANOS + 1e9);
        expect(await get(who, product)).toMatchObject({ State: state, StateName: name });
      }
      const done = await get(who, product);
      expect(done.History).toEqual([
        { State: 1, AtNanos: requested }, { State: 2, AtNanos: consent + MIN_NANOS }, { State: 3, AtNanos: consent + 10 * MIN_NANOS },
        { State: 5, AtNanos: consent + 60 * MIN_NANOS }, { State: 7, AtNanos: consent + 120 * MIN_NANOS },
      ]);
      const after = (await onboardingCalls(ctx.run.url).products(who)).find((p) => p.UUID === product);
      expect(after).toMatchObject({ MSISDN: '64275550950', PortingState: 7 });
      expect(ctx.run.sandbox.store.sim.poolState(temporary)).toBe('AVAILABLE');
  });
  });

  describe('without a YES', () => {
    const { freeze, advanceTo, withProduct, start, get, reply } = portingCalls(at);

    test('no YES: PORT_CANCELED exactly two hours after the request, and a late YES changes nothing', async () => {
      const { who, product } = await withProduct();
      await freeze();
      const started = await start(who, product, '022 555 0111');
      expect(started.status).toBe(200);
      const deadline = started.body.ConsentDeadlineNanos;
      expect(deadline).toBe(started.body.RequestedAtNanos + YES_WINDOW_NANOS);
      await advanceTo(deadline - 1e9);
      expect(await get(who, product)).toMatchObject({ State: 1, ConsentState: 'AWAITING' });
      await advanceTo(deadline + 1e9);
      const cancelled = await get(who, product);
      expect(cancelled).toMatchObject({ State: 8, StateName: 'PORT_CANCELED', ConsentState: 'EXPIRED', Message: 'No reply to the text from 2degrees within 2 hours' });
      expect(cancelled.History).toEqual([{ State: 1, AtNanos: started.body.RequestedAtNanos }, { State: 8, AtNanos: deadline }]);
      expect((await reply('022 555 0111', 'YES')).body.Porting).toBeNull();
      expect((await get(who, product)).State).toBe(8);
  });
  });
});
