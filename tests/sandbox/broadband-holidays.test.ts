import { control, start, type Running } from './helpers';
import { req } from './eshop-helpers';
import { availability, FIBRE_300, QUEEN, paidOrder, theOrder, type OrderBody, type Slot } from './broadband-helpers';

/*
 * Issue 28, item 1: "Slots are offered on Christmas Day; NZ public holidays are not working days
 * for installers". The sandbox's time slots (docs/broadband-contract.md §2.4) and its working days
 * (the first slot on the second working day, the earliest start date) skip weekends and NZ public
 * holidays, observed days included.
 */

const nzDate = (nanos: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date(nanos / 1e6));

describe('at Christmas 2026', () => {
  let run: Running;
  // Friday 18 December 2026, 10:00 NZDT.
  beforeAll(async () => {
    run = await start({ testMode: true, now: Date.parse('2026-12-17T21:00:00Z') });
  });
  afterAll(() => run.sandbox.close());

  test('no slots on Christmas Day, Boxing Day (Monday 28), New Year\'s Day or the day after (Monday 4 January); such a slot cannot be booked', async () => {
    await control(run.url, 'POST', '/clock', { scale: 0 });
    const o = await paidOrder(run.url, QUEEN, FIBRE_300);
    await control(run.url, 'POST', '/clock', { advanceMs: 3_000 });
    const order = (await theOrder(run.url, o.jwt, o.customer)) as OrderBody;
    const res = await req<{ AvailableTimeSlots: Slot[] }>(run.url, 'GET', `/ufb/v1/order/${order.UUID}/time_slots?VisitType=install`, { jwt: o.jwt });
    expect(res.status).toBe(200);
    const days = [...new Set(res.body.AvailableTimeSlots.map((s) => nzDate(s.StartNanos)))];
    // From the second working day (Tuesday 22) for 14 days (to Monday 4 January).
    expect(days).toEqual(['2026-12-22', '2026-12-23', '2026-12-24', '2026-12-29', '2026-12-30', '2026-12-31']);
    const christmas = await req<{ err_message: string }>(run.url, 'POST', `/ufb/v1/order/${order.UUID}/book`, {
      jwt: o.jwt, body: { Appointments: [{ VisitType: 'install', SlotID: '2026-12-25-AM' }] },
    });
    expect([christmas.status, christmas.body.err_message]).toEqual([409, 'Time slot is not available']);
  });

  test('the earliest start date counts working days: two after Christmas Eve is Wednesday 30 December (not Monday 28)', async () => {
    // Thursday 24 December, 10:00 NZDT.
    await control(run.url, 'POST', '/clock', { advanceMs: 6 * 86_400_000 });
    const a = await availability(run.url, QUEEN, 'ufb');
    expect(nzDate(a.EarliestRFSDateNanos)).toBe('2026-12-30');
  });
});
