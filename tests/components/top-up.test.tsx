/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AutoTopUpSection } from '@/app/[locale]/profile/(area)/top-up/_components/auto-top-up';
import { TopUp } from '@/components/billing/top-up';
import type { AutoTopUp, Balances } from '@/lib/billing/money-types';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';
import { bffError, cardsAnswer, fakeProvider, SANDBOX_PAYMENTS } from './top-up-fakes';

/**
 * Top up and auto top-up (docs/money-contract.md §4; issue 12 item 2) as the customer sees them:
 * the amount "required and above $0.99" with quick choices and `?amount=` filled in, the
 * payment step, the transaction followed every 250 ms until final, and 'Error getting
 * transaction status' with 'Your balance should be updated soon' when it cannot be read.
 */

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn(), replace: jest.fn() }) }));
const provider = fakeProvider();
jest.mock('@/components/payments/create-provider', () => ({ createPaymentProvider: () => provider }));

const balance: Balances = {
  productUuid: 'p-1', kind: 'prepay', postpay: null, usage: [],
  prepay: { creditCents: 500, expiresAt: '2027-11-23T11:00:00.000Z', hidden: false },
};
const started = { status: 200, body: { intentId: 'pi_1', clientSecret: 'pi_1_secret_x', status: 'requires_confirmation' } };

const renderTopUp = (initialAmount = '') => renderIntl(<TopUp initialAmount={initialAmount} payments={SANDBOX_PAYMENTS} billTo={null} />);
const amountField = () => screen.getByRole('textbox', { name: /^Amount/ }) as HTMLInputElement;

afterEach(() => {
  mockRefresh.mockReset();
  provider.confirmSaved.mockClear();
});

test('the credit now and its expiry; ?amount= filled in; a quick choice sets the amount and the button says it', async () => {
  fakeBff({ 'GET /api/customer/balance': [{ status: 200, body: balance }], 'GET /api/customer/payment-methods': [cardsAnswer] });
  renderTopUp('12.50');
  expect(await screen.findByText('Current credit $5.00')).toBeTruthy();
  expect(screen.getByText('Expires 24 Nov 2027')).toBeTruthy();
  expect(amountField().value).toBe('12.50');
  expect(await screen.findByRole('button', { name: 'Top up $12.50' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: '$20' }));
  expect(amountField().value).toBe('20');
  expect(screen.getByRole('button', { name: '$20' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: 'Top up $20.00' })).toBeTruthy();
});

test('"Top-up amount is required; above $0.99 NZD": $0.50 and a blank amount are refused on the field, nothing is charged', async () => {
  const seen = fakeBff({ 'GET /api/customer/balance': [{ status: 200, body: balance }], 'GET /api/customer/payment-methods': [cardsAnswer] });
  renderTopUp();
  await screen.findByRole('radiogroup', { name: 'Pay with' });
  await userEvent.click(screen.getByRole('button', { name: 'Top up' }));
  expect(await screen.findByText('Please enter an amount')).toBeTruthy();
  await userEvent.type(amountField(), '0.50');
  await userEvent.click(screen.getByRole('button', { name: 'Top up $0.50' }));
  expect(await screen.findByText('Top-up amount must be above $0.99')).toBeTruthy();
  expect(amountField().value).toBe('0.50');
  expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
});

test('a top-up with the saved card: charged, confirmed, then its status followed until COMPLETED: "Your balance is now $15.00"', async () => {
  const seen = fakeBff({
    'GET /api/customer/balance': [{ status: 200, body: balance }],
    'GET /api/customer/payment-methods': [cardsAnswer],
    'POST /api/customer/top-up': [started],
    'GET /api/customer/top-up/pi_1': [
      { status: 200, body: { status: 'pending', creditCents: null } },
      { status: 200, body: { status: 'pending', creditCents: null } },
      { status: 200, body: { status: 'completed', creditCents: 1500 } },
    ],
  });
  renderTopUp('10');
  await screen.findByRole('radiogroup', { name: 'Pay with' });
  await userEvent.click(screen.getByRole('button', { name: 'Top up $10.00' }));
  expect(await screen.findByText('Topping up…')).toBeTruthy();
  expect(await screen.findByText('Your balance is now $15.00', {}, { timeout: 3000 })).toBeTruthy();
  // Issue 28 item 5: said under the Top up button, announced and focused; the amount emptied for the next one.
  const said = screen.getByText('Your balance is now $15.00').closest('[role=status]') as HTMLElement;
  expect(said.textContent).toBe('Your balance is now $15.00');
  expect(document.activeElement?.textContent).toBe('Your balance is now $15.00');
  const step = screen.getByRole('form', { name: 'Payment' });
  expect(step.compareDocumentPosition(said) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(amountField().value).toBe('');
  // Charged exactly once, and that one charge confirmed exactly once.
  expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/customer/top-up', body: { amountCents: 1000, paymentMethodType: 'cards', paymentMethodId: 'c-visa' } }]);
  expect(provider.confirmSaved.mock.calls).toEqual([['pi_1_secret_x']]);
  expect(seen.filter((r) => r.path === '/api/customer/top-up/pi_1')).toHaveLength(3);
  expect(mockRefresh).toHaveBeenCalled();
  // The step is ready for another top-up.
  expect(await screen.findByRole('button', { name: 'Top up' })).toBeTruthy();
});

test('the status cannot be read: \'Error getting transaction status\' with \'Your balance should be updated soon\'', async () => {
  fakeBff({
    'GET /api/customer/balance': [{ status: 200, body: balance }],
    'GET /api/customer/payment-methods': [cardsAnswer],
    'POST /api/customer/top-up': [started],
    'GET /api/customer/top-up/pi_1': [bffError(503, 'transaction_status_unavailable', 'Error getting transaction status')],
  });
  renderTopUp('10');
  await screen.findByRole('radiogroup', { name: 'Pay with' });
  await userEvent.click(screen.getByRole('button', { name: 'Top up $10.00' }));
  const said = (await screen.findByText('Error getting transaction status')).closest('[role=status]');
  expect(said?.textContent).toBe('Error getting transaction statusYour balance should be updated soon');
  expect(document.activeElement?.textContent).toBe('Error getting transaction statusYour balance should be updated soon');
});

test('the BFF\'s field message for the amount lands on the field', async () => {
  fakeBff({
    'GET /api/customer/balance': [{ status: 200, body: balance }],
    'GET /api/customer/payment-methods': [cardsAnswer],
    'POST /api/customer/top-up': [bffError(422, 'bad_input', 'format is invalid', [{ path: 'amountCents', message: 'Top-up amount must be above $0.99' }])],
  });
  renderTopUp('5');
  await screen.findByRole('radiogroup', { name: 'Pay with' });
  await userEvent.click(screen.getByRole('button', { name: 'Top up $5.00' }));
  expect(await screen.findByText('Top-up amount must be above $0.99')).toBeTruthy();
});

const autoOff: AutoTopUp = { enabled: false, amountDollars: 0, days: 0, type: 'EVERY_DAY', nextAt: null, suggestedDays: 29, renewsAt: '2026-12-24T11:00:00.000Z' };

test('auto top-up: off with the suggestion; switched on with an amount and the suggested days, saved, then "on"', async () => {
  const on: AutoTopUp = { ...autoOff, enabled: true, amountDollars: 20, days: 29, nextAt: '2026-12-23T11:00:00.000Z' };
  const seen = fakeBff({ 'GET /api/customer/auto-top-up': [{ status: 200, body: autoOff }], 'PUT /api/customer/auto-top-up': [{ status: 200, body: on }] });
  renderIntl(<AutoTopUpSection />);
  const section = await screen.findByRole('region', { name: 'Auto top-up' });
  expect(await within(section).findByText('Auto top-up is off')).toBeTruthy();
  expect(within(section).getByText('Suggested: every 29 days, the day before your plan renews on 25 Dec 2026')).toBeTruthy();
  expect((within(section).getByRole('textbox', { name: /^Every \(days\)/ }) as HTMLInputElement).value).toBe('29');

  await userEvent.click(within(section).getByRole('switch', { name: 'Auto top-up' }));
  const amount = within(section).getByRole('textbox', { name: /^Amount/ });
  await userEvent.type(amount, '1000');
  await userEvent.click(within(section).getByRole('button', { name: 'Save auto top-up' }));
  expect(await within(section).findByText('Amount must be between $1 and $999')).toBeTruthy();
  await userEvent.clear(amount);
  await userEvent.type(amount, '20');
  await userEvent.click(within(section).getByRole('button', { name: 'Save auto top-up' }));
  expect(await within(section).findByText('Auto top-up is on: $20.00 every 29 days, next on 24 Dec 2026')).toBeTruthy();
  expect(seen.filter((r) => r.method === 'PUT')).toEqual([{ method: 'PUT', path: '/api/customer/auto-top-up', body: { enabled: true, amountDollars: 20, days: 29 } }]);
});

test('auto top-up: the BFF\'s refusal of the days lands on the days field', async () => {
  fakeBff({
    'GET /api/customer/auto-top-up': [{ status: 200, body: { ...autoOff, enabled: true, amountDollars: 10, days: 7, nextAt: '2026-12-01T11:00:00.000Z' } }],
    'PUT /api/customer/auto-top-up': [bffError(422, 'bad_input', 'format is invalid', [{ path: 'days', message: 'Days must be between 1 and 99' }])],
  });
  renderIntl(<AutoTopUpSection />);
  const section = await screen.findByRole('region', { name: 'Auto top-up' });
  expect(await within(section).findByText('Auto top-up is on: $10.00 every 7 days, next on 2 Dec 2026')).toBeTruthy();
  await userEvent.click(within(section).getByRole('button', { name: 'Save auto top-up' }));
  await waitFor(() => expect(within(section).getByText('Days must be between 1 and 99')).toBeTruthy());
});
