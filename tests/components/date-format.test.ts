/*
 * Issue 28 item 3: "/profile?language=mi-NZ … hydration errors in the console; dates mix English
 * and Māori month names". The server (Node, full ICU: Māori data) and the browser (Chromium's
 * ICU has no 'mi') must write the same date: every page's dates go through one formatter that
 * takes nothing Māori from the runtime's Intl.
 */

const RealDateTimeFormat = Intl.DateTimeFormat;

/** A runtime whose Intl has no Māori data, as Chromium's: a 'mi' locale falls to the next one. */
function withoutMaoriData<T>(run: () => T): T {
  const Browser = function (locales?: string | readonly string[], options?: Intl.DateTimeFormatOptions) {
    const asked = locales === undefined ? [] : typeof locales === 'string' ? [locales] : [...locales];
    const kept = asked.filter((l) => !/^mi(?:-|$)/i.test(l));
    return new RealDateTimeFormat(kept.length > 0 ? kept : 'en-US', options);
  } as unknown as typeof Intl.DateTimeFormat;
  Browser.supportedLocalesOf = (l, o) => RealDateTimeFormat.supportedLocalesOf(l, o).filter((x) => !/^mi(?:-|$)/i.test(x));
  Intl.DateTimeFormat = Browser;
  try {
    return run();
  } finally {
    Intl.DateTimeFormat = RealDateTimeFormat;
  }
}

/** Every date text a page writes, from freshly loaded modules (the formatters are kept per module). */
function allDates(locale: string): string[] {
  let out: string[] = [];
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { formatDate } = require('@/components/format/format-date') as typeof import('@/components/format/format-date');
    const { formatDay, formatPeriod } = require('@/components/billing/money-format') as typeof import('@/components/billing/money-format');
    const usage = require('@/components/usage/format') as typeof import('@/components/usage/format');
    const visits = require('@/components/broadband/visits/visit-format') as typeof import('@/components/broadband/visits/visit-format');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const at = Date.parse('2026-12-07T07:15:00Z'); // Monday 7 December 2026, 8:15 pm in Auckland
    const period = formatPeriod('2026-11-01T11:00:00Z', '2026-12-01T11:00:00Z', locale);
    out = [
      formatDate(at, locale),
      formatDay('2026-06-14T02:00:00Z', locale),
      period.from,
      period.upto,
      usage.formatCalendarDay('2026-07-29', locale),
      usage.formatCalendarDay('2026-07-29', locale, 'long'),
      usage.formatGroupKey('2026-01', locale),
      usage.formatChargeTime('2026-12-07T07:15:00Z', locale, true),
      visits.dayLabel('2026-12-07T07:15:00Z', locale),
      visits.timeRange('2026-12-07T19:00:00Z', '2026-12-07T23:00:00Z', locale),
    ];
  });
  return out;
}

test('te reo Māori: Māori month and weekday names on the New Zealand layout', () => {
  expect(allDates('mi-NZ')).toEqual([
    '7 Tīh 2026', '14 Hun 2026', '2 Noe', '1 Tīh', '29 Hūr', '29 Hūrae 2026', 'Hānuere 2026', '7 Tīh, 8:15 pm', 'Mane, 7 Tīhema 2026', '8:00 am – 12:00 pm',
  ]);
});

test('English: as before (New Zealand English)', () => {
  expect(allDates('en')).toEqual([
    '7 Dec 2026', '14 Jun 2026', '2 Nov', '1 Dec', '29 Jul', '29 July 2026', 'January 2026', '7 Dec, 8:15 pm', 'Monday, 7 December 2026', '8:00 am – 12:00 pm',
  ]);
});

test.each(['mi-NZ', 'en'])('%s: a browser without Māori data writes every date as the server does (no hydration mismatch)', (locale) => {
  expect(withoutMaoriData(() => allDates(locale))).toEqual(allDates(locale));
});
