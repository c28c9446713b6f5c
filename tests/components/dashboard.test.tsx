/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardUsage } from '@/components/usage/usage-overview';
import type { UsageSummary } from '@/lib/usage/types';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';
import { bffError } from './top-up-fakes';
import { entry, prepaySummary } from './usage-fakes';

/**
 * The dashboard's widgets (docs/mobile-contract.md §4; issue 13 item 1 and 7): one region per
 * widget of dashboardWidgets, in its order, each with remaining and total, carry-over, the usage
 * rules (Unlimited, CasualRate, Throttled with its speed), the renewal date, the data forecast;
 * each loads and fails on its own with Try again.
 */

const ALL = ['Data', 'Voice', 'SMS', 'MMS', 'Hotspot'] as const;
const region = (name: string) => screen.getByRole('region', { name });
const ok = (body: UsageSummary) => ({ status: 200, body });

test('the prepay demo: a region per widget in the configured order, Data first; "1.20 GB left of 2 GB", minutes, Unlimited, Casual rate; the plan, "Renews 27 Nov 2026" and "3 days left"', () => {
  fakeBff({});
  renderIntl(<DashboardUsage initial={prepaySummary} configured={ALL} />);
  const widgets = within(screen.getByRole('list')).getAllByRole('region').map((r) => within(r).getByRole('heading').textContent);
  expect(widgets).toEqual(['Data', 'Voice', 'SMS', 'MMS']);
  expect(within(region('Data')).getByText('1.20 GB left of 2 GB')).toBeTruthy();
  expect(within(region('Voice')).getByText('72 minutes left of 100 minutes')).toBeTruthy();
  expect(within(region('SMS')).getByText('Unlimited')).toBeTruthy();
  expect(within(region('MMS')).getByText('Casual rate')).toBeTruthy();
  expect(screen.getByText('$12 Weekly Plan')).toBeTruthy();
  expect(screen.getByText('Renews 27 Nov 2026')).toBeTruthy();
  expect(screen.getByText('3 days left')).toBeTruthy();
  expect(screen.queryByText(/^Changes to/)).toBeNull();
  expect(screen.getByRole('link', { name: 'See usage' }).getAttribute('href')).toBe('/profile/usage');
});

test('auto-renew off: "Ends 27 Nov 2026", not "Renews"', () => {
  fakeBff({});
  renderIntl(<DashboardUsage initial={{ ...prepaySummary, renews: false }} configured={ALL} />);
  expect(screen.getByText('Ends 27 Nov 2026')).toBeTruthy();
  expect(screen.queryByText(/^Renews/)).toBeNull();
  expect(screen.getByText('3 days left')).toBeTruthy();
});

test('days left: "1 day left"; none on the renewal day or without a renewal', () => {
  fakeBff({});
  const { unmount } = renderIntl(<DashboardUsage initial={{ ...prepaySummary, daysLeft: 1 }} configured={ALL} />);
  expect(screen.getByText('1 day left')).toBeTruthy();
  unmount();
  renderIntl(<DashboardUsage initial={{ ...prepaySummary, daysLeft: 0 }} configured={ALL} />);
  expect(screen.getByText('Renews 27 Nov 2026')).toBeTruthy();
  expect(screen.queryByText(/days? left$/)).toBeNull();
});

test('a change asked for the next billing date: "Changes to $20 Prepay Plan on 27 Nov 2026" under the plan', () => {
  fakeBff({});
  renderIntl(<DashboardUsage initial={{ ...prepaySummary, pendingChange: { planName: '$20 Prepay Plan', at: '2026-11-26T11:00:00.000Z' } }} configured={ALL} />);
  expect(within(screen.getByRole('region', { name: 'This period' })).getByText('Changes to $20 Prepay Plan on 27 Nov 2026')).toBeTruthy();
});

test('a hotspot on the data allowance: no Hotspot widget, the Data widget says "Hotspot: uses your data" (its figures once)', () => {
  fakeBff({});
  const summary: UsageSummary = {
    ...prepaySummary,
    entries: [...prepaySummary.entries, entry({ type: 'TetheringData', total: 2048, remaining: 1229 })],
    widgets: ['Data', 'Voice', 'SMS', 'MMS'],
    hotspotInData: true,
  };
  renderIntl(<DashboardUsage initial={summary} configured={ALL} />);
  expect(screen.queryByRole('region', { name: 'Hotspot' })).toBeNull();
  expect(within(region('Data')).getByText('Hotspot: uses your data')).toBeTruthy();
  expect(screen.getAllByText('1.20 GB left of 2 GB')).toHaveLength(1);
});

test('the data forecast in one line: "At this rate it lasts until your renewal", or the day it runs out with the daily budget that reaches the renewal', () => {
  fakeBff({});
  const { unmount } = renderIntl(<DashboardUsage initial={prepaySummary} configured={ALL} />);
  expect(within(region('Data')).getByText('At this rate it lasts until your renewal')).toBeTruthy();
  // One line: the budget is not said again beside it (issue 28 item 8).
  expect(region('Data').textContent).not.toContain('a day');
  expect(region('Data').textContent?.match(/until/g)).toHaveLength(1);
  // Only the data widget forecasts.
  expect(region('Voice').textContent).not.toContain('At this rate');
  unmount();

  const { unmount: again } = renderIntl(<DashboardUsage initial={{ ...prepaySummary, forecast: { dailyBudgetMb: 307, dailyRateMb: 450, runsOutOn: '2026-11-26' } }} configured={ALL} />);
  expect(within(region('Data')).getByText('At this rate it lasts until 26 Nov: about 307 MB a day gets you to your renewal')).toBeTruthy();
  again();

  renderIntl(<DashboardUsage initial={{ ...prepaySummary, forecast: { dailyBudgetMb: null, dailyRateMb: 450, runsOutOn: '2026-11-26' } }} configured={ALL} />);
  expect(within(region('Data')).getByText('At this rate it lasts until 26 Nov')).toBeTruthy();
});

test('throttled with its speed, what was carried over (nothing when none), MB under 1 GB and GB from it, Hotspot', () => {
  fakeBff({});
  const summary: UsageSummary = {
    ...prepaySummary,
    entries: [
      entry({ type: 'Data', rule: 'throttled', total: 10240, remaining: 512, carryOver: 200, throttleSpeed: '1.2Mbps' }),
      entry({ type: 'TetheringData', total: 2048, remaining: 2048 }),
    ],
    forecast: null,
    // A hotspot allowance of its own (2 GB beside 10 GB of data): its own widget.
    widgets: ['Hotspot', 'Data'],
  };
  const { unmount } = renderIntl(<DashboardUsage initial={summary} configured={ALL} />);
  const data = region('Data');
  expect(within(data).getByText('512 MB left of 10 GB')).toBeTruthy();
  expect(within(data).getByText('Throttled')).toBeTruthy();
  expect(within(data).getByText('then 1.2Mbps')).toBeTruthy();
  expect(within(data).getByText('Includes 200 MB carried over')).toBeTruthy();
  expect(within(region('Hotspot')).getByText('2 GB left of 2 GB')).toBeTruthy();
  unmount();

  // The BFF sends 0 carried over while the carryover setting is off: nothing is said.
  renderIntl(<DashboardUsage initial={{ ...summary, entries: summary.entries.map((e) => ({ ...e, carryOver: 0 })) }} configured={ALL} />);
  expect(region('Data').textContent).not.toContain('carried over');
});

test('no plan (payg): casual rates named, every widget "Casual rate"', () => {
  fakeBff({});
  const payg: UsageSummary = {
    ...prepaySummary, kind: 'payg', planName: null, renewsAt: null, period: null, forecast: null,
    entries: [entry({ type: 'Data', rule: 'casualRate' }), entry({ type: 'Mins', rule: 'casualRate' })], widgets: ['Data', 'Voice'],
  };
  renderIntl(<DashboardUsage initial={payg} configured={ALL} />);
  expect(screen.getByText("You don't have a plan right now, so you pay casual rates.")).toBeTruthy();
  expect(within(region('Data')).getByText('Casual rate')).toBeTruthy();
  expect(within(region('Voice')).getByText('Casual rate')).toBeTruthy();
  expect(screen.queryByText(/^Renews/)).toBeNull();
});

test('no first view: the configured widgets load on their own; a failure shows in each with Try again, which reads again', async () => {
  const seen = fakeBff({
    'GET /api/customer/usage': [bffError(503, 'upstream_unavailable', "We can't reach our systems right now"), ok(prepaySummary)],
  });
  renderIntl(<DashboardUsage configured={['Data', 'Voice']} />);
  // Loading: each widget its own status.
  expect(within(region('Data')).getByRole('status').textContent).toBe('Loading Data…');
  expect(within(region('Voice')).getByRole('status').textContent).toBe('Loading Voice…');

  const failed = await within(region('Data')).findByRole('alert');
  expect(failed.textContent).toContain('Data could not be loaded');
  expect(within(region('Voice')).getByRole('alert').textContent).toContain('Voice could not be loaded');
  await userEvent.click(within(region('Data')).getByRole('button', { name: 'Try again' }));
  expect(await within(region('Data')).findByText('1.20 GB left of 2 GB')).toBeTruthy();
  // The answer's widgets replace the configured ones.
  await waitFor(() => expect(screen.getByRole('region', { name: 'SMS' })).toBeTruthy());
  expect(seen.filter((r) => r.path === '/api/customer/usage')).toHaveLength(2);
});

test('a widget whose entry the answer lacks says so on its own; the others show their figures', () => {
  fakeBff({});
  renderIntl(<DashboardUsage initial={{ ...prepaySummary, widgets: ['Data', 'Hotspot'] }} configured={ALL} />);
  expect(within(region('Hotspot')).getByText('Not included in your plan')).toBeTruthy();
  expect(within(region('Data')).getByText('1.20 GB left of 2 GB')).toBeTruthy();
});
