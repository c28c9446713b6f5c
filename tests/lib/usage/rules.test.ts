import {
  addDays, chargeFilters, chargeGroupKey, chargeRange, chargeUnit, dashboardLayout, dashboardWidgets, dataForecast, dayRangeNanos, daysLeft, groupCharges, histogramDays,
  hotspotSharesData,
  histogramRange, histogramValues, isCalendarDay, nzDay, nzDayStart, orderEntries, toChargeRecord, toUsageEntry, usageAlertCrossed, usageTypeOf,
  usedAmount,
} from '@/lib/usage/rules';
import { SHIPPED_FLAGS } from '@/lib/flags/shipped';
import type { ChargeRecord, UsageEntry } from '@/lib/usage/types';

/** An instant given as New Zealand wall-clock time in November 2026 (NZDT, UTC+13). */
const nzNov = (day: number, hour = 12, minute = 0) => new Date(Date.UTC(2026, 10, day, hour - 13, minute));
const GB = 1073741824;

const raw = (type: string, usageRule: string, total: number, remaining: number, carryOver = 0) => ({ type, usageRule, total, remaining, carryOver });
const data = (over: Partial<UsageEntry> = {}): UsageEntry => ({ type: 'Data', rule: 'allowance', total: 2048, remaining: 1229, carryOver: 0, throttleSpeed: null, ...over });

describe('New Zealand calendar days', () => {
  it('nzDay reads the day in New Zealand: 11:30 UTC on 24 Nov is 25 Nov there', () => {
    expect(nzDay(new Date('2026-11-24T11:30:00Z'))).toBe('2026-11-25');
    expect(nzDay(new Date('2026-11-24T10:59:00Z'))).toBe('2026-11-24');
  });

  it('nzDayStart is midnight in New Zealand, summer (+13) and winter (+12)', () => {
    expect(nzDayStart('2026-11-24').toISOString()).toBe('2026-11-23T11:00:00.000Z');
    expect(nzDayStart('2026-07-01').toISOString()).toBe('2026-06-30T12:00:00.000Z');
    // the days daylight saving starts (27 Sep 2026) and ends (5 Apr 2026): midnight never moves
    expect(nzDayStart('2026-09-27').toISOString()).toBe('2026-09-26T12:00:00.000Z');
    expect(nzDayStart('2026-09-28').toISOString()).toBe('2026-09-27T11:00:00.000Z');
    expect(nzDayStart('2026-04-05').toISOString()).toBe('2026-04-04T11:00:00.000Z');
    expect(nzDayStart('2026-04-06').toISOString()).toBe('2026-04-05T12:00:00.000Z');
  });

  it('addDays crosses months and years; isCalendarDay refuses 31 Feb and other shapes', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-31')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('tomorrow')).toBe(false);
  });
});

describe('toUsageEntry — "Usage rules: Unlimited shows unlimited; CasualRate with allowance below 1 or absent shows casual rate; a positive allowance shows number with unit … Data can also be Throttled." and "Throttled with its speed"', () => {
  it('a positive allowance keeps its total, what is left and what was carried over', () => {
    expect(toUsageEntry(raw('Data', '', 2048, 1229, 200))).toEqual({ type: 'Data', rule: 'allowance', total: 2048, remaining: 1229, carryOver: 200, throttleSpeed: null });
  });

  it('Unlimited shows unlimited (no amounts)', () => {
    expect(toUsageEntry(raw('TXTs', 'Unlimited', 0, 0))).toMatchObject({ type: 'TXTs', rule: 'unlimited', total: 0, remaining: 0 });
  });

  it.each([
    ['CasualRate', 0],
    ['CasualRate', 0.5],
    ['', 0],
  ])('rule %p with allowance %p shows casual rate', (rule, total) => {
    expect(toUsageEntry(raw('Mins', rule, total, 0))).toMatchObject({ type: 'Mins', rule: 'casualRate', total: 0, remaining: 0 });
  });

  it('CasualRate with a positive allowance shows the allowance', () => {
    expect(toUsageEntry(raw('Mins', 'CasualRate', 100, 40))).toMatchObject({ rule: 'allowance', total: 100, remaining: 40 });
  });

  it('Throttled data carries its speed: the plan\'s Throttle, else 1.2Mbps', () => {
    expect(toUsageEntry(raw('Data', 'Throttled', 40960, 100), '2M')?.throttleSpeed).toBe('2Mbps');
    expect(toUsageEntry(raw('Data', 'Throttled', 40960, 100))).toMatchObject({ rule: 'throttled', total: 40960, remaining: 100, throttleSpeed: '1.2Mbps' });
  });

  it('only data can be throttled: a throttled text allowance is an allowance', () => {
    expect(toUsageEntry(raw('TXTs', 'Throttled', 100, 10))?.rule).toBe('allowance');
  });

  it('"also sms, mms, voice, data, idd_sms, idd_voice, tetheringData as usage type names"; unknown types are dropped', () => {
    expect(['sms', 'mms', 'voice', 'data', 'idd_sms', 'idd_voice', 'tetheringData', 'IDDMins', 'PXTs'].map(usageTypeOf))
      .toEqual(['TXTs', 'PXTs', 'Mins', 'Data', 'IDDTXTs', 'IDDMins', 'TetheringData', 'IDDMins', 'PXTs']);
    expect(toUsageEntry(raw('Fax', '', 10, 10))).toBeNull();
  });

  it('negative or missing numbers read as 0', () => {
    expect(toUsageEntry(raw('Data', '', 2048, -5, Number.NaN))).toMatchObject({ remaining: 0, carryOver: 0 });
  });

  it('orderEntries: the spec\'s order "Data, Mins, IDDMins, TXTs, IDDTXTs, PXTs, TetheringData", one per type', () => {
    const e = (type: UsageEntry['type']) => data({ type });
    expect(orderEntries([e('PXTs'), e('TXTs'), e('Data'), e('Mins'), e('TXTs')]).map((x) => x.type)).toEqual(['Data', 'Mins', 'TXTs', 'PXTs']);
  });
});

describe('dashboardWidgets — "dashboard widgets Hotspot, MMS, Data, Voice, SMS, hotspot false"', () => {
  // A hotspot with an allowance of its own (5 GB beside 2 GB of data): a widget of its own.
  const all = [data(), data({ type: 'Mins' }), data({ type: 'TXTs' }), data({ type: 'PXTs' }), data({ type: 'TetheringData', total: 5120, remaining: 5120 })];

  it('the setting\'s order; Hotspot only with the hotspot setting on', () => {
    expect(dashboardWidgets('Hotspot,MMS,Data,Voice,SMS', all, false)).toEqual(['MMS', 'Data', 'Voice', 'SMS']);
    expect(dashboardWidgets('Hotspot,MMS,Data,Voice,SMS', all, true)).toEqual(['Hotspot', 'MMS', 'Data', 'Voice', 'SMS']);
  });

  it('the order we ship is Data first (issue 28 item 8; the spec\'s default above stays a valid setting)', () => {
    expect(SHIPPED_FLAGS.dashboardWidgets).toBe('Data,Voice,SMS,MMS,Hotspot');
    expect(dashboardWidgets(SHIPPED_FLAGS.dashboardWidgets, all, true)).toEqual(['Data', 'Voice', 'SMS', 'MMS', 'Hotspot']);
    expect(dashboardWidgets(SHIPPED_FLAGS.dashboardWidgets, all, false)).toEqual(['Data', 'Voice', 'SMS', 'MMS']);
  });

  it('Hotspot only with tethering (a TetheringData entry)', () => {
    expect(dashboardWidgets('Hotspot,Data', [{ type: 'Data' }], true)).toEqual(['Data']);
  });

  it('a widget whose entry the product lacks is left out; unknown names, spaces, case and repeats are tolerated', () => {
    expect(dashboardWidgets(' data , Voice,Fax,DATA,sms', [{ type: 'Data' }, { type: 'TXTs' }], false)).toEqual(['Data', 'SMS']);
    expect(dashboardWidgets('', all, true)).toEqual([]);
  });
});

describe('a hotspot on the data allowance does not repeat Data (issue 28 item 8; "Hotspot (tethering) … uses your plan data")', () => {
  const shared = [data(), data({ type: 'Mins' }), data({ type: 'TetheringData', remaining: 1229 })];

  it('hotspotSharesData: the same rule and total as Data; an allowance of its own is not', () => {
    expect(hotspotSharesData(shared)).toBe(true);
    expect(hotspotSharesData([data({ rule: 'unlimited', total: 0 }), data({ type: 'TetheringData', rule: 'unlimited', total: 0 })])).toBe(true);
    expect(hotspotSharesData([data(), data({ type: 'TetheringData', total: 5120 })])).toBe(false);
    expect(hotspotSharesData([data({ rule: 'unlimited', total: 0 }), data({ type: 'TetheringData', total: 5120 })])).toBe(false);
    expect(hotspotSharesData([data()])).toBe(false);
  });

  it('no Hotspot widget: the Data widget says it (hotspotInData), in the setting\'s order', () => {
    expect(dashboardLayout('Data,Voice,SMS,MMS,Hotspot', shared, true)).toEqual({ widgets: ['Data', 'Voice'], hotspotInData: true });
    expect(dashboardLayout('Hotspot,MMS,Data,Voice,SMS', shared, true)).toEqual({ widgets: ['Data', 'Voice'], hotspotInData: true });
  });

  it('the hotspot setting off or Hotspot not in the setting: nothing said of it', () => {
    expect(dashboardLayout('Data,Voice,SMS,MMS,Hotspot', shared, false)).toEqual({ widgets: ['Data', 'Voice'], hotspotInData: false });
    expect(dashboardLayout('Data,Voice', shared, true)).toEqual({ widgets: ['Data', 'Voice'], hotspotInData: false });
  });

  it('Data not shown: the Hotspot widget stays (its figures repeat nothing on the page)', () => {
    expect(dashboardLayout('Hotspot,Voice', shared, true)).toEqual({ widgets: ['Hotspot', 'Voice'], hotspotInData: false });
  });

  it('before the usage is read (types only) a hotspot is taken as on the data allowance: no place held for it', () => {
    expect(dashboardWidgets('Data,Voice,SMS,MMS,Hotspot', [{ type: 'Data' }, { type: 'Mins' }, { type: 'TetheringData' }], true)).toEqual(['Data', 'Voice']);
  });
});

describe('daysLeft — "12 days left" beside the renewal date, in New Zealand calendar days', () => {
  it('the days from today to the renewal\'s day: renewing 27 Nov, seen on 15 Nov → 12; on 24 Nov at 3 pm, renewing at 9 am on 27 Nov → 3', () => {
    expect(daysLeft(nzNov(27, 0).toISOString(), nzNov(15, 0, 30))).toBe(12);
    expect(daysLeft(nzNov(27, 9).toISOString(), nzNov(24, 15))).toBe(3);
  });

  it('the renewal day itself and after: 0; no date or not a date: null', () => {
    expect(daysLeft(nzNov(27, 9).toISOString(), nzNov(27, 8))).toBe(0);
    expect(daysLeft(nzNov(27, 9).toISOString(), nzNov(29))).toBe(0);
    expect(daysLeft(null, nzNov(27))).toBeNull();
    expect(daysLeft('soon', nzNov(27))).toBeNull();
  });

  it('New Zealand days, not UTC ones: 11:30 pm on 26 Nov in New Zealand is 1 day before 27 Nov; 12:30 am on 27 Nov (26 Nov in UTC) is the day itself', () => {
    expect(daysLeft(nzNov(27, 9).toISOString(), nzNov(26, 23, 30))).toBe(1);
    expect(daysLeft(nzNov(27, 9).toISOString(), nzNov(27, 0, 30))).toBe(0);
    // A renewal at 1 am NZ on 27 Nov is 26 Nov at 12:00 UTC: still 27 Nov to the customer.
    expect(daysLeft(nzNov(27, 1).toISOString(), nzNov(20, 12))).toBe(7);
  });
});

describe('dataForecast — "a forecast on the data widget (daily budget = remaining ÷ days left; \'at this rate it lasts until …\')"', () => {
  // The prepay demo: a 7-day plan whose period started 4 days ago (20 Nov), 819 MB used, 1229 MB left of 2 GB.
  const period = { from: nzNov(20, 9).toISOString(), upto: nzNov(27, 9).toISOString() };

  it('daily budget = remaining ÷ days left, today and the renewal day counted: 1229 MB over 24-27 Nov ≈ 307 MB a day', () => {
    expect(dataForecast(data(), period, nzNov(24, 15))?.dailyBudgetMb).toBe(307);
  });

  it('the rate is what was used over the ended days of the period (20-23 Nov): 819 ÷ 4 ≈ 205 MB a day, which lasts past the renewal', () => {
    expect(dataForecast(data(), period, nzNov(24, 15))).toEqual({ dailyBudgetMb: 307, dailyRateMb: 205, runsOutOn: null });
  });

  it('"at this rate it lasts until …": the last day the data lasts when that is before the renewal', () => {
    // 1800 used in 4 days = 450 a day; 248 left lasts today only
    expect(dataForecast(data({ remaining: 248 }), period, nzNov(24, 15))?.runsOutOn).toBe('2026-11-24');
    // 30-day plan, 10 days in, 1000 of 3000 used: 100 a day; 2000 left lasts 20 days of the 21 left → 13 Dec
    const month = { from: nzNov(14, 9).toISOString(), upto: new Date(nzNov(14, 9).getTime() + 30 * 86400000).toISOString() };
    expect(dataForecast(data({ total: 3000, remaining: 2000 }), month, nzNov(24, 15))).toEqual({ dailyBudgetMb: 95, dailyRateMb: 100, runsOutOn: '2026-12-13' });
  });

  it('nothing left: no budget, and it has run out today', () => {
    expect(dataForecast(data({ remaining: 0 }), period, nzNov(24, 15))).toEqual({ dailyBudgetMb: null, dailyRateMb: 512, runsOutOn: '2026-11-24' });
  });

  it('on the period\'s first day the rate counts one day; nothing used lasts to the renewal', () => {
    expect(dataForecast(data({ remaining: 2048 }), { from: nzNov(24, 9).toISOString(), upto: nzNov(31, 9).toISOString() }, nzNov(24, 15)))
      .toEqual({ dailyBudgetMb: 256, dailyRateMb: 0, runsOutOn: null });
  });

  it('the period has ended: no budget', () => {
    expect(dataForecast(data(), period, nzNov(28))?.dailyBudgetMb).toBeNull();
  });

  it('used is the total (carried-over data included) less what is left: 2248 − 1229', () => {
    expect(usedAmount(data({ total: 2248, carryOver: 200 }))).toBe(1019);
    expect(usedAmount(data({ remaining: 3000 }))).toBe(0);
  });

  it('only for the Data entry with an allowance, and a period', () => {
    expect(dataForecast(data({ rule: 'unlimited', total: 0, remaining: 0 }), period, nzNov(24))).toBeNull();
    expect(dataForecast(data({ rule: 'casualRate', total: 0, remaining: 0 }), period, nzNov(24))).toBeNull();
    expect(dataForecast(data({ type: 'Mins' }), period, nzNov(24))).toBeNull();
    expect(dataForecast(data(), null, nzNov(24))).toBeNull();
    expect(dataForecast(data({ rule: 'throttled', throttleSpeed: '1.2Mbps' }), period, nzNov(24, 15))?.dailyBudgetMb).toBe(307);
  });
});

describe('usageAlertCrossed — "usage alerts at 80% and 100% of an allowance"', () => {
  it.each([[0, null], [0.79, null], [0.8, 80], [0.99, 80], [1, 100], [1.3, 100], [Number.NaN, null]])('used share %p → %p', (share, threshold) => {
    expect(usageAlertCrossed(share)).toBe(threshold);
  });
});

describe('charges — "Cellular usage charge record: DateAndTime, AmountCents, ChargedData (MB), ChargedMins, ChargedTXTs, ChargedPXTs … unit (MB, minutes, SMS, MMS)"', () => {
  const rawCharge = (dateAndTime: string, amountCents: number, q: Partial<Record<'chargedData' | 'chargedMins' | 'chargedTxts' | 'chargedPxts', number>>) =>
    ({ dateAndTime, amountCents, chargedData: 0, chargedMins: 0, chargedTxts: 0, chargedPxts: 0, ...q });

  it('chargeUnit: data MB, mins minutes, txts SMS, pxts MMS', () => {
    expect((['data', 'mins', 'txts', 'pxts'] as const).map(chargeUnit)).toEqual(['MB', 'minutes', 'SMS', 'MMS']);
  });

  it('toChargeRecord: the event\'s type is the one charged', () => {
    expect(toChargeRecord(rawCharge('2026-11-23T20:15:00Z', 49, { chargedMins: 2 }))).toEqual({ at: '2026-11-23T20:15:00.000Z', amountCents: 49, type: 'mins', quantity: 2, unit: 'minutes' });
    expect(toChargeRecord(rawCharge('2026-11-23T20:15:00Z', 50, { chargedPxts: 1 }))?.type).toBe('pxts');
    expect(toChargeRecord(rawCharge('2026-11-23T20:15:00Z', 0, {}))).toMatchObject({ type: 'data', quantity: 0 });
    expect(toChargeRecord(rawCharge('yesterday', 0, {}))).toBeNull();
  });

  const rec = (at: string, amountCents: number, type: ChargeRecord['type'], quantity: number): ChargeRecord => ({ at, amountCents, type, quantity, unit: chargeUnit(type) });
  const records = [
    rec('2026-11-24T01:00:00Z', 120, 'data', 12), // 24 Nov 14:00 NZ
    rec('2026-11-23T20:00:00Z', 98, 'mins', 2), // 24 Nov 09:00 NZ
    rec('2026-11-23T10:30:00Z', 20, 'txts', 1), // 23 Nov 23:30 NZ
    rec('2026-10-31T11:30:00Z', 500, 'data', 500.5), // 1 Nov 00:30 NZ
    rec('2025-12-31T10:00:00Z', 49, 'mins', 1), // 31 Dec 2025 23:00 NZ
  ];

  it('"Usage groupings: daily": by New Zealand day, newest first, with total and units', () => {
    const days = groupCharges(records, 'day');
    expect(days.map((g) => [g.key, g.totalCents, g.totals])).toEqual([
      ['2026-11-24', 218, { MB: 12, minutes: 2 }],
      ['2026-11-23', 20, { SMS: 1 }],
      ['2026-11-01', 500, { MB: 500.5 }],
      ['2025-12-31', 49, { minutes: 1 }],
    ]);
    expect(days[0]?.records.map((r) => r.at)).toEqual(['2026-11-24T01:00:00Z', '2026-11-23T20:00:00Z']);
  });

  it('"monthly, yearly": the NZ month and year (31 Oct 23:30 UTC is November there)', () => {
    expect(groupCharges(records, 'month').map((g) => [g.key, g.totalCents, g.totals])).toEqual([
      ['2026-11', 738, { MB: 512.5, minutes: 2, SMS: 1 }],
      ['2025-12', 49, { minutes: 1 }],
    ]);
    expect(groupCharges(records, 'year').map((g) => [g.key, g.records.length])).toEqual([['2026', 4], ['2025', 1]]);
    expect(chargeGroupKey(new Date('2026-12-31T11:30:00Z'), 'year')).toBe('2027');
  });

  it('no records: no groups ("No charges for current period" is the page\'s)', () => {
    expect(groupCharges([], 'day')).toEqual([]);
  });

  it('chargeRange: "From defaults to the product\'s CreatedAtNanos or 0; Upto to now", unless days are given', () => {
    const created = Date.parse('2026-03-14T21:30:00Z'); // 15 March in New Zealand
    expect(chargeRange(undefined, undefined, nzNov(24), created)).toEqual({ from: '2026-03-15', to: '2026-11-24' });
    expect(chargeRange(undefined, undefined, nzNov(24))).toEqual({ from: '1970-01-01', to: '2026-11-24' });
    expect(chargeRange('2026-10-01', '2026-10-31', nzNov(24), created)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(chargeRange(undefined, '2026-10-31', nzNov(24), created)).toEqual({ from: '2026-03-15', to: '2026-10-31' });
    expect(chargeRange(undefined, '2026-02-01', nzNov(24), created)).toEqual({ from: '2026-02-01', to: '2026-02-01' });
  });

  it('"From, Upto (nanoseconds)": the first day\'s midnight to the last millisecond of the last day, in NZ', () => {
    const r = dayRangeNanos('2026-11-01', '2026-11-24');
    expect(r.fromNanos).toBe(Date.parse('2026-10-31T11:00:00Z') * 1e6);
    expect(r.uptoNanos).toBe(Date.parse('2026-11-24T10:59:59.999Z') * 1e6);
  });

  it('"data, mins, txts, pxts (booleans default true)": the types not asked for are false', () => {
    expect(chargeFilters(['data', 'txts'])).toEqual({ data: 'true', mins: 'false', txts: 'true', pxts: 'false' });
  });
});

describe('histogramValues — "Data buckets converted to GB with two decimals and reversed; voice divided by 60; 30 buckets; failure gives zeros."', () => {
  const newestFirst = Array.from({ length: 30 }, (_, i) => i); // bucket 0 is today

  it('data: bytes → GB with two decimals, reversed (oldest first)', () => {
    const values = histogramValues(newestFirst.map((i) => (i + 1) * 0.5 * GB), 'data');
    expect(values).toHaveLength(30);
    expect(values[0]).toBe(15);
    expect(values[29]).toBe(0.5);
    expect(histogramValues([1234567890], 'data')[29]).toBe(1.15);
  });

  it('voice: seconds ÷ 60, reversed', () => {
    const values = histogramValues(newestFirst.map((i) => i * 90), 'voice');
    expect(values[29]).toBe(0);
    expect(values[28]).toBe(1.5);
    expect(values[0]).toBe(43.5);
  });

  it('failure gives zeros: 30 of them', () => {
    expect(histogramValues(null, 'data')).toEqual(Array(30).fill(0));
  });

  it('fewer buckets are the newest days; a 31st (a 25-hour day\'s last hour) is today\'s', () => {
    expect(histogramValues([120, 60], 'voice').slice(27)).toEqual([0, 1, 2]);
    const extra = [60, ...Array(29).fill(0), 600]; // newest first: 1 h bucket, today … oldest
    const values = histogramValues(extra, 'voice');
    expect(values).toHaveLength(30);
    expect(values[0]).toBe(10);
    expect(values[29]).toBe(1);
  });

  it('30 NZ days ending today; the range is their midnights with a one-day interval', () => {
    const days = histogramDays(nzNov(24, 8));
    expect(days).toHaveLength(30);
    expect([days[0], days[29]]).toEqual(['2026-10-26', '2026-11-24']);
    const r = histogramRange(nzNov(24, 8));
    expect(r.firstNanos).toBe(nzDayStart('2026-10-26').getTime() * 1e6);
    expect(r.finalNanos).toBe((nzDayStart('2026-11-25').getTime() - 1) * 1e6);
    expect(r.intervalNanos).toBe(86400 * 1e9);
  });
});
