/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AllPlans } from '@/components/plans/all-plans';
import type { PlansView } from '@/lib/usage/types';
import { renderIntl } from '../support/render-intl';
import { polyfillDialog } from './dialog-polyfill';
import { fakeBff } from './payment-bff';
import { bffError, cardsAnswer, fakeProvider, SANDBOX_PAYMENTS } from './top-up-fakes';
import { named, plansView } from './your-plan-fakes';

/**
 * All plans and the plan change (docs/mobile-contract.md §4; issue 13 item 2): "plan change in
 * the configured mode (NOW, LATER or BOTH …), saying before confirming what 'now' means (no
 * proration, charged now, earlier discounts end), once per month; 'you already have this plan',
 * 'can not find plan'"; 'Not enough balance' offers the top-up where the customer may top up.
 */

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));
const provider = fakeProvider();
jest.mock('@/components/payments/create-provider', () => ({ createPaymentProvider: () => provider }));

beforeAll(polyfillDialog);
beforeAll(() => {
  // jsdom lays nothing out; the outcome brings itself into view.
  Element.prototype.scrollIntoView = jest.fn();
});

const renderPlans = (body: PlansView = plansView()) => {
  const seen = fakeBff({ 'GET /api/customer/plans': [{ status: 200, body }] });
  renderIntl(<AllPlans topUpAllowed={false} payments={SANDBOX_PAYMENTS} />);
  return seen;
};

async function choose(plan: string) {
  await userEvent.click(await screen.findByRole('button', { name: named(`Choose this plan: ${plan}`) }));
  return screen.getByRole('dialog', { name: `Change to ${plan}?` });
}

test('the plans of this kind, the current one marked "Your plan"', async () => {
  renderPlans();
  const mine = await screen.findByRole('article', { name: '$12 Weekly Plan' });
  expect(within(mine).getByText('Your plan')).toBeTruthy();
  const other = screen.getByRole('article', { name: '$30 Prepay Value Pack' });
  expect(within(other).queryByText('Your plan')).toBeNull();
  expect(within(other).getByText('$30.00')).toBeTruthy();
  expect(within(other).getByText('8GB')).toBeTruthy();
});

test('NOW: the dialog says what now means before "Change plan"; confirmed, the page says the plan is changed', async () => {
  fakeBff({
    'GET /api/customer/plans': [{ status: 200, body: plansView() }],
    'POST /api/customer/plans/change': [{ status: 200, body: { planName: '$30 Prepay Value Pack', when: 'now', at: '2026-11-24T19:00:00.000Z', chargedCents: 3000 } }],
  });
  renderIntl(<AllPlans topUpAllowed={false} payments={SANDBOX_PAYMENTS} />);
  const dialog = await choose('$30 Prepay Value Pack');
  expect(within(dialog).getByText("Your new plan starts now and you're charged $30.00 now.")).toBeTruthy();
  expect(within(dialog).getByText("There's no refund for the time left on your current plan.")).toBeTruthy();
  expect(within(dialog).getByText('Discounts on your current plan end.')).toBeTruthy();
  expect(within(dialog).queryByRole('radio')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
  expect(await screen.findByText('Your plan is now $30 Prepay Value Pack.')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  // Issue 28 item 5: said under the chosen plan's button (not at the top of the page), announced and focused.
  const card = screen.getByRole('article', { name: '$30 Prepay Value Pack' });
  expect(within(card).getByRole('status').textContent).toBe('Your plan is now $30 Prepay Value Pack.');
  expect(document.activeElement?.textContent).toBe('Your plan is now $30 Prepay Value Pack.');
  expect(card.contains(document.activeElement)).toBe(true);
  expect(within(screen.getByRole('article', { name: '$12 Weekly Plan' })).getByRole('status').textContent).toBe('');
});

test('the request names the plan, now, and auto-renew (off when unticked)', async () => {
  const seen = fakeBff({
    'GET /api/customer/plans': [{ status: 200, body: plansView() }],
    'POST /api/customer/plans/change': [{ status: 200, body: { planName: '$30 Prepay Value Pack', when: 'now', at: '2026-11-24T19:00:00.000Z', chargedCents: 3000 } }],
  });
  renderIntl(<AllPlans topUpAllowed={false} payments={SANDBOX_PAYMENTS} />);
  const dialog = await choose('$30 Prepay Value Pack');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Renew the new plan automatically' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
  await screen.findByText('Your plan is now $30 Prepay Value Pack.');
  expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/customer/plans/change', body: { availabilityUuid: 'av-value', when: 'now', autoRenew: false } }]);
});

test('BOTH: "On your next billing date (27 Nov 2026)" chosen first (issue 28 item 6), or "Now"; later says when and is sent as later', async () => {
  const seen = fakeBff({
    'GET /api/customer/plans': [{ status: 200, body: plansView({ mode: 'BOTH' }) }],
    'POST /api/customer/plans/change': [{ status: 200, body: { planName: '$30 Prepay Value Pack', when: 'later', at: '2026-11-26T22:00:00.000Z', chargedCents: 0 } }],
  });
  renderIntl(<AllPlans topUpAllowed={false} payments={SANDBOX_PAYMENTS} />);
  const dialog = await choose('$30 Prepay Value Pack');
  const group = within(dialog).getByRole('group', { name: 'When should it change?' });
  expect((within(group).getByRole('radio', { name: 'On your next billing date (27 Nov 2026)' }) as HTMLInputElement).checked).toBe(true);
  expect((within(group).getByRole('radio', { name: 'Now' }) as HTMLInputElement).checked).toBe(false);
  expect(within(group).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['later', 'now']);
  expect(within(dialog).getAllByText('On your next billing date (27 Nov 2026)')).toHaveLength(2);
  expect(within(dialog).queryByText('Discounts on your current plan end.')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
  const card = screen.getByRole('article', { name: '$30 Prepay Value Pack' });
  expect((await within(card).findByRole('status')).textContent).toBe('Your plan changes to $30 Prepay Value Pack on 27 Nov 2026.');
  expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/customer/plans/change', body: { availabilityUuid: 'av-value', when: 'later', autoRenew: true } }]);
});

test('LATER only: no choice, the next billing date said', async () => {
  renderPlans(plansView({ mode: 'LATER' }));
  const dialog = await choose('$30 Prepay Value Pack');
  expect(within(dialog).queryByRole('radio')).toBeNull();
  expect(within(dialog).getByText('On your next billing date (27 Nov 2026)')).toBeTruthy();
});

test.each([
  ['$12 Weekly Plan', 409, 'already_have_plan', 'You already have this plan'],
  ['$30 Prepay Value Pack', 404, 'plan_not_found', 'can not find plan'],
  ['$30 Prepay Value Pack', 409, 'plan_change_limit', 'You can change your plan once a month'],
])('choosing %s: %s %s is shown in the dialog\'s alert, the dialog stays', async (plan, status, code, message) => {
  fakeBff({ 'GET /api/customer/plans': [{ status: 200, body: plansView() }], 'POST /api/customer/plans/change': [bffError(status, code, message)] });
  renderIntl(<AllPlans topUpAllowed={false} payments={SANDBOX_PAYMENTS} />);
  const dialog = await choose(plan);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  expect(screen.getByRole('dialog')).toBeTruthy();
});

test('"Not enough balance" with the top-up offer where top-up is allowed; the message alone where it is not', async () => {
  const refusal = bffError(402, 'not_enough_balance', 'Not enough balance', { missingCents: 1750 });
  fakeBff({ 'GET /api/customer/plans': [{ status: 200, body: plansView() }], 'POST /api/customer/plans/change': [refusal] });
  const { unmount } = renderIntl(<AllPlans topUpAllowed payments={SANDBOX_PAYMENTS} />);
  let dialog = await choose('$30 Prepay Value Pack');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
  expect((await within(dialog).findByRole('alert')).textContent).toContain('Not enough balance');
  expect(within(dialog).getByRole('link', { name: 'Top up $17.50' }).getAttribute('href')).toBe('/profile/top-up?amount=17.50');
  unmount();

  renderIntl(<AllPlans topUpAllowed={false} payments={SANDBOX_PAYMENTS} />);
  dialog = await choose('$30 Prepay Value Pack');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe('Not enough balance');
  expect(within(dialog).queryByRole('link')).toBeNull();
});

test('"Not enough balance" on a change now: the difference paid by card in the dialog (a top-up of the missing amount), then the change made (issue 28 item 6)', async () => {
  const refusal = bffError(402, 'not_enough_balance', 'Not enough balance', { missingCents: 1750 });
  const changed = { status: 200, body: { planName: '$30 Prepay Value Pack', when: 'now', at: '2026-11-24T19:00:00.000Z', chargedCents: 3000 } };
  const seen = fakeBff({
    'GET /api/customer/plans': [{ status: 200, body: plansView({ mode: 'BOTH' }) }],
    'POST /api/customer/plans/change': [refusal, changed],
    'GET /api/customer/payment-methods': [cardsAnswer],
    'POST /api/customer/top-up': [{ status: 200, body: { intentId: 'pi_d', clientSecret: 'pi_d_secret_x', status: 'requires_confirmation' } }],
    'GET /api/customer/top-up/pi_d': [{ status: 200, body: { status: 'completed', creditCents: 3000 } }],
  });
  renderIntl(<AllPlans topUpAllowed payments={SANDBOX_PAYMENTS} />);
  const dialog = await choose('$30 Prepay Value Pack');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Now' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
  const step = await within(dialog).findByRole('region', { name: 'Pay the difference by card' });
  expect(within(step).getByText(/Pay \$17\.50 by card/)).toBeTruthy();
  // 'Change plan' is gone: the focus is on what took its place.
  expect(document.activeElement).toBe(within(step).getByRole('heading', { name: 'Pay the difference by card' }));
  await within(step).findByRole('radiogroup', { name: 'Pay with' });
  expect(within(dialog).queryByRole('button', { name: 'Change plan' })).toBeNull();
  await userEvent.click(within(step).getByRole('button', { name: 'Pay $17.50 and change plan' }));
  expect(await screen.findByText('Your plan is now $30 Prepay Value Pack.', {}, { timeout: 3000 })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(provider.confirmSaved).toHaveBeenCalledTimes(1);
  expect(seen.filter((r) => r.method === 'POST')).toEqual([
    { method: 'POST', path: '/api/customer/plans/change', body: { availabilityUuid: 'av-value', when: 'now', autoRenew: true } },
    { method: 'POST', path: '/api/customer/top-up', body: { amountCents: 1750, paymentMethodType: 'cards', paymentMethodId: 'c-visa' } },
    { method: 'POST', path: '/api/customer/plans/change', body: { availabilityUuid: 'av-value', when: 'now', autoRenew: true } },
  ]);
});

test('"once per month": the next date a change can be made; a pending change', async () => {
  renderPlans(plansView({ nextChangeAllowedAt: '2026-12-14T11:00:00.000Z', pendingChange: { planName: '$30 Prepay Value Pack', at: '2026-11-26T22:00:00.000Z' } }));
  expect(await screen.findByText('You can change your plan once a month. Your next change can be made from 15 Dec 2026.')).toBeTruthy();
  expect(screen.getByText('Your plan changes to $30 Prepay Value Pack on 27 Nov 2026.')).toBeTruthy();
});

test('Cancel and Escape close the dialog without a change', async () => {
  const seen = renderPlans();
  const dialog = await choose('$30 Prepay Value Pack');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await choose('$30 Prepay Value Pack');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
});
