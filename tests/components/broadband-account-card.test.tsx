/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscriptionCard } from '@/components/broadband/account/subscription-card';
import { Subscriptions } from '@/components/broadband/account/subscriptions';
import { subscriptionSecondLabel, subscriptionStatus } from '@/lib/broadband/rules';
import type { BroadbandPlanView } from '@/lib/broadband/types';
import { renderIntl } from '../support/render-intl';
import { order, service } from './broadband-account-fakes';
import { polyfillDialog } from './dialog-polyfill';
import { fakeBff } from './payment-bff';
import { bffError } from './top-up-fakes';

/**
 * A broadband service on the account (AM §4): "Displayed status: active gives 'ufb' for postpay
 * …; suspended gives 'ufb_suspended' …; pending gives 'Not Activated'; cancelled and unknown give
 * 'Not Active'", the second label, the service-order texts, and "a suspended broadband service
 * cannot switch plans".
 */

beforeAll(polyfillDialog);

const card = () => screen.getByRole('article', { name: 'Fibre 300' });

test('an active postpay fibre service: address, plan, price a month, "Active" and "Pay monthly", the service order "Active", live since', () => {
  renderIntl(<SubscriptionCard service={service()} order={null} />);
  const c = card();
  expect(within(c).getByText('Fibre')).toBeTruthy();
  expect(within(c).getByText('101 Lambton Quay, Wellington Central, Wellington 6011')).toBeTruthy();
  expect(within(c).getByText('$89.00 a month')).toBeTruthy();
  expect(within(c).getByText('Pay monthly')).toBeTruthy();
  expect(within(c).getAllByText('Active')).toHaveLength(2);
  expect(within(c).getByText('Live since').nextSibling?.textContent).toBe('2 Jun 2026');
  expect(within(c).getByRole('button', { name: 'Change plan' })).toBeTruthy();
  expect(within(c).getByRole('link', { name: 'Usage' }).getAttribute('href')).toBe('/profile/broadband/ufb/usage');
  expect(within(c).getByRole('link', { name: 'Billing' }).getAttribute('href')).toBe('/profile/broadband/ufb/billing');
});

test('suspended: "Suspended", the second label "Not active", no Change plan but the reason', () => {
  const state = 'suspended' as const;
  renderIntl(<SubscriptionCard service={service({ state, status: subscriptionStatus(state, true), secondLabel: subscriptionSecondLabel(state, true), canChangePlan: false, orderText: null })} order={null} />);
  const c = card();
  expect(within(c).getByText('Suspended')).toBeTruthy();
  expect(within(c).getByText('Not active')).toBeTruthy();
  expect(within(c).queryByRole('button', { name: 'Change plan' })).toBeNull();
  expect(within(c).getByText('A suspended broadband service cannot switch plans.')).toBeTruthy();
});

test('pending with a visit to book: "Not activated", "Pay monthly", "Site visit required", no plan change yet, and the order timeline', () => {
  const state = 'pending' as const;
  renderIntl(<SubscriptionCard service={service({ state, status: subscriptionStatus(state, true), secondLabel: subscriptionSecondLabel(state, true), canChangePlan: false, orderText: 'Site visit required', goLive: null, orderId: 'ord-1' })} order={order()} />);
  const c = card();
  expect(within(c).getByText('Not activated')).toBeTruthy();
  expect(within(c).getByText('Pay monthly')).toBeTruthy();
  expect(within(c).getByText('Site visit required')).toBeTruthy();
  expect(within(c).queryByRole('button', { name: 'Change plan' })).toBeNull();
  expect(within(c).getByText('You can change your plan once your broadband is live.')).toBeTruthy();
  expect(within(c).getByRole('list', { name: 'Order progress' })).toBeTruthy();
});

test.each([
  ['RFS time required', 'RFS time required'],
  ['Pending cancellation', 'Pending cancellation'],
] as const)('the service-order text %s', (orderText, shown) => {
  renderIntl(<SubscriptionCard service={service({ orderText })} order={null} />);
  expect(within(card()).getByText('Service order').nextSibling?.textContent).toBe(shown);
});

test('a cancelled service: "Not active" twice (status and second label); a completed order shows no timeline', () => {
  renderIntl(<SubscriptionCard service={service({ state: 'cancelled', status: 'Not Active', secondLabel: 'Not Active', canChangePlan: false, orderText: null })} order={order([], { state: 'completed' })} />);
  expect(within(card()).getAllByText('Not active')).toHaveLength(2);
  expect(within(card()).queryByRole('list', { name: 'Order progress' })).toBeNull();
});

const PLANS: BroadbandPlanView[] = [
  { uuid: 'p-100', catalogUuid: 'c', availabilityUuid: 'av-100', name: 'Fibre 100', description: '', available: true, priority: 1, priceCents: 7500, offer: null, speed: null, data: { key: 'usage.unlimited', values: {}, text: 'Unlimited' }, term: { key: 'broadband.term.none', values: {}, text: 'No fixed term' }, theme: 'blue', technology: 'UFB' },
  { uuid: 'p-300', catalogUuid: 'c', availabilityUuid: 'av-300', name: 'Fibre 300', description: '', available: true, priority: 2, priceCents: 8900, offer: null, speed: null, data: { key: 'usage.unlimited', values: {}, text: 'Unlimited' }, term: { key: 'broadband.term.none', values: {}, text: 'No fixed term' }, theme: 'blue', technology: 'UFB', current: true },
  { uuid: 'p-900', catalogUuid: 'c', availabilityUuid: 'av-900', name: 'Fibre Max', description: '', available: true, priority: 3, priceCents: 10500, offer: null, speed: null, data: { key: 'usage.unlimited', values: {}, text: 'Unlimited' }, term: { key: 'broadband.term.none', values: {}, text: 'No fixed term' }, theme: 'blue', technology: 'UFB' },
];

test('Change plan: the plans at the address, the current one marked and not choosable; Confirm → the new plan shown at once', async () => {
  const seen = fakeBff({
    'GET /api/broadband/services': [{ status: 200, body: { services: [service()] } }],
    'GET /api/broadband/orders': [{ status: 200, body: { orders: [] } }],
    'GET /api/broadband/services/svc-fibre/plans': [{ status: 200, body: { plans: PLANS } }],
    'POST /api/broadband/services/svc-fibre/change-plan': [{ status: 200, body: service({ planName: 'Fibre Max', priceCents: 10500 }) }],
  });
  renderIntl(<Subscriptions />);
  await userEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
  const dialog = screen.getByRole('dialog', { name: 'Change your broadband plan' });
  const current = await within(dialog).findByRole('radio', { name: /Fibre 300/ });
  expect((current as HTMLInputElement).disabled).toBe(true);
  expect(within(dialog).getByText('Your plan')).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('radio', { name: /Fibre Max/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Your plan is now Fibre Max.')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  const c = screen.getByRole('article', { name: 'Fibre Max' });
  expect(within(c).getByText('$105.00 a month')).toBeTruthy();
  expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/broadband/services/svc-fibre/change-plan', body: { availabilityUuid: 'av-900' } }]);
});

test("Change plan: the upstream's refusal shows in the dialog, which stays open", async () => {
  fakeBff({
    'GET /api/broadband/services/svc-fibre/plans': [{ status: 200, body: { plans: PLANS } }],
    'POST /api/broadband/services/svc-fibre/change-plan': [bffError(422, 'plan_change_refused', 'Plan is not available')],
  });
  renderIntl(<SubscriptionCard service={service()} order={null} />);
  await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
  const dialog = screen.getByRole('dialog', { name: 'Change your broadband plan' });
  await userEvent.click(await within(dialog).findByRole('radio', { name: /Fibre 100/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect((await within(dialog).findByRole('alert')).textContent).toContain('Plan is not available');
  expect(within(card()).getByText('Price').nextSibling?.textContent).toBe('$89.00 a month');
});

test('Confirm with no plan chosen asks for one and sends nothing', async () => {
  const seen = fakeBff({ 'GET /api/broadband/services/svc-fibre/plans': [{ status: 200, body: { plans: PLANS } }] });
  renderIntl(<SubscriptionCard service={service()} order={null} />);
  await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
  const dialog = screen.getByRole('dialog', { name: 'Change your broadband plan' });
  await within(dialog).findByRole('radio', { name: /Fibre 100/ });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(within(dialog).getByRole('alert').textContent).toBe('Choose a plan first.');
  expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
});

test('no broadband at all: says so with the way to get it', async () => {
  fakeBff({ 'GET /api/broadband/services': [{ status: 200, body: { services: [] } }], 'GET /api/broadband/orders': [{ status: 200, body: { orders: [] } }] });
  renderIntl(<Subscriptions technology="UFB" />);
  expect(await screen.findByRole('heading', { name: "You don't have fibre with us yet" })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Get broadband' }).getAttribute('href')).toBe('/broadband');
});

test('several fibre services: the chosen one marked, and the way to choose another', async () => {
  const second = service({ id: 'svc-2', planName: 'Fibre 100', address: '125 Queen Street, Auckland Central, Auckland 1010', current: false });
  fakeBff({ 'GET /api/broadband/services': [{ status: 200, body: { services: [service(), second] } }], 'GET /api/broadband/orders': [{ status: 200, body: { orders: [] } }] });
  renderIntl(<Subscriptions />);
  expect(within(await screen.findByRole('article', { name: 'Fibre 300' })).getByText('Chosen fibre service')).toBeTruthy();
  expect(within(screen.getByRole('article', { name: 'Fibre 100' })).queryByText('Chosen fibre service')).toBeNull();
  expect(screen.getByRole('link', { name: 'Choose another fibre service' }).getAttribute('href')).toBe('/select-ufb-product');
});

test('a fixed wireless service: "Fixed wireless", and its usage and billing are the wireless ones', () => {
  renderIntl(<SubscriptionCard service={service({ id: 'svc-fwa', technology: 'FWA', planName: 'Wireless Unlimited', priceCents: 7500 })} order={null} />);
  const c = screen.getByRole('article', { name: 'Wireless Unlimited' });
  expect(within(c).getByText('Fixed wireless')).toBeTruthy();
  expect(within(c).getByText('$75.00 a month')).toBeTruthy();
  expect(within(c).getByRole('link', { name: 'Usage' }).getAttribute('href')).toBe('/profile/broadband/fwa/usage');
  expect(within(c).getByRole('link', { name: 'Billing' }).getAttribute('href')).toBe('/profile/broadband/fwa/billing');
});
