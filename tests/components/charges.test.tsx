/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChargesView } from '@/components/usage/charges-view';
import type { ChargeList, ChargeRecord } from '@/lib/usage/types';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';
import { bffError } from './top-up-fakes';

/**
 * Charges (docs/mobile-contract.md §4; issue 13 item 4): "From/Upto …, data/mins/txts/pxts
 * filters, newest first, grouped by day, month and year with totals and units; 'No charges for
 * current period'".
 */

const ALL = ['data', 'mins', 'txts', 'pxts'] as const;
const FILTER = { from: '2026-10-01', to: '2026-11-24', types: ALL };
const path = (from: string, to: string, types: string) => `/api/customer/usage/charges?from=${from}&to=${to}&types=${encodeURIComponent(types)}`;
const DEFAULT_PATH = path(FILTER.from, FILTER.to, ALL.join(','));

const rec = (at: string, type: ChargeRecord['type'], quantity: number, amountCents: number): ChargeRecord => ({
  at, type, quantity, amountCents, unit: ({ data: 'MB', mins: 'minutes', txts: 'SMS', pxts: 'MMS' } as const)[type],
});
// NZ times: 24 Nov 2026 10:15 am and 3:40 pm; 23 Nov 9:05 pm; 3 Oct 8:00 am.
const records = [
  rec('2026-11-24T02:40:00.000Z', 'data', 512, 120),
  rec('2026-11-23T21:15:00.000Z', 'mins', 14, 49),
  rec('2026-11-23T08:05:00.000Z', 'txts', 3, 60),
  rec('2026-10-02T19:00:00.000Z', 'pxts', 1, 50),
];
const list = (rs: ChargeRecord[], from = FILTER.from, upto = FILTER.to): ChargeList => ({ from, upto, records: rs, totalCents: rs.reduce((s, r) => s + r.amountCents, 0) });
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const group = (name: string) => screen.getByRole('region', { name });
const rows = (name: string) => within(within(group(name)).getByRole('table')).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent));

test('grouped by day, newest first: each day its h2, total and units, then its rows (time, what, quantity, amount)', () => {
  fakeBff({});
  renderIntl(<ChargesView initialFilter={FILTER} initialGrouping="day" initial={list(records)} />);
  expect(screen.getByText('4 charges, $2.79 in total')).toBeTruthy();
  expect(headings()).toEqual(['24 November 2026', '23 November 2026', '3 October 2026']);
  const day = group('24 November 2026');
  expect(within(day).getByText('$1.69')).toBeTruthy();
  expect(within(day).getByText('512 MB · 14 minutes')).toBeTruthy();
  expect(rows('24 November 2026')).toEqual([
    ['3:40 pm', 'Data', '512 MB', '$1.20'],
    ['10:15 am', 'Call', '14 minutes', '$0.49'],
  ]);
  expect(rows('23 November 2026')).toEqual([['9:05 pm', 'Text', '3 SMS', '$0.60']]);
  expect(rows('3 October 2026')).toEqual([['8:00 am', 'Picture message', '1 MMS', '$0.50']]);
});

test('grouping by month and by year: the same charges under "November 2026", "October 2026", then "2026", each time with its day', async () => {
  fakeBff({});
  renderIntl(<ChargesView initialFilter={FILTER} initialGrouping="day" initial={list(records)} />);
  const by = screen.getByRole('radiogroup', { name: 'Group by' });
  await userEvent.click(within(by).getByRole('radio', { name: 'Month' }));
  expect(headings()).toEqual(['November 2026', 'October 2026']);
  expect(within(group('November 2026')).getByText('$2.29')).toBeTruthy();
  expect(within(group('November 2026')).getByText('512 MB · 14 minutes · 3 SMS')).toBeTruthy();
  expect(rows('November 2026')[0]).toEqual(['24 Nov, 3:40 pm', 'Data', '512 MB', '$1.20']);
  expect(window.location.search).toBe('?from=2026-10-01&to=2026-11-24&types=data%2Cmins%2Ctxts%2Cpxts&by=month');

  await userEvent.click(within(by).getByRole('radio', { name: 'Year' }));
  expect(headings()).toEqual(['2026']);
  expect(within(group('2026')).getByText('$2.79')).toBeTruthy();
  expect(within(group('2026')).getByText('512 MB · 14 minutes · 3 SMS · 1 MMS')).toBeTruthy();
});

test('From, To and the types: "Show charges" asks for that range and those types only', async () => {
  const seen = fakeBff({ [`GET ${path('2026-10-01', '2026-10-31', 'data,pxts')}`]: [{ status: 200, body: list([records[3]!], '2026-10-01', '2026-10-31') }] });
  renderIntl(<ChargesView initialFilter={FILTER} initialGrouping="day" initial={list(records)} />);
  const types = screen.getByRole('group', { name: 'Include' });
  expect(within(types).getAllByRole('checkbox').map((c) => [c.getAttribute('value'), (c as HTMLInputElement).checked])).toEqual(ALL.map((t) => [t, true]));
  await userEvent.clear(screen.getByLabelText('To'));
  await userEvent.type(screen.getByLabelText('To'), '2026-10-31');
  await userEvent.click(within(types).getByRole('checkbox', { name: 'Calls' }));
  await userEvent.click(within(types).getByRole('checkbox', { name: 'Texts' }));
  await userEvent.click(screen.getByRole('button', { name: 'Show charges' }));
  expect(await screen.findByRole('heading', { level: 2, name: '3 October 2026' })).toBeTruthy();
  expect(headings()).toEqual(['3 October 2026']);
  expect(seen.map((r) => r.path)).toEqual([path('2026-10-01', '2026-10-31', 'data,pxts')]);
});

test('a From after the To, or no type, is refused before asking', async () => {
  const seen = fakeBff({});
  renderIntl(<ChargesView initialFilter={FILTER} initialGrouping="day" initial={list(records)} />);
  await userEvent.clear(screen.getByLabelText('From'));
  await userEvent.type(screen.getByLabelText('From'), '2026-11-30');
  for (const name of ['Data', 'Calls', 'Texts', 'Picture messages']) await userEvent.click(screen.getByRole('checkbox', { name }));
  await userEvent.click(screen.getByRole('button', { name: 'Show charges' }));
  expect(screen.getByText('The From date must be on or before the To date')).toBeTruthy();
  expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Choose at least one type')).toBeTruthy();
  expect(seen).toEqual([]);
});

test('"No charges for current period" for an empty list; "We can\'t get your charges right now" with Try again on a failure', async () => {
  fakeBff({ [`GET ${DEFAULT_PATH}`]: [bffError(503, 'charges_unavailable', "We can't get your charges right now"), { status: 200, body: list([]) }] });
  renderIntl(<ChargesView initialFilter={FILTER} initialGrouping="day" />);
  expect((await screen.findByRole('alert')).textContent).toContain("We can't get your charges right now");
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No charges for current period')).toBeTruthy();
  expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
});
