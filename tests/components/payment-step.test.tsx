/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentStep, type ChargeResult, type PaymentChoice } from '@/components/payments/payment-step';
import type { CardItem, CardList } from '@/lib/billing/types';
import type { PaymentOutcome, PaymentProvider } from '@/lib/payments/types';
import { renderIntl } from '../support/render-intl';
import { fakeBff as bff, type Answer } from './payment-bff';

/**
 * The one payment step (docs/account-contract.md §5, issue 11 item 5), as the user sees it:
 * saved cards default first, the ones that cannot pay disabled with the reason, a new card
 * inline, the ClientSecret confirmed, failures in the provider's and the spec's words.
 */

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn(), replace: jest.fn() }) }));

const CARD_TROUBLE = 'Seems we had some trouble with your card. Please check your card details or add another to retry';
const visa: CardItem = { id: 'c-visa', brand: 'Visa', last4: '4242', expiryMonth: 11, expiryYear: 2028, isDefault: true, state: 'valid' };
const master: CardItem = { id: 'c-master', brand: 'Mastercard', last4: '4444', expiryMonth: 6, expiryYear: 2026, isDefault: false, state: 'expiring' };
const amex: CardItem = { id: 'c-amex', brand: 'Amex', last4: '0005', expiryMonth: 1, expiryYear: 2020, isDefault: false, state: 'expired' };
const other: CardItem = { id: 'c-other', brand: 'Visa', last4: '1881', expiryMonth: 3, expiryYear: 2029, isDefault: false, state: 'valid' };

function fakeProvider(overrides: Partial<PaymentProvider> = {}): PaymentProvider & Record<'confirmSaved' | 'confirmCard' | 'confirmSetup', jest.Mock> {
  const ok = async (): Promise<PaymentOutcome> => ({ status: 'succeeded' });
  return {
    CardFields: ({ onChange }) => (
      <label>
        <input type="checkbox" onChange={(e) => onChange(e.target.checked)} /> Card number
      </label>
    ),
    confirmCard: jest.fn(ok),
    confirmRedirect: jest.fn(ok),
    retrieve: jest.fn(ok),
    confirmSaved: jest.fn(ok),
    confirmSetup: jest.fn(ok),
    retrieveSetup: jest.fn(ok),
    ...overrides,
  } as PaymentProvider & Record<'confirmSaved' | 'confirmCard' | 'confirmSetup', jest.Mock>;
}

type StepProps = Partial<Parameters<typeof PaymentStep>[0]> & { provider: PaymentProvider; charge(choice: PaymentChoice): Promise<ChargeResult> };
function renderStep(props: StepProps) {
  const onPaid = jest.fn();
  const view = renderIntl(<PaymentStep amountCents={3000} onPaid={onPaid} {...props} />);
  return { ...view, onPaid };
}

const cardsAnswer = (cards: CardItem[]): Answer => ({ status: 200, body: { cards } satisfies CardList });
const isChecked = (el: HTMLElement) => (el as HTMLInputElement).checked;
const isDisabled = (el: HTMLElement) => (el as HTMLInputElement | HTMLButtonElement).disabled;
// The cards load through react-query first: up to 5 s on a busy machine (the first render of a file compiles its modules).
const savedCards = () => screen.findByRole('radiogroup', { name: 'Pay with' }, { timeout: 5000 });

afterEach(() => {
  jest.useRealTimers();
  mockRefresh.mockReset();
});

test('the saved cards, default first and chosen; an expiring and an expired card shown but not selectable, with the reason', async () => {
  bff({ 'GET /api/customer/payment-methods': [cardsAnswer([visa, master, amex])] });
  renderStep({ provider: fakeProvider(), charge: jest.fn() });
  const group = await savedCards();
  const radios = within(group).getAllByRole('radio');
  expect(radios.map((r) => r.getAttribute('value'))).toEqual(['c-visa', 'c-master', 'c-amex', 'new']);
  expect(isChecked(within(group).getByRole('radio', { name: /Visa ending 4242/ }))).toBe(true);
  expect(within(group).getByText('Default')).toBeTruthy();

  const expiring = within(group).getByRole('radio', { name: /Mastercard ending 4444/ });
  expect(isDisabled(expiring)).toBe(true);
  // Issue 28: "'authorized' → 'authorised' in NZ English texts".
  expect(within(group).getByRole('radio', { name: /Mastercard ending 4444/, description: /A card about to expire cannot be authorised/ })).toBe(expiring);
  const expired = within(group).getByRole('radio', { name: /Amex ending 0005/ });
  expect(isDisabled(expired)).toBe(true);
  expect(within(group).getByRole('radio', { name: /Amex ending 0005/, description: /This card has expired/ })).toBe(expired);
  await userEvent.click(expiring);
  expect(isChecked(expiring)).toBe(false);
  expect(isChecked(within(group).getByRole('radio', { name: /Visa ending 4242/ }))).toBe(true);
});

test('with no valid card the new card is chosen and its fields are shown', async () => {
  bff({ 'GET /api/customer/payment-methods': [cardsAnswer([master])] });
  renderStep({ provider: fakeProvider(), charge: jest.fn() });
  const group = await savedCards();
  expect(isChecked(within(group).getByRole('radio', { name: 'Add a new card' }))).toBe(true);
  expect(screen.getByRole('checkbox', { name: 'Card number' })).toBeTruthy();
});

test('another saved card chosen: it is charged by its id, its ClientSecret confirmed without card data, then paid and the account reloaded 3 s later', async () => {
  bff({ 'GET /api/customer/payment-methods': [cardsAnswer([visa, other])] });
  const provider = fakeProvider();
  const charge = jest.fn(async () => ({ clientSecret: 'pi_1_secret_a' }));
  const { onPaid } = renderStep({ provider, charge });
  await userEvent.click(within(await savedCards()).getByRole('radio', { name: /Visa ending 1881/ }));
  jest.useFakeTimers({ advanceTimers: true });
  await userEvent.click(screen.getByRole('button', { name: 'Pay $30.00' }));
  await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ type: 'cards', paymentMethodId: 'c-other' }));
  expect(charge.mock.calls).toEqual([[{ type: 'cards', paymentMethodId: 'c-other' }]]);
  expect(provider.confirmSaved.mock.calls).toEqual([['pi_1_secret_a']]);
  expect(onPaid).toHaveBeenCalledTimes(1);
  expect(provider.confirmCard).not.toHaveBeenCalled();
  expect(mockRefresh).not.toHaveBeenCalled();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(3000);
  });
  expect(mockRefresh).toHaveBeenCalledTimes(1);
});

test('a failed payment shows the provider\'s text and the spec\'s card line, and keeps the choice', async () => {
  bff({ 'GET /api/customer/payment-methods': [cardsAnswer([visa, other])] });
  const provider = fakeProvider({ confirmSaved: jest.fn(async () => ({ status: 'failed', code: 'card_declined', message: 'Your card was declined.' }) as PaymentOutcome) });
  const { onPaid } = renderStep({ provider, charge: async () => ({ clientSecret: 'pi_2_secret_b' }) });
  const group = await savedCards();
  await userEvent.click(within(group).getByRole('radio', { name: /Visa ending 1881/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay $30.00' }));
  const alert = await screen.findByRole('alert');
  expect((alert).textContent).toContain('Your card was declined.');
  expect((alert).textContent).toContain(CARD_TROUBLE);
  expect(isChecked(within(group).getByRole('radio', { name: /Visa ending 1881/ }))).toBe(true);
  expect(isDisabled(screen.getByRole('button', { name: 'Pay $30.00' }))).toBe(false);
  expect(onPaid).not.toHaveBeenCalled();
});

test('a failure without the provider\'s words says "payment processing error", still with the card line', async () => {
  bff({ 'GET /api/customer/payment-methods': [cardsAnswer([visa])] });
  const provider = fakeProvider({ confirmSaved: jest.fn(async () => ({ status: 'failed', code: 'payment_failed', message: '' }) as PaymentOutcome) });
  renderStep({ provider, charge: async () => ({ clientSecret: 'pi_3_secret_c' }) });
  await savedCards();
  await userEvent.click(screen.getByRole('button', { name: 'Pay $30.00' }));
  const alert = await screen.findByRole('alert');
  expect((alert).textContent).toContain('payment processing error (choose or add another card)');
  expect((alert).textContent).toContain(CARD_TROUBLE);
});

test.each([
  [false, [{ method: 'POST', path: '/api/customer/payment-methods/setup', body: {} }, { method: 'DELETE', path: '/api/customer/payment-methods/c-other' }]],
  [true, [{ method: 'POST', path: '/api/customer/payment-methods/setup', body: {} }]],
])('a new card is saved through a SetupIntent first, then charged as the card it became; "Save this card for next time" ticked: %s (unticked, the card is removed once it paid: issue 28 item 6)', async (tick, sent) => {
  const seen = bff({
    'GET /api/customer/payment-methods': [cardsAnswer([visa]), cardsAnswer([visa, other])],
    'POST /api/customer/payment-methods/setup': [{ status: 200, body: { clientSecret: 'seti_9_secret_z' } }],
    'DELETE /api/customer/payment-methods/c-other': [cardsAnswer([visa])],
  });
  const provider = fakeProvider();
  const charge = jest.fn(async () => ({ clientSecret: 'pi_4_secret_d' }));
  const { onPaid } = renderStep({ provider, charge });
  expect(screen.queryByRole('checkbox', { name: 'Save this card for next time' })).toBeNull();
  await userEvent.click(within(await savedCards()).getByRole('radio', { name: 'Add a new card' }));
  const save = screen.getByRole('checkbox', { name: 'Save this card for next time' }) as HTMLInputElement;
  expect(save.checked).toBe(false);
  if (tick) await userEvent.click(save);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Card number' }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay $30.00' }));
  await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  // One card saved, then one charge of the card it became: nothing sent twice.
  expect(provider.confirmSetup.mock.calls).toEqual([['seti_9_secret_z']]);
  expect(charge.mock.calls).toEqual([[{ type: 'cards', paymentMethodId: 'c-other' }]]);
  expect(provider.confirmSaved.mock.calls).toEqual([['pi_4_secret_d']]);
  await waitFor(() => expect(seen.filter((r) => r.method !== 'GET')).toEqual(sent));
});

test('a new card the checkout way (newCard="intent"): the charge\'s own intent is confirmed with the typed card; an incomplete card is said first', async () => {
  bff({ 'GET /api/customer/payment-methods': [cardsAnswer([])] });
  const provider = fakeProvider();
  const charge = jest.fn(async () => ({ clientSecret: 'pi_5_secret_e' }));
  const { onPaid } = renderStep({ provider, charge, newCard: 'intent' });
  await screen.findByRole('checkbox', { name: 'Card number' });
  await userEvent.click(screen.getByRole('button', { name: 'Pay $30.00' }));
  expect((await screen.findByRole('alert')).textContent).toContain('Please complete your card details.');
  expect(charge).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Card number' }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay $30.00' }));
  await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  // One charge (the refused incomplete attempt sent none), its own intent confirmed once; the card not kept (nothing ticked).
  expect(charge.mock.calls).toEqual([[{ type: 'cards', newCard: true, save: false }]]);
  expect(provider.confirmCard.mock.calls).toEqual([['pi_5_secret_e', { save: false }]]);
});

test('the checkout way with "Save this card for next time" ticked: the intent is confirmed asking the provider to keep the card (issue 28 item 6)', async () => {
  bff({ 'GET /api/customer/payment-methods': [cardsAnswer([])] });
  const provider = fakeProvider();
  const charge = jest.fn(async () => ({ clientSecret: 'pi_6_secret_f' }));
  const { onPaid } = renderStep({ provider, charge, newCard: 'intent' });
  await screen.findByRole('checkbox', { name: 'Card number' });
  const save = screen.getByRole('checkbox', { name: 'Save this card for next time' }) as HTMLInputElement;
  expect(save.checked).toBe(false);
  await userEvent.click(save);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Card number' }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay $30.00' }));
  await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  expect(charge.mock.calls).toEqual([[{ type: 'cards', newCard: true, save: true }]]);
  expect(provider.confirmCard.mock.calls).toEqual([['pi_6_secret_f', { save: true }]]);
});

test('pending_payment without a ClientSecret is asked again until 10 s from the first attempt, then "Payment is failed"', async () => {
  bff({ 'GET /api/customer/payment-methods': [cardsAnswer([visa])] });
  jest.useFakeTimers({ advanceTimers: true });
  const charge = jest.fn(async () => ({ status: 'pending_payment' }));
  const { onPaid } = renderStep({ provider: fakeProvider(), charge });
  await savedCards();
  await userEvent.click(screen.getByRole('button', { name: 'Pay $30.00' }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(11_000);
  });
  expect((await screen.findByRole('alert')).textContent).toContain('Payment is failed');
  expect(charge.mock.calls.length).toBeGreaterThanOrEqual(5);
  expect(charge.mock.calls.length).toBeLessThanOrEqual(11);
  expect(onPaid).not.toHaveBeenCalled();
});

test('bill to my account and a voucher where the flow allows them; a voucher needs its code', async () => {
  bff({ 'GET /api/customer/payment-methods': [cardsAnswer([visa])] });
  const charge = jest.fn(async () => ({}));
  const { onPaid } = renderStep({ provider: fakeProvider(), charge, allow: { billRoutes: true, voucher: true } });
  const methods = screen.getByRole('radiogroup', { name: 'Payment method' });
  await userEvent.click(within(methods).getByRole('radio', { name: 'Voucher' }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay $30.00' }));
  expect(screen.getByRole('textbox', { name: 'Voucher code', description: /please enter/ })).toBeTruthy();
  await userEvent.type(screen.getByLabelText('Voucher code'), 'SAVE10');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $30.00' }));
  await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ type: 'voucher', code: 'SAVE10' }));
  // The attempt without a code sent nothing; the one with it was charged once.
  expect(charge.mock.calls).toEqual([[{ type: 'voucher', code: 'SAVE10' }]]);
});

test('the flow\'s own problem (a BFF refusal) is shown in the step, and nothing is confirmed', async () => {
  bff({ 'GET /api/customer/payment-methods': [cardsAnswer([visa])] });
  const provider = fakeProvider();
  renderStep({ provider, charge: async () => ({ problem: 'Card is not found' }) });
  await savedCards();
  await userEvent.click(screen.getByRole('button', { name: 'Pay $30.00' }));
  expect((await screen.findByRole('alert')).textContent).toContain('Card is not found');
  expect(provider.confirmSaved).not.toHaveBeenCalled();
});
