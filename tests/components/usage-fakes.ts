import type { UsageEntry, UsageSummary } from '@/lib/usage/types';

/** Shared by the usage UI's component tests (issue 13): the prepay demo's usage as the BFF answers it. */
export const entry = (e: Partial<UsageEntry> & Pick<UsageEntry, 'type'>): UsageEntry => ({ rule: 'allowance', total: 0, remaining: 0, carryOver: 0, throttleSpeed: null, ...e });

/** "$12 Weekly Plan (2 GB, 100 minutes, unlimited texts, 7 days …); 1229 MB, '1.20 GB', left of 2 GB". */
export const prepaySummary: UsageSummary = {
  productUuid: 'p-1',
  kind: 'prepay',
  period: { from: '2026-11-19T11:00:00.000Z', upto: '2026-11-26T11:00:00.000Z' },
  renewsAt: '2026-11-26T11:00:00.000Z',
  renews: true,
  planName: '$12 Weekly Plan',
  entries: [
    entry({ type: 'Data', total: 2048, remaining: 1229 }),
    entry({ type: 'Mins', total: 100, remaining: 72 }),
    entry({ type: 'TXTs', rule: 'unlimited' }),
    entry({ type: 'PXTs', rule: 'casualRate' }),
  ],
  forecast: { dailyBudgetMb: 307, dailyRateMb: 205, runsOutOn: null },
  // The shipped order, Data first (lib/flags/shipped.ts; issue 28 item 8).
  widgets: ['Data', 'Voice', 'SMS', 'MMS'],
  hotspotInData: false,
  daysLeft: 3,
  pendingChange: null,
};
