/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Addons } from '@/components/plans/addons';
import { queryKeys } from '@/components/query/keys';
import type { AddonsView } from '@/lib/usage/types';
import { renderIntl, testQueryClient } from '../support/render-intl';
import { polyfillDialog } from './dialog-polyfill';
import { fakeBff, type Answer } from './payment-bff';
import { bffError, cardsAnswer, fakeProvider, SANDBOX_PAYMENTS } from './top-up-fakes';
import { addonsView, named } from './your-plan-fakes';

/**
 * Add-ons (docs/mobile-contract.md §4; issue 13 item 3): cards with their terms, the buy dialog
 * with the terms shown before purchase ("Show an add-on's terms before purchase") and the payment
 * step; the credit, a saved card (the ClientSecret confirmed) or the bill; '{name} added' and the
 * usage read again; 'You have no active plans' with 'Please buy a base plan before you can buy an
 * addon'; 'Not enough balance' / 'Insufficient funds' with the top-up offer; 'Spend limit is over'.
 */

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));
const provider = fakeProvider();
jest.mock('@/components/payments/create-provider', () => ({ createPaymentProvider: () => provider }));

beforeAll(polyfillDialog);
afterEach(() => provider.confirmSaved.mockClear());

function renderAddons(view: AddonsView, routes: Record<string, Answer[]> = {}, topUpAllowed = false) {
  const seen = fakeBff({ 'GET /api/customer/addons': [{ status: 200, body: view }], 'GET /api/customer/payment-methods': [cardsAnswer], ...routes });
  const client = testQueryClient();
  renderIntl(<Addons payments={SANDBOX_PAYMENTS} topUpAllowed={topUpAllowed} />, client);
  return { seen, client };
}

async function openBuy(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: named(`Buy: ${name}`) }));
  return screen.getByRole('dialog', { name: `Buy ${name}` });
}

const succeeded = { status: 200, body: { status: 'succeeded', clientSecret: null, intentId: null, addonName: '2GB Data Boost' } };

test('cards with name, price, allowance and picture; the dialog shows the terms before any payment', async () => {
  renderAddons(addonsView());
  const card = await screen.findByRole('article', { name: '2GB Data Boost' });
  expect(within(card).getByText('$10.00')).toBeTruthy();
  expect(within(card).getByText('2GB')).toBeTruthy();
  expect(card.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  let dialog = await openBuy('2GB Data Boost');
  expect(within(dialog).getByText('Lasts 7 days')).toBeTruthy();
  expect(within(dialog).getByText("Doesn't renew")).toBeTruthy();
  expect(within(dialog).getByText('An extra 2GB for 7 days.')).toBeTruthy();
  expect((within(dialog).getByRole('radio', { name: 'Pay from my credit ($12.50)' }) as HTMLInputElement).checked).toBe(true);
  expect(within(dialog).getByRole('button', { name: 'Pay $10.00' })).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

  dialog = await openBuy('10GB Data Pack');
  expect(within(dialog).getByText('Renews every 28 days until you turn it off')).toBeTruthy();
  expect((within(dialog).getByRole('checkbox', { name: 'Renew automatically' }) as HTMLInputElement).checked).toBe(true);
  // $25.00 is more than the $12.50 credit: the card is chosen first.
  expect((within(dialog).getByRole('radio', { name: 'Pay by card' }) as HTMLInputElement).checked).toBe(true);
});

test('the images flag off: no pictures', async () => {
  renderAddons(addonsView({ images: false }));
  const card = await screen.findByRole('article', { name: '2GB Data Boost' });
  expect(card.querySelector('svg')).toBeNull();
});

test('paid from the credit: "2GB Data Boost added", the usage, plans and money read again', async () => {
  const { seen, client } = renderAddons(addonsView(), { 'POST /api/customer/addons/buy': [succeeded] });
  const forgotten = jest.spyOn(client, 'invalidateQueries');
  const dialog = await openBuy('2GB Data Boost');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $10.00' }));
  expect(await screen.findByText('2GB Data Boost added')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  // Issue 28 item 5: said under that add-on's Buy button, announced, and focused (not at the top of a long page).
  const card = screen.getByRole('article', { name: '2GB Data Boost' });
  expect(within(card).getByRole('status').textContent).toBe('2GB Data Boost added');
  expect(card.contains(document.activeElement)).toBe(true);
  expect(document.activeElement?.textContent).toBe('2GB Data Boost added');
  expect(within(screen.getByRole('article', { name: '10GB Data Pack' })).getByRole('status').textContent).toBe('');
  expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/customer/addons/buy', body: { availabilityUuid: 'av-boost', paymentMethodType: 'balance', subscribe: false } }]);
  const keys = forgotten.mock.calls.map(([f]) => f?.queryKey);
  expect(keys).toEqual(expect.arrayContaining([queryKeys.usage.all, queryKeys.plans.all, queryKeys.addons.all]));
});

test('paid with the saved card: the ClientSecret is confirmed by the payment step, the payment followed until final, then "added"', async () => {
  const { seen } = renderAddons(addonsView(), {
    'POST /api/customer/addons/buy': [{ status: 200, body: { status: 'pending_payment', clientSecret: 'pi_9_secret_x', intentId: 'pi_9', addonName: '2GB Data Boost' } }],
    'GET /api/customer/addons/buy/pi_9': [{ status: 200, body: { status: 'pending' } }, { status: 200, body: { status: 'completed' } }],
  });
  const dialog = await openBuy('2GB Data Boost');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Pay by card' }));
  await within(dialog).findByRole('radiogroup', { name: 'Pay with' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $10.00' }));
  expect(await screen.findByText('Adding 2GB Data Boost…')).toBeTruthy();
  expect(await screen.findByText('2GB Data Boost added')).toBeTruthy();
  // Bought and confirmed exactly once.
  expect(provider.confirmSaved.mock.calls).toEqual([['pi_9_secret_x']]);
  expect(seen.filter((r) => r.path === '/api/customer/addons/buy/pi_9')).toHaveLength(2);
  expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/customer/addons/buy', body: { availabilityUuid: 'av-boost', paymentMethodType: 'cards', paymentMethodId: 'c-visa', subscribe: false } }]);
});

test('postpay: "Added to your next bill", no card asked for', async () => {
  const { seen } = renderAddons(addonsView({ kind: 'postpay', creditCents: null }), { 'POST /api/customer/addons/buy': [succeeded] });
  const dialog = await openBuy('2GB Data Boost');
  expect(within(dialog).getByText('Added to your next bill')).toBeTruthy();
  expect(within(dialog).queryByRole('radio')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $10.00' }));
  expect(await screen.findByText('2GB Data Boost added')).toBeTruthy();
  expect(seen.filter((r) => r.path === '/api/customer/payment-methods')).toEqual([]);
});

test('no base plan: "You have no active plans", "Please buy a base plan before you can buy an addon", "See plans", no Buy buttons', async () => {
  renderAddons(addonsView({ hasBasePlan: false, kind: 'payg' }));
  expect(await screen.findByText('You have no active plans')).toBeTruthy();
  expect(screen.getByText('Please buy a base plan before you can buy an addon')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/profile/all-plans');
  expect(screen.getByRole('article', { name: '2GB Data Boost' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
});

test.each([
  ['not_enough_balance', 'Not enough balance'],
  ['insufficient_funds', 'Insufficient funds'],
])('%s from the credit: the message and "Top up $x" where top-up is allowed', async (code, message) => {
  renderAddons(addonsView(), { 'POST /api/customer/addons/buy': [bffError(402, code, message, { missingCents: 250 })] }, true);
  const dialog = await openBuy('2GB Data Boost');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $10.00' }));
  expect((await within(dialog).findByRole('alert')).textContent).toContain(message);
  expect(within(dialog).getByRole('link', { name: 'Top up $2.50' }).getAttribute('href')).toBe('/profile/top-up?amount=2.50');
  // Still there to try again.
  expect(within(dialog).getByRole('button', { name: 'Pay $10.00' })).toBeTruthy();
});

test('"Not enough balance" where top-up is not allowed: the message alone', async () => {
  renderAddons(addonsView(), { 'POST /api/customer/addons/buy': [bffError(402, 'not_enough_balance', 'Not enough balance', { missingCents: 250 })] });
  const dialog = await openBuy('2GB Data Boost');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $10.00' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe('Not enough balance');
  expect(within(dialog).queryByRole('link')).toBeNull();
});

test.each([
  [402, 'spend_limit_over', 'Spend limit is over'],
  [409, 'no_active_plan', 'You have no active plans'],
  [404, 'addon_not_found', 'no plan'],
  [504, 'payment_processing_error', 'payment processing error'],
])('a card purchase refused with %s %s: the payment step shows "%s" and keeps the card', async (status, code, message) => {
  renderAddons(addonsView({ creditCents: null }), { 'POST /api/customer/addons/buy': [bffError(status, code, message)] });
  const dialog = await openBuy('2GB Data Boost');
  await within(dialog).findByRole('radiogroup', { name: 'Pay with' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $10.00' }));
  expect((await within(dialog).findByRole('alert')).textContent).toContain(message);
  expect((within(dialog).getByRole('radio', { name: /Visa ending 4242/ }) as HTMLInputElement).checked).toBe(true);
  expect(provider.confirmSaved).not.toHaveBeenCalled();
});

test('the card payment fails after confirmation: "Payment is failed"', async () => {
  renderAddons(addonsView({ creditCents: null }), {
    'POST /api/customer/addons/buy': [{ status: 200, body: { status: 'pending_payment', clientSecret: 'pi_8_secret_x', intentId: 'pi_8', addonName: '2GB Data Boost' } }],
    'GET /api/customer/addons/buy/pi_8': [{ status: 200, body: { status: 'failed' } }],
  });
  const dialog = await openBuy('2GB Data Boost');
  await within(dialog).findByRole('radiogroup', { name: 'Pay with' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $10.00' }));
  const card = screen.getByRole('article', { name: '2GB Data Boost' });
  expect(await within(card).findByText('Payment is failed')).toBeTruthy();
  expect(within(card).getByRole('alert').textContent).toBe('Payment is failed');
  expect(screen.queryByText('2GB Data Boost added')).toBeNull();
});
