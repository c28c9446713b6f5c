/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BalanceSection, SpendSection } from '@/app/[locale]/profile/(area)/billing/_components/billing-sections';
import { CycleSection } from '@/app/[locale]/profile/(area)/billing/_components/cycle-form';
import type { Balances, BillingCycleView, SpendHistory } from '@/lib/billing/money-types';
import { renderIntl } from '../support/render-intl';
import { polyfillDialog } from './dialog-polyfill';
import { fakeBff } from './payment-bff';

/**
 * Billing (docs/money-contract.md §4, postpay): the balance and bill periods; "Spend over 12
 * months" as an SVG bar chart with a text table of the same figures; the billing cycle form whose
 * change is confirmed first ("Changing the cycle closes outstanding bills and marks them due").
 */

beforeAll(polyfillDialog);

const NOV = { from: '2026-10-31T11:00:00.000Z', upto: '2026-11-30T11:00:00.000Z' };
const DEC = { from: '2026-11-30T11:00:00.000Z', upto: '2026-12-31T11:00:00.000Z' };
const balances = (owingCents: number): Balances => ({
  productUuid: 'p-1',
  kind: 'postpay',
  prepay: null,
  postpay: { owingCents, unbilledCents: 2150, currentCycle: NOV, nextCycle: DEC, dueInvoice: null },
  usage: [],
});

describe('BalanceSection', () => {
  test('"You owe $48.20", this period so far, the bill periods, Pay bill and the invoices', async () => {
    fakeBff({ 'GET /api/customer/balance': [{ status: 200, body: balances(4820) }] });
    renderIntl(<BalanceSection invoicesOn />);
    const section = screen.getByRole('region', { name: 'Balance' });
    expect(await within(section).findByText('You owe $48.20')).toBeTruthy();
    expect(section.textContent).toContain('This period so far $21.50');
    expect(section.textContent).toContain('Bill period1 Nov 2026 – 30 Nov 2026');
    expect(section.textContent).toContain('Next bill period1 Dec 2026 – 31 Dec 2026');
    expect(within(section).getByRole('link', { name: 'Pay bill' }).getAttribute('href')).toBe('/profile/pay-bill');
    expect(within(section).getByRole('link', { name: 'See your invoices' }).getAttribute('href')).toBe('/profile/invoices');
  });

  test('in credit: "In credit $5.00", no Pay bill; invoices off: no link to them', async () => {
    fakeBff({ 'GET /api/customer/balance': [{ status: 200, body: balances(-500) }] });
    renderIntl(<BalanceSection invoicesOn={false} />);
    expect(await screen.findByText('In credit $5.00')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay bill' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'See your invoices' })).toBeNull();
  });
});

describe('SpendSection', () => {
  const months = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
  const spend: SpendHistory = { months: months.map((month, i) => ({ month, cents: i === 3 ? 0 : 4000 + i * 100 })), totalCents: 0 };
  spend.totalCents = spend.months.reduce((s, m) => s + m.cents, 0);

  test('twelve bars in an SVG described for screen readers, and a table of the same figures', async () => {
    fakeBff({ 'GET /api/customer/spend': [{ status: 200, body: spend }] });
    const { container } = renderIntl(<SpendSection />);
    const img = await screen.findByRole('img');
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img.getAttribute('aria-label')).toContain('Bar chart of your spend each month');
    // The month with nothing has no bar; each other bar is as tall as its share of the largest.
    const rects = [...container.querySelectorAll('svg rect')];
    expect(rects).toHaveLength(12);
    const heights = rects.map((r) => Number(r.getAttribute('height')));
    expect(heights[3]).toBe(0);
    expect(Math.max(...heights)).toBe(heights[11]);
    expect(heights[0]! / heights[11]!).toBeCloseTo(4000 / 5100, 3);

    const table = screen.getByRole('table', { name: 'Spend by month' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toBe('December 2025$40.00');
    expect(rows[3]).toBe('March 2026$0.00');
    expect(rows[11]).toBe('November 2026$51.00');
    expect(screen.getByText(`What you were billed each month, $${(spend.totalCents / 100).toFixed(2)} in total.`)).toBeTruthy();
  });
});

test('issue 28: a value axis ($0 to a round top), each month\'s dollars above its bar, and a voided month labelled Void, not blank', async () => {
  const months = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
  const spend: SpendHistory = {
    months: months.map((month, i) => (i === 3 ? { month, cents: 0, voided: true } : { month, cents: i === 5 ? 0 : 4000 + i * 100 })),
    totalCents: 0,
  };
  spend.totalCents = spend.months.reduce((s, m) => s + m.cents, 0);
  fakeBff({ 'GET /api/customer/spend': [{ status: 200, body: spend }] });
  const { container } = renderIntl(<SpendSection />);
  await screen.findByRole('img');
  const texts = (selector: string) => [...container.querySelectorAll(selector)].map((e) => e.textContent);
  // The axis: $0, half-way and the top (the largest month, $51, rounds up to $60).
  expect(texts('figure ol:first-child li')).toEqual(['$0', '$30', '$60']);
  const above = texts('svg + ol li');
  expect(above).toHaveLength(12);
  expect(above[0]).toBe('$40');
  expect(above[3]).toBe('Void');
  expect(above[5]).toBe('$0');
  expect(above[11]).toBe('$51');
  // The voided month has a stub, not nothing; the table says why it is $0.
  expect(Number([...container.querySelectorAll('svg rect')][3]!.getAttribute('height'))).toBeGreaterThan(0);
  const rows = within(screen.getByRole('table', { name: 'Spend by month' })).getAllByRole('row').slice(1).map((r) => r.textContent);
  expect(rows[3]).toBe("March 2026No charge: that month's bill was voided");
  expect(rows[5]).toBe('May 2026$0.00');
});

describe('CycleSection', () => {
  const view = (cycle: BillingCycleView['cycle']): BillingCycleView => ({ cycle, currentCycle: NOV, nextCycle: DEC });

  test('a change is confirmed first: kept, nothing is sent; confirmed, the new cycle is sent and shown', async () => {
    const seen = fakeBff({
      'GET /api/customer/billing-cycle': [{ status: 200, body: view('MONTHLY') }],
      'POST /api/customer/billing-cycle': [{ status: 200, body: view('SEVEN_DAYS') }],
      'GET /api/customer/balance': [{ status: 200, body: balances(0) }],
    });
    renderIntl(<CycleSection />);
    const group = await screen.findByRole('group', { name: 'Bill me' });
    expect((within(group).getByRole('radio', { name: 'Monthly' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(group).getByRole('radio', { name: 'Every 7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change billing cycle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your billing cycle?' });
    expect(dialog.textContent).toContain('Your current bill closes now and is due.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my cycle' }));
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Change billing cycle' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Change your billing cycle?' })).getByRole('button', { name: 'Change cycle' }));
    expect(await screen.findByText('Your billing cycle is now Every 7 days. Your current bill has closed and is due.')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/customer/billing-cycle', body: { cycle: 'SEVEN_DAYS' } }]);
    await waitFor(() => expect(screen.getByText('Your bills are every 7 days.')).toBeTruthy());
  });

  test('the same cycle: told so, no dialog; a refusal shows its text', async () => {
    const seen = fakeBff({
      'GET /api/customer/billing-cycle': [{ status: 200, body: view('TWENTY_EIGHT_DAYS') }],
      'POST /api/customer/billing-cycle': [{ status: 403, body: { error: { code: 'not_allowed', message: 'Not Allowed' } } }],
    });
    renderIntl(<CycleSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change billing cycle' }));
    expect(screen.getByText('That is already your billing cycle.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change billing cycle' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change cycle' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not Allowed');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
