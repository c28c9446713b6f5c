/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PayBill } from '@/components/billing/pay-bill';
import type { BillTo } from '@/components/payments/payment-step';
import type { Balances } from '@/lib/billing/money-types';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';
import { bffError, cardsAnswer, fakeProvider, SANDBOX_PAYMENTS } from './top-up-fakes';

/**
 * Pay bill (docs/money-contract.md §4; issue 12 item 3): the amount due, the full amount or a
 * custom one ("at least $0.50 … any shortfall beyond the bill becomes credit"), the payment step,
 * 'Please choose another payment type' for a type other than cards (the choice kept), the
 * payment's status followed until final (GET /api/customer/pay-bill/{id}), then "Payment
 * received" with the balance read after it and the receipts. The server's first view of the
 * balance needs no read from the browser.
 */

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn(), replace: jest.fn() }) }));
const provider = fakeProvider();
jest.mock('@/components/payments/create-provider', () => ({ createPaymentProvider: () => provider }));

const owing = (owingCents: number): Balances => ({
  productUuid: 'p-2', kind: 'postpay', prepay: null, usage: [],
  postpay: {
    owingCents, unbilledCents: 1730,
    currentCycle: { from: '2026-10-31T11:00:00.000Z', upto: '2026-11-30T11:00:00.000Z' },
    nextCycle: { from: '2026-11-30T11:00:00.000Z', upto: '2026-12-31T11:00:00.000Z' },
    dueInvoice: owingCents > 0 ? { number: 'INV-000123', remainingCents: owingCents, dueDate: '2026-11-14T11:00:00.000Z', overdue: true } : null,
  },
});
const started = { status: 200, body: { intentId: 'pi_9', clientSecret: 'pi_9_secret_y', status: 'requires_confirmation' } };
const status = (s: 'pending' | 'completed' | 'failed') => ({ status: 200, body: { status: s } });
const renderPayBill = (custom = false, billTo: BillTo | null = null, initial?: Balances) =>
  renderIntl(<PayBill custom={custom} payments={SANDBOX_PAYMENTS} billTo={billTo} receipts initial={initial} />);

afterEach(() => {
  mockRefresh.mockReset();
  provider.confirmSaved.mockClear();
});

test('the full amount from the server\'s first view: "Amount due $48.20", "Pay $48.20", the status followed to completed, then "Payment received" with the balance read after it', async () => {
  const seen = fakeBff({
    'GET /api/customer/balance': [{ status: 200, body: owing(0) }],
    'GET /api/customer/payment-methods': [cardsAnswer],
    'POST /api/customer/pay-bill': [started],
    'GET /api/customer/pay-bill/pi_9': [status('pending'), status('completed')],
  });
  renderPayBill(false, null, owing(4820));
  expect(screen.getByRole('heading', { name: 'Amount due $48.20' })).toBeTruthy();
  expect(screen.getByText('Invoice INV-000123 was due on 15 Nov 2026')).toBeTruthy();
  expect((screen.getByRole('radio', { name: 'Full amount $48.20' }) as HTMLInputElement).checked).toBe(true);
  await screen.findByRole('radiogroup', { name: 'Pay with' });
  await userEvent.click(screen.getByRole('button', { name: 'Pay $48.20' }));
  expect(await screen.findByText('Payment received')).toBeTruthy();
  expect(await screen.findByText('Your balance is now $0.00')).toBeTruthy();
  // Issue 28 item 5: announced and focused, so the customer hears and sees it where the form was.
  const said = screen.getByText('Payment received').closest('[role=status]');
  expect(said?.textContent).toBe('Payment receivedYour balance is now $0.00');
  expect(document.activeElement?.textContent).toBe('Payment receivedYour balance is now $0.00');
  expect(screen.getByRole('link', { name: 'See your receipts' }).getAttribute('href')).toBe('/profile/receipts');
  // Charged exactly once, and that one charge confirmed exactly once.
  expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/customer/pay-bill', body: { amountCents: 4820, paymentMethodType: 'cards', paymentMethodId: 'c-visa' } }]);
  expect(provider.confirmSaved.mock.calls).toEqual([['pi_9_secret_y']]);
  expect(mockRefresh).toHaveBeenCalled();
  // The first view was the server's; the balance is read once, after the payment is final.
  expect(seen.filter((r) => r.path !== '/api/customer/payment-methods').map((r) => `${r.method} ${r.path}`)).toEqual([
    'POST /api/customer/pay-bill', 'GET /api/customer/pay-bill/pi_9', 'GET /api/customer/pay-bill/pi_9', 'GET /api/customer/balance',
  ]);
});

test('a payment that fails: \'Payment is failed\' under the Pay button (announced, focused), no "Payment received", the balance as it was', async () => {
  fakeBff({
    'GET /api/customer/balance': [{ status: 200, body: owing(4820) }],
    'GET /api/customer/payment-methods': [cardsAnswer],
    'POST /api/customer/pay-bill': [started],
    'GET /api/customer/pay-bill/pi_9': [status('failed')],
  });
  renderPayBill(false, null, owing(4820));
  await screen.findByRole('radiogroup', { name: 'Pay with' });
  await userEvent.click(screen.getByRole('button', { name: 'Pay $48.20' }));
  const failed = (await screen.findByText('Payment is failed')).closest('[role=alert]') as HTMLElement;
  expect(failed.textContent).toBe('Payment is failed');
  expect(document.activeElement?.textContent).toBe('Payment is failed');
  const pay = await screen.findByRole('button', { name: 'Pay $48.20' });
  expect(pay.compareDocumentPosition(failed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Amount due $48.20' })).toBeTruthy();
  expect(screen.queryByText('Payment received')).toBeNull();
});

test('the status cannot be read: \'Error getting transaction status\' with \'Your balance should be updated soon\' and the receipts', async () => {
  fakeBff({
    'GET /api/customer/balance': [{ status: 200, body: owing(4820) }],
    'GET /api/customer/payment-methods': [cardsAnswer],
    'POST /api/customer/pay-bill': [started],
    'GET /api/customer/pay-bill/pi_9': [bffError(503, 'transaction_status_unavailable', 'Error getting transaction status')],
  });
  renderPayBill(false, null, owing(4820));
  await screen.findByRole('radiogroup', { name: 'Pay with' });
  await userEvent.click(screen.getByRole('button', { name: 'Pay $48.20' }));
  const said = (await screen.findByText('Error getting transaction status')).closest('[role=status]');
  expect(said?.textContent).toBe('Error getting transaction statusYour balance should be updated soon');
  expect(document.activeElement?.textContent).toBe('Error getting transaction statusYour balance should be updated soon');
  expect(screen.getByRole('link', { name: 'See your receipts' })).toBeTruthy();
  expect(screen.queryByText('Payment received')).toBeNull();
});

test('?amount=custom opens on another amount: below $0.50 is refused on the field; more than owed leaves credit', async () => {
  const seen = fakeBff({
    'GET /api/customer/balance': [{ status: 200, body: owing(4820) }, { status: 200, body: owing(-180) }],
    'GET /api/customer/payment-methods': [cardsAnswer],
    'POST /api/customer/pay-bill': [started],
    'GET /api/customer/pay-bill/pi_9': [status('completed')],
  });
  renderPayBill(true);
  expect((await screen.findByRole('radio', { name: 'Another amount' }) as HTMLInputElement).checked).toBe(true);
  await screen.findByRole('radiogroup', { name: 'Pay with' });
  const amount = screen.getByRole('textbox', { name: /^Amount/ });
  await userEvent.type(amount, '0.40');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $0.40' }));
  expect(await screen.findByText('Payment amount must be at least $0.50')).toBeTruthy();
  expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  await userEvent.clear(amount);
  await userEvent.type(amount, '50');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $50.00' }));
  expect(await screen.findByText('Your balance is now $1.80 in credit')).toBeTruthy();
  expect(seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ amountCents: 5000, paymentMethodType: 'cards', paymentMethodId: 'c-visa' }]);
});

test('nothing owing: "Nothing to pay right now", and another amount still offered (as credit)', async () => {
  fakeBff({ 'GET /api/customer/balance': [{ status: 200, body: owing(-500) }], 'GET /api/customer/payment-methods': [cardsAnswer] });
  renderPayBill();
  expect(await screen.findByRole('heading', { name: 'Nothing to pay right now' })).toBeTruthy();
  expect(screen.queryByRole('radio', { name: /Full amount/ })).toBeNull();
  expect((screen.getByRole('radio', { name: 'Another amount' }) as HTMLInputElement).checked).toBe(true);
  expect(screen.getByRole('textbox', { name: /^Amount/ })).toBeTruthy();
});

test('a payment type other than cards: \'Please choose another payment type\', the choice kept', async () => {
  const seen = fakeBff({
    'GET /api/customer/balance': [{ status: 200, body: owing(4820) }],
    'GET /api/customer/payment-methods': [cardsAnswer],
    'POST /api/customer/pay-bill': [bffError(400, 'change_payment_type', 'Please choose another payment type')],
  });
  renderPayBill(false, { payer: 'Hana Kereama', remainingSpend: 10000 });
  const methods = await screen.findByRole('radiogroup', { name: 'Payment method' });
  await userEvent.click(within(methods).getByRole('radio', { name: /Bill to Hana Kereama/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay $48.20' }));
  expect((await screen.findByText('Please choose another payment type')).closest('[role=alert]')).toBeTruthy();
  expect((within(methods).getByRole('radio', { name: /Bill to Hana Kereama/ }) as HTMLInputElement).checked).toBe(true);
  expect(seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ amountCents: 4820, paymentMethodType: 'bill_routes' }]);
  expect(screen.queryByText('Payment received')).toBeNull();
});

test('the broadband balance area\'s pay bill (issue 30): the same screen for a broadband service: its balance, payment and status all name the service', async () => {
  const seen = fakeBff({
    'GET /api/customer/balance?service=ufb-1': [{ status: 200, body: owing(0) }],
    'GET /api/customer/payment-methods': [cardsAnswer],
    'POST /api/customer/pay-bill': [started],
    'GET /api/customer/pay-bill/pi_9?service=ufb-1': [status('completed')],
  });
  renderIntl(<PayBill custom={false} payments={SANDBOX_PAYMENTS} billTo={null} receipts={false} service="ufb-1" />);
  expect(await screen.findByRole('heading', { name: 'Nothing to pay right now' })).toBeTruthy();
  await screen.findByRole('radiogroup', { name: 'Pay with' });
  await userEvent.type(screen.getByRole('textbox', { name: /^Amount/ }), '79');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $79.00' }));
  expect(await screen.findByText('Payment received')).toBeTruthy();
  expect(seen.filter((r) => r.method === 'POST')).toEqual([
    { method: 'POST', path: '/api/customer/pay-bill', body: { amountCents: 7900, paymentMethodType: 'cards', paymentMethodId: 'c-visa', service: 'ufb-1' } },
  ]);
  expect(seen.filter((r) => r.path !== '/api/customer/payment-methods').map((r) => `${r.method} ${r.path}`)).toEqual([
    'GET /api/customer/balance?service=ufb-1', 'POST /api/customer/pay-bill', 'GET /api/customer/pay-bill/pi_9?service=ufb-1', 'GET /api/customer/balance?service=ufb-1',
  ]);
});
