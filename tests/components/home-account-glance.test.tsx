/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { AccountGlance, type AccountGlanceTexts } from '@/components/home/account-glance';
import type { Balances } from '@/lib/billing/money-types';
import type { MobileProductView } from '@/lib/customer/types';
import en from '@/messages/en.json';
import { fakeBff } from './payment-bff';

/*
 * Issue 18, item 3: "A signed-in visitor sees their numbers' balances at a glance and the way
 * into the account", on a home page that stays static: the island reads the BFF after load,
 * only when the signed-in hint is on <html>.
 */

const g = en.home.glance;
const texts: AccountGlanceTexts = { ...g };

const product = (uuid: string, msisdn: string, extra: Partial<MobileProductView> = {}): MobileProductView => ({
  uuid, msisdn, simId: `sim-${uuid}`, productType: 'mobile', billingReference: 'PREPAY', statusLabel: 'active', paymentKind: 'prepay', isPayg: false, createdAt: 1, addons: [], ...extra,
});
const prepayBalance: Balances = { productUuid: 'p-1', kind: 'prepay', postpay: null, usage: [], prepay: { creditCents: 1250, expiresAt: null, hidden: false } };
const postpayBalance: Balances = {
  productUuid: 'q-1', kind: 'postpay', prepay: null, usage: [],
  postpay: { owingCents: 4820, unbilledCents: 0, currentCycle: { from: '', upto: '' }, nextCycle: { from: '', upto: '' }, dueInvoice: null },
};

afterEach(() => document.documentElement.removeAttribute('data-signed-in'));

test('signed out (no hint): nothing is read and nothing shows', () => {
  const seen = fakeBff({});
  const { container } = render(<AccountGlance texts={texts} />);
  expect(container.innerHTML).toBe('');
  expect(seen).toEqual([]);
});

test('prepay: each number with its credit, the current one from the balance; a SIM not yet active says so', async () => {
  document.documentElement.setAttribute('data-signed-in', '');
  const seen = fakeBff({
    'GET /api/customer/products': [{ status: 200, body: { products: [product('p-1', '64215550101', { creditCents: 999 }), product('p-2', '64215550199', { statusLabel: 'notActivated', paymentKind: 'unknown', billingReference: '' })], currentUuid: 'p-1' } }],
    'GET /api/customer/balance': [{ status: 200, body: prepayBalance }],
  });
  render(<AccountGlance texts={texts} />);
  expect(screen.getByRole('status').textContent).toBe('Loading your numbers…');
  const list = await screen.findByRole('list', { name: 'Your numbers and balances' });
  const rows = within(list).getAllByRole('listitem').map((li) => li.textContent);
  expect(rows).toEqual(['021 555 0101Prepay$12.50 credit', '021 555 0199Not active yet']);
  expect(seen.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['GET /api/customer/balance', 'GET /api/customer/products']);
});

test('postpay: what the bill owes; another prepay number its own credit', async () => {
  document.documentElement.setAttribute('data-signed-in', '');
  fakeBff({
    'GET /api/customer/products': [{ status: 200, body: { products: [product('q-1', '64215550202', { paymentKind: 'postpay', billingReference: 'POSTPAY' }), product('q-2', '64215550303', { creditCents: 500 })], currentUuid: 'q-1' } }],
    'GET /api/customer/balance': [{ status: 200, body: postpayBalance }],
  });
  render(<AccountGlance texts={texts} />);
  const rows = within(await screen.findByRole('list')).getAllByRole('listitem').map((li) => li.textContent);
  expect(rows).toEqual(['021 555 0202Postpay$48.20 to pay', '021 555 0303Prepay$5.00 credit']);
});

test('the balance failing still lists the numbers, with the way into the account for the current one', async () => {
  document.documentElement.setAttribute('data-signed-in', '');
  fakeBff({
    'GET /api/customer/products': [{ status: 200, body: { products: [product('q-1', '64215550202', { paymentKind: 'postpay' })], currentUuid: 'q-1' } }],
    'GET /api/customer/balance': [{ status: 503, body: { error: { code: 'upstream_unavailable' } } }],
  });
  render(<AccountGlance texts={texts} />);
  expect(within(await screen.findByRole('list')).getByRole('listitem').textContent).toBe('021 555 0202PostpaySee it in My account');
});

test('a hint that outlived the session (401) offers sign-in; another failure says the balances are unavailable', async () => {
  document.documentElement.setAttribute('data-signed-in', '');
  fakeBff({
    'GET /api/customer/products': [{ status: 401, body: { error: { code: 'unauthenticated' } } }],
    'GET /api/customer/balance': [{ status: 401, body: { error: { code: 'unauthenticated' } } }],
  });
  const first = render(<AccountGlance texts={texts} />);
  expect((await screen.findByRole('link', { name: 'Sign in again to see your balances' })).getAttribute('href')).toBe('/sign-in?redirect=%2F');
  first.unmount();

  fakeBff({
    'GET /api/customer/products': [{ status: 500, body: { error: { code: 'internal' } } }],
    'GET /api/customer/balance': [{ status: 500, body: { error: { code: 'internal' } } }],
  });
  render(<AccountGlance texts={texts} />);
  expect((await screen.findByText("Your balances can't be shown right now.")).getAttribute('role')).toBe('status');
});
