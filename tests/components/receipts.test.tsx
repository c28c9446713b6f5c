/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReceiptView } from '@/app/[locale]/profile/(area)/account/receipts/[number]/_components/receipt-view';
import { ReceiptsSection } from '@/app/[locale]/profile/(area)/receipts/_components/receipts-section';
import type { Receipt, ReceiptPage, ReceiptSummary } from '@/lib/billing/money-types';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';

/**
 * Receipts (docs/money-contract.md §4): the list (Number, Date, Amount, Invoice), 'No receipts to
 * show', "We can't get Receipts right now"; one receipt with "bank account name and number,
 * reference code, particulars, reference, code" and its PDF.
 */

const r45: ReceiptSummary = { number: 'RCT-000045', date: '2026-10-03T01:00:00.000Z', amountCents: 4820, invoiceNumber: 'INV-000123', method: 'Visa ending 4242' };
const r44: ReceiptSummary = { number: 'RCT-000044', date: '2026-09-03T01:00:00.000Z', amountCents: 1500, invoiceNumber: null, method: 'Visa ending 4242' };
const page = (receipts: ReceiptSummary[], totalPages = 1): ReceiptPage => ({ receipts, pageInfo: { page: 1, pageSize: 10, totalItems: receipts.length, totalPages } });

describe('ReceiptsSection', () => {
  test('each receipt with its number (a link), date, amount and invoice (a link while invoices are on)', async () => {
    fakeBff({ 'GET /api/customer/receipts?page=1': [{ status: 200, body: page([r45, r44], 3) }] });
    renderIntl(<ReceiptsSection page={1} invoicesOn />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Number', 'Date', 'Amount', 'Invoice']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: 'RCT-000045' }).getAttribute('href')).toBe('/profile/account/receipts/RCT-000045');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3 Oct 2026', '$48.20', 'INV-000123']);
    expect(within(first!).getByRole('link', { name: 'INV-000123' }).getAttribute('href')).toBe('/profile/account/invoices/INV-000123');
    expect(within(second!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3 Sept 2026', '$15.00', 'No invoice']);
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/profile/receipts?page=3');
  });

  test('invoices off: the invoice number is text, not a link to a page that is not there', async () => {
    fakeBff({ 'GET /api/customer/receipts?page=1': [{ status: 200, body: page([r45]) }] });
    renderIntl(<ReceiptsSection page={1} invoicesOn={false} />);
    await screen.findByRole('table');
    expect(screen.getByText('INV-000123').tagName).toBe('TD');
    expect(screen.queryByRole('link', { name: 'INV-000123' })).toBeNull();
  });

  test("none: 'No receipts to show'; a failed read: \"We can't get Receipts right now\", and Try again recovers", async () => {
    fakeBff({ 'GET /api/customer/receipts?page=1': [{ status: 200, body: page([]) }] });
    const { unmount } = renderIntl(<ReceiptsSection page={1} invoicesOn />);
    expect(await screen.findByRole('heading', { name: 'No receipts to show' })).toBeTruthy();
    unmount();
    fakeBff({
      'GET /api/customer/receipts?page=1': [
        { status: 503, body: { error: { code: 'receipts_unavailable', message: "We can't get Receipts right now" } } },
        { status: 200, body: page([r45]) },
      ],
    });
    renderIntl(<ReceiptsSection page={1} invoicesOn />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We can't get Receipts right now");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'RCT-000045' })).toBeTruthy();
  });
});

const receipt: Receipt = {
  ...r45,
  bankAccountName: 'Aroha Mobile Ltd',
  bankAccountNumber: '12-3456-7890123-00',
  referenceCode: 'C-100245',
  particulars: 'Mobile bill',
  reference: 'INV-000123',
  code: '4820',
};

describe('ReceiptView', () => {
  test('what was paid, the bank details and Download PDF ({number}.pdf)', async () => {
    fakeBff({ 'GET /api/customer/receipts/RCT-000045': [{ status: 200, body: receipt }] });
    renderIntl(<ReceiptView number="RCT-000045" invoicesOn />);
    const bank = await screen.findByRole('region', { name: 'Paying by bank transfer' });
    const fields = Object.fromEntries(within(bank).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(fields).toEqual({
      'Bank account name': 'Aroha Mobile Ltd', 'Bank account number': '12-3456-7890123-00', 'Reference code': 'C-100245',
      Particulars: 'Mobile bill', Reference: 'INV-000123', Code: '4820',
    });
    const card = screen.getByRole('region', { name: 'Receipt' });
    expect(card.textContent).toContain('$48.20');
    expect(card.textContent).toContain('Visa ending 4242');
    const download = within(card).getByRole('link', { name: 'Download PDF' });
    expect(download.getAttribute('href')).toBe('/api/customer/receipts/RCT-000045/pdf');
    expect(download.getAttribute('download')).toBe('RCT-000045.pdf');
  });

  test("not found: 'The receipt #RCT-999999 Not Found'", async () => {
    fakeBff({ 'GET /api/customer/receipts/RCT-999999': [{ status: 404, body: { error: { code: 'receipt_not_found', message: 'The receipt #RCT-999999 Not Found' } } }] });
    renderIntl(<ReceiptView number="RCT-999999" invoicesOn />);
    expect(await screen.findByText('The receipt #RCT-999999 Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All receipts' }).getAttribute('href')).toBe('/profile/receipts');
  });
});
