/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UsageEntries } from '@/components/usage/usage-overview';
import type { UsageSummary } from '@/lib/usage/types';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';
import { bffError } from './top-up-fakes';
import { entry, prepaySummary } from './usage-fakes';

/**
 * The usage page's entries (docs/mobile-contract.md §4; issue 13 item 4): "usage entries per
 * type (Data, Mins, IDDMins, TXTs, IDDTXTs, PXTs, TetheringData)", as on the dashboard.
 */

const postpay: UsageSummary = {
  ...prepaySummary,
  kind: 'postpay',
  planName: '$55 Postpay Essentials Plan',
  entries: [
    entry({ type: 'TetheringData', total: 5120, remaining: 5120 }),
    entry({ type: 'IDDMins', total: 30, remaining: 0 }),
    entry({ type: 'PXTs', total: 10, remaining: 1 }),
    entry({ type: 'Data', total: 10240, remaining: 2500 }),
    entry({ type: 'TXTs', rule: 'unlimited' }),
    entry({ type: 'Mins', rule: 'unlimited' }),
  ],
  forecast: { dailyBudgetMb: 417, dailyRateMb: 300, runsOutOn: '2026-11-29' },
};

test('every entry the product has, in the spec\'s order, each its own region; the data forecast', () => {
  fakeBff({});
  renderIntl(<UsageEntries initial={postpay} />);
  const names = within(screen.getByRole('list')).getAllByRole('region').map((r) => within(r).getByRole('heading').textContent);
  expect(names).toEqual(['Data', 'Voice', 'International minutes', 'SMS', 'MMS', 'Hotspot']);
  const region = (name: string) => screen.getByRole('region', { name });
  expect(within(region('Data')).getByText('2.44 GB left of 10 GB')).toBeTruthy();
  expect(within(region('Data')).getByText('At this rate it lasts until 29 Nov: about 417 MB a day gets you to your renewal')).toBeTruthy();
  expect(within(region('International minutes')).getByText('0 minutes left of 30 minutes')).toBeTruthy();
  expect(within(region('MMS')).getByText('1 picture message left of 10 picture messages')).toBeTruthy();
  expect(within(region('Voice')).getByText('Unlimited')).toBeTruthy();
  expect(within(region('Hotspot')).getByText('5 GB left of 5 GB')).toBeTruthy();
  expect(screen.getByText('$55 Postpay Essentials Plan')).toBeTruthy();
  // A hotspot allowance of its own (5 GB beside 10 GB of data) is no part of Data.
  expect(region('Data').textContent).not.toContain('Hotspot');
});

test('a hotspot on the data allowance is said in Data, not as an entry repeating its figures', () => {
  fakeBff({});
  renderIntl(<UsageEntries initial={{ ...prepaySummary, entries: [...prepaySummary.entries, entry({ type: 'TetheringData', total: 2048, remaining: 1229 })] }} />);
  const names = within(screen.getByRole('list')).getAllByRole('region').map((r) => within(r).getByRole('heading').textContent);
  expect(names).toEqual(['Data', 'Voice', 'SMS', 'MMS']);
  expect(within(screen.getByRole('region', { name: 'Data' })).getByText('Hotspot: uses your data')).toBeTruthy();
  expect(screen.getAllByText('1.20 GB left of 2 GB')).toHaveLength(1);
});

test('fails as one section with Try again while the list is unknown', async () => {
  fakeBff({ 'GET /api/customer/usage': [bffError(503, 'upstream_unavailable', 'network error'), { status: 200, body: prepaySummary }] });
  renderIntl(<UsageEntries />);
  expect((await screen.findByRole('alert')).textContent).toContain('This period could not be loaded');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('1.20 GB left of 2 GB')).toBeTruthy();
});
