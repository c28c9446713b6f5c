/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InvoiceView } from '@/app/[locale]/profile/(area)/account/invoices/[number]/_components/invoice-view';
import { InvoicesSection } from '@/app/[locale]/profile/(area)/invoices/_components/invoices-section';
import type { Invoice, InvoicePage, InvoiceSummary } from '@/lib/billing/money-types';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';

/**
 * Invoices (docs/money-contract.md §4): "paged list starting at page 1, OPEN as the current period
 * and the rest as previous, an overdue banner when one is OVERDUE"; the single invoice with its
 * fields, lines, the bill explainer, Download PDF and Pay now; the catalogue's texts.
 */

const summary = (n: number, over: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  number: `INV-0001${String(n).padStart(2, '0')}`,
  status: 'PAID',
  date: `2026-${String(n).padStart(2, '0')}-01T00:00:00.000Z`,
  dueDate: `2026-${String(n).padStart(2, '0')}-15T00:00:00.000Z`,
  periodFrom: `2026-${String(n - 1).padStart(2, '0')}-01T00:00:00.000Z`,
  periodUpto: `2026-${String(n).padStart(2, '0')}-01T00:00:00.000Z`,
  grandTotalCents: 4000 + n * 10,
  remainingCents: 0,
  ...over,
});

const open = summary(11, { number: 'INV-000124', status: 'OPEN', dueDate: null, grandTotalCents: 2150, remainingCents: 2150, periodFrom: '2026-10-31T11:00:00.000Z', periodUpto: '2026-11-30T11:00:00.000Z' });
const overdue = summary(10, { number: 'INV-000123', status: 'OVERDUE', grandTotalCents: 4820, remainingCents: 4820 });
const pageOf = (over: Partial<InvoicePage> = {}): InvoicePage => ({
  current: open,
  previous: [overdue, summary(9), summary(8, { status: 'VOID' })],
  hasOverdue: true,
  pageInfo: { page: 1, pageSize: 10, totalItems: 12, totalPages: 2 },
  ...over,
});

describe('InvoicesSection', () => {
  test('the overdue alert links to the overdue invoice; "Current period" is the OPEN one; "Previous invoices" in a table; the pager puts the page in the URL', async () => {
    const seen = fakeBff({ 'GET /api/customer/invoices?page=1': [{ status: 200, body: pageOf() }] });
    renderIntl(<InvoicesSection page={1} />);
    const alert = await screen.findByText('You have an overdue invoice');
    const box = alert.parentElement!;
    expect(box.textContent).toContain('Invoice INV-000123 is overdue with $48.20 still to pay.');
    expect(within(box).getByRole('link', { name: 'Open invoice INV-000123' }).getAttribute('href')).toBe('/profile/account/invoices/INV-000123');

    const current = screen.getByRole('region', { name: 'Current period' });
    expect(current.textContent).toContain('$21.50');
    expect(current.textContent).toContain('Current');
    expect(current.textContent).toContain('1 Nov 2026 – 30 Nov 2026');
    expect(within(current).getByRole('link', { name: 'View invoice INV-000124' }).getAttribute('href')).toBe('/profile/account/invoices/INV-000124');

    const table = within(screen.getByRole('region', { name: 'Previous invoices' })).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Number', 'Date', 'Due', 'Total', 'Remaining', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['1 Oct 2026', '15 Oct 2026', '$48.20', '$48.20', 'Overdue'],
      ['1 Sept 2026', '15 Sept 2026', '$40.90', '$0.00', 'Paid'],
      ['1 Aug 2026', '15 Aug 2026', '$40.80', '$0.00', 'Void'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'INV-000123' }).getAttribute('href')).toBe('/profile/account/invoices/INV-000123');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/profile/invoices?page=2');
    expect(seen.map((r) => r.path)).toEqual(['/api/customer/invoices?page=1']);
  });

  test('no overdue invoice: no alert; page 2 is asked for page 2', async () => {
    const seen = fakeBff({ 'GET /api/customer/invoices?page=2': [{ status: 200, body: pageOf({ current: null, hasOverdue: false, previous: [summary(2)], pageInfo: { page: 2, pageSize: 10, totalItems: 11, totalPages: 2 } }) }] });
    renderIntl(<InvoicesSection page={2} />);
    await screen.findByRole('table');
    expect(screen.queryByText('You have an overdue invoice')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Current period' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(seen.map((r) => r.path)).toEqual(['/api/customer/invoices?page=2']);
  });

  test("nothing at all: 'No invoices to show'", async () => {
    fakeBff({ 'GET /api/customer/invoices?page=1': [{ status: 200, body: pageOf({ current: null, previous: [], hasOverdue: false, pageInfo: { page: 1, pageSize: 10, totalItems: 0, totalPages: 0 } }) }] });
    renderIntl(<InvoicesSection page={1} />);
    expect((await screen.findByRole('heading', { name: 'No invoices to show' })).tagName).toBe('H2');
    expect(screen.queryByRole('table')).toBeNull();
  });

  test("a failed read: \"We can't get Invoices right now\" and Try again asks again and shows the list", async () => {
    const seen = fakeBff({
      'GET /api/customer/invoices?page=1': [
        { status: 503, body: { error: { code: 'invoices_unavailable', message: "We can't get Invoices right now" } } },
        { status: 200, body: pageOf() },
      ],
    });
    renderIntl(<InvoicesSection page={1} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We can't get Invoices right now");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Current period' })).toBeTruthy();
    expect(seen).toHaveLength(2);
  });
});

const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  ...overdue,
  // September in New Zealand: from midnight on the 1st to midnight on 1 October (NZDT).
  periodFrom: '2026-08-31T12:00:00.000Z',
  periodUpto: '2026-09-30T11:00:00.000Z',
  gstNumber: '123-456-789',
  gstCents: 629,
  discountCents: 500,
  purchases: [{ description: 'Data add-on 5GB', amountCents: 1000, date: '2026-09-12T02:00:00.000Z' }],
  charges: [
    { description: 'Everyday plan', amountCents: 4000, date: null },
    { description: 'Data beyond plan', amountCents: 320, date: null },
  ],
  payments: [],
  explainer: {
    previousNumber: 'INV-000122',
    totalChangeCents: 730,
    lines: [
      { description: 'Everyday plan', previousCents: 4000, currentCents: 4000, changeCents: 0, change: 'same' },
      { description: 'Data beyond plan', previousCents: 90, currentCents: 320, changeCents: 230, change: 'up' },
      { description: 'Data add-on 5GB', previousCents: null, currentCents: 1000, changeCents: 1000, change: 'new' },
      { description: 'Roaming', previousCents: 500, currentCents: null, changeCents: -500, change: 'gone' },
    ],
  },
  ...over,
});

describe('InvoiceView', () => {
  test('the fields, the status, the lines and "What changed since INV-000122" line by line; Download PDF and Pay now', async () => {
    fakeBff({ 'GET /api/customer/invoices/INV-000123': [{ status: 200, body: invoice() }] });
    renderIntl(<InvoiceView number="INV-000123" />);
    const card = await screen.findByRole('region', { name: 'Invoice' });
    const fields = Object.fromEntries(within(card).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(fields).toEqual({
      Date: '1 Oct 2026', 'Due date': '15 Oct 2026', Period: '1 Sept 2026 – 30 Sept 2026', 'GST number': '123-456-789',
      Total: '$48.20', 'GST included': '$6.29', Discount: '$5.00', Remaining: '$48.20',
    });
    expect(card.textContent).toContain('Overdue');
    expect(within(card).getByRole('link', { name: 'Download PDF' }).getAttribute('download')).toBe('INV-000123.pdf');
    expect(within(card).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/profile/pay-bill');

    const explainer = screen.getByRole('region', { name: 'What changed since INV-000122' });
    expect(explainer.textContent).toContain('In total, this bill is $7.30 more than INV-000122.');
    expect(within(explainer).getAllByRole('listitem').map((li) => li.textContent?.slice(1))).toEqual([
      'Everyday plan: no change, $40.00',
      'Data beyond plan: up $2.30, from $0.90 to $3.20',
      'Data add-on 5GB: new, $10.00',
      'Roaming: not on this bill (was $5.00)',
    ]);
    const charges = within(screen.getByRole('region', { name: 'Charges' })).getByRole('table');
    expect(within(charges).getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['Everyday plan', 'Data beyond plan']);
    expect(within(screen.getByRole('region', { name: 'Purchases' })).getByRole('table').textContent).toContain('12 Sept 2026');
    expect(screen.getByRole('region', { name: 'Payments' }).textContent).toContain('None');
  });

  test('paid: no Pay now; its payments link to their receipts; a first bill says there is nothing to compare', async () => {
    fakeBff({
      'GET /api/customer/invoices/INV-000101': [{
        status: 200,
        body: invoice({ number: 'INV-000101', status: 'PAID', remainingCents: 0, payments: [{ receiptNumber: 'RCT-000045', date: '2026-10-03T00:00:00.000Z', amountCents: 4820, method: 'Visa ending 4242' }], explainer: { previousNumber: null, totalChangeCents: 0, lines: [] } }),
      }],
    });
    renderIntl(<InvoiceView number="INV-000101" />);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(within(payments).getByRole('link', { name: 'RCT-000045' }).getAttribute('href')).toBe('/profile/account/receipts/RCT-000045');
    expect(payments.textContent).toContain('Visa ending 4242');
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(screen.getByRole('region', { name: 'What this bill is made of' }).textContent).toContain('nothing to compare');
  });

  test("not found: 'The invoice #INV-999999 Not Found' with the way back; a failed read: \"We can't get Invoice right now\"", async () => {
    fakeBff({
      'GET /api/customer/invoices/INV-999999': [{ status: 404, body: { error: { code: 'invoice_not_found', message: 'The invoice #INV-999999 Not Found' } } }],
      'GET /api/customer/invoices/INV-000123': [{ status: 503, body: { error: { code: 'invoice_unavailable', message: "We can't get Invoice right now" } } }],
    });
    const { unmount } = renderIntl(<InvoiceView number="INV-999999" />);
    expect(await screen.findByText('The invoice #INV-999999 Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All invoices' }).getAttribute('href')).toBe('/profile/invoices');
    unmount();
    renderIntl(<InvoiceView number="INV-000123" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We can't get Invoice right now");
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
