/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { YourPlan } from '@/components/plans/your-plan';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';
import { bffError } from './top-up-fakes';
import { heldPack, heldWeekly, plansView } from './your-plan-fakes';

/**
 * Your plan (docs/mobile-contract.md §4; issue 13 item 2): "the current plan with its next update
 * date and the auto-renew toggle" by the plan display rules, the add-ons held, and "Auto renew
 * can be turned on or off per plan or addon".
 */

test('the current plan by the display rules, its renewal date, its switch, Change plan; the add-ons held', async () => {
  fakeBff({ 'GET /api/customer/plans': [{ status: 200, body: plansView({ addons: [heldPack] }) }] });
  renderIntl(<YourPlan />);
  const card = await screen.findByRole('article', { name: '$12 Weekly Plan' });
  expect(within(card).getByText('Your plan')).toBeTruthy();
  expect(within(card).getByText('$12.00')).toBeTruthy();
  expect(within(card).getByText('2GB')).toBeTruthy();
  expect(within(card).getByText('100 minutes')).toBeTruthy();
  expect(within(card).getByText('Renews on 27 Nov 2026')).toBeTruthy();
  expect((within(card).getByRole('switch', { name: 'Auto-renew $12 Weekly Plan' }) as HTMLInputElement).checked).toBe(true);
  expect(within(card).getByRole('link', { name: 'Change plan' }).getAttribute('href')).toBe('/profile/all-plans');
  const addons = screen.getByRole('region', { name: 'Your add-ons' });
  expect(within(addons).getByText('Ends on 11 Dec 2026')).toBeTruthy();
  expect((within(addons).getByRole('switch', { name: 'Auto-renew 10GB Data Pack' }) as HTMLInputElement).checked).toBe(false);
});

test('auto-renew turned off: POST /api/customer/auto-renew, then "Ends on"; turned on again: "Renews on"', async () => {
  const seen = fakeBff({
    'GET /api/customer/plans': [{ status: 200, body: plansView() }],
    'POST /api/customer/auto-renew': [
      { status: 200, body: { ...heldWeekly, autoRenew: false } },
      { status: 200, body: heldWeekly },
    ],
  });
  renderIntl(<YourPlan />);
  const toggle = await screen.findByRole('switch', { name: 'Auto-renew $12 Weekly Plan' });
  await userEvent.click(toggle);
  expect(await screen.findByText('Ends on 27 Nov 2026')).toBeTruthy();
  expect((toggle as HTMLInputElement).checked).toBe(false);
  await userEvent.click(toggle);
  expect(await screen.findByText('Renews on 27 Nov 2026')).toBeTruthy();
  expect((toggle as HTMLInputElement).checked).toBe(true);
  expect(seen.filter((r) => r.method === 'POST')).toEqual([
    { method: 'POST', path: '/api/customer/auto-renew', body: { addonUuid: 'held-weekly', autoRenew: false } },
    { method: 'POST', path: '/api/customer/auto-renew', body: { addonUuid: 'held-weekly', autoRenew: true } },
  ]);
});

test('a refusal shows under the switch and the switch stays as it was', async () => {
  fakeBff({
    'GET /api/customer/plans': [{ status: 200, body: plansView() }],
    'POST /api/customer/auto-renew': [bffError(400, 'auto_renew_not_allowed', 'Auto renew is not allowed for this add-on')],
  });
  renderIntl(<YourPlan />);
  const toggle = await screen.findByRole('switch', { name: 'Auto-renew $12 Weekly Plan' });
  await userEvent.click(toggle);
  expect((await screen.findByRole('alert')).textContent).toBe('Auto renew is not allowed for this add-on');
  await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
});

test('a plan or add-on that does not allow auto-renew has no switch; a pending change is shown', async () => {
  const body = plansView({ current: { ...heldWeekly, allowAutoRenew: false, autoRenew: false }, pendingChange: { planName: '$30 Prepay Value Pack', at: '2026-11-26T22:00:00.000Z' } });
  fakeBff({ 'GET /api/customer/plans': [{ status: 200, body }] });
  renderIntl(<YourPlan />);
  expect(await screen.findByText('Changes to $30 Prepay Value Pack on 27 Nov 2026')).toBeTruthy();
  expect(screen.getByText('Ends on 27 Nov 2026')).toBeTruthy();
  expect(screen.queryByRole('switch')).toBeNull();
  expect(screen.getByText('You have no add-ons.')).toBeTruthy();
});

test('no plan: "You have no active plans" with "See plans"', async () => {
  fakeBff({ 'GET /api/customer/plans': [{ status: 200, body: plansView({ current: null, kind: 'payg' }) }] });
  renderIntl(<YourPlan />);
  expect(await screen.findByRole('heading', { name: 'You have no active plans' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/profile/all-plans');
});

test('the plans cannot be read: the section says so with Try again', async () => {
  fakeBff({ 'GET /api/customer/plans': [bffError(503, 'upstream_unavailable', 'Service unavailable'), { status: 200, body: plansView() }] });
  renderIntl(<YourPlan />);
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: '$12 Weekly Plan' })).toBeTruthy();
});
