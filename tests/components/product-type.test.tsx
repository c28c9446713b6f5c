/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentTypeNotice } from '@/components/plans/payment-type-notice';
import { ProductTypeSection } from '@/components/plans/product-type';
import { queryKeys } from '@/components/query/keys';
import type { MobileProductView } from '@/lib/customer/types';
import { renderIntl, testQueryClient } from '../support/render-intl';
import { fakeBff } from './payment-bff';
import { bffError } from './top-up-fakes';

/**
 * Product type transfer (flag; docs/mobile-contract.md §4; issue 13 item 6): "dry run first,
 * unpaid debt paid first, the 'Product type transfer' success message; a billing-reference
 * change with the same second part shows that the payment type changed and refreshes."
 */

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn(), replace: jest.fn() }) }));
afterEach(() => mockRefresh.mockReset());

const dryPrepay = { from: 'prepay', to: 'postpay', dryRun: true, unpaidCents: 0, allowed: true };

test('prepay: "Change to postpay" runs a dry run first and says what happens; confirmed, "Product type transfer"', async () => {
  const seen = fakeBff({
    'POST /api/customer/product-type': [
      { status: 200, body: dryPrepay },
      { status: 200, body: { ...dryPrepay, dryRun: false } },
    ],
  });
  renderIntl(<ProductTypeSection kind="prepay" />);
  const section = screen.getByRole('region', { name: 'Payment type' });
  expect(within(section).getByText('Your number is prepay.')).toBeTruthy();
  await userEvent.click(within(section).getByRole('button', { name: 'Change to postpay' }));
  const what = await within(section).findByRole('group', { name: 'What happens' });
  expect(within(what).getByText('Your number changes from prepay to postpay.')).toBeTruthy();
  expect(within(what).getByText('Your current plan ends now, with no refund for the time left.')).toBeTruthy();
  expect(seen).toEqual([{ method: 'POST', path: '/api/customer/product-type', body: { to: 'postpay', dryRun: true } }]);
  await userEvent.click(within(what).getByRole('button', { name: 'Change to postpay' }));
  const done = await within(section).findByRole('status');
  expect(done.textContent).toContain('Product type transfer');
  expect(done.textContent).toContain('Your number is now postpay.');
  expect(within(done).getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/profile/all-plans');
  expect(seen[1]).toEqual({ method: 'POST', path: '/api/customer/product-type', body: { to: 'postpay', dryRun: false } });
  expect(mockRefresh).toHaveBeenCalled();
});

test('postpay with a balance owing: the dry run says "Unpaid debt must be paid before continuing" with a link to pay the bill, and nothing to confirm', async () => {
  const seen = fakeBff({ 'POST /api/customer/product-type': [{ status: 200, body: { from: 'postpay', to: 'prepay', dryRun: true, unpaidCents: 4820, allowed: false } }] });
  renderIntl(<ProductTypeSection kind="postpay" />);
  await userEvent.click(screen.getByRole('button', { name: 'Change to prepay' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Unpaid debt must be paid before continuing')).toBeTruthy();
  expect(within(alert).getByText('You owe $48.20.')).toBeTruthy();
  expect(within(alert).getByRole('link', { name: 'Pay your bill' }).getAttribute('href')).toBe('/profile/pay-bill');
  expect(screen.queryByRole('group', { name: 'What happens' })).toBeNull();
  expect(seen).toHaveLength(1);
});

test('the same refusal as an error (unpaid_debt with details.unpaidCents) reads the same', async () => {
  fakeBff({ 'POST /api/customer/product-type': [bffError(409, 'unpaid_debt', 'Unpaid debt must be paid before continuing', { unpaidCents: 1000 })] });
  renderIntl(<ProductTypeSection kind="postpay" />);
  await userEvent.click(screen.getByRole('button', { name: 'Change to prepay' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Unpaid debt must be paid before continuing')).toBeTruthy();
  expect(within(alert).getByText('You owe $10.00.')).toBeTruthy();
});

test('any other refusal is shown as it is', async () => {
  fakeBff({ 'POST /api/customer/product-type': [bffError(409, 'same_product_type', 'Product is already postpay')] });
  renderIntl(<ProductTypeSection kind="prepay" />);
  await userEvent.click(screen.getByRole('button', { name: 'Change to postpay' }));
  expect((await screen.findByRole('alert')).textContent).toBe('The product already has this payment type');
});

const product = (billingReference: string): MobileProductView => ({
  uuid: 'p-1', msisdn: '64211234567', simId: 's', productType: 'prepaymobile', billingReference, statusLabel: 'active', paymentKind: 'prepay', isPayg: false, createdAt: 0, addons: [],
});

test('"a billing-reference change where the second part is equal and the first differs … shows a message that the payment type changed and refreshes"', async () => {
  fakeBff({ 'GET /api/customer/products': [{ status: 200, body: { products: [product('postpay:ACC-1')], currentUuid: 'p-1' } }] });
  renderIntl(<PaymentTypeNotice productUuid="p-1" billingReference="prepay:ACC-1" />);
  expect((await screen.findByRole('status')).textContent).toBe('Your payment type has changed');
  expect(mockRefresh).toHaveBeenCalledTimes(1);
});

test('no change, or another account: no message, no refresh', async () => {
  const client = testQueryClient();
  fakeBff({ 'GET /api/customer/products': [{ status: 200, body: { products: [product('postpay:ACC-2')], currentUuid: 'p-1' } }] });
  renderIntl(<PaymentTypeNotice productUuid="p-1" billingReference="prepay:ACC-1" />, client);
  await act(() => client.refetchQueries({ queryKey: queryKeys.products.all }));
  expect(screen.queryByRole('status')).toBeNull();
  expect(mockRefresh).not.toHaveBeenCalled();
});

test('"when not mid-transfer": this page\'s own transfer does not show the message', async () => {
  const client = testQueryClient();
  const seen = fakeBff({
    'GET /api/customer/products': [
      { status: 200, body: { products: [product('prepay:ACC-1')], currentUuid: 'p-1' } },
      { status: 200, body: { products: [product('postpay:ACC-1')], currentUuid: 'p-1' } },
    ],
    'POST /api/customer/product-type': [{ status: 200, body: dryPrepay }, { status: 200, body: { ...dryPrepay, dryRun: false } }],
  });
  renderIntl(
    <>
      <PaymentTypeNotice productUuid="p-1" billingReference="prepay:ACC-1" />
      <ProductTypeSection kind="prepay" />
    </>,
    client,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Change to postpay' }));
  await userEvent.click(await within(await screen.findByRole('group', { name: 'What happens' })).findByRole('button', { name: 'Change to postpay' }));
  await screen.findByText('Product type transfer');
  expect(seen.filter((r) => r.path === '/api/customer/products')).toHaveLength(2);
  await act(() => client.refetchQueries({ queryKey: queryKeys.products.all }));
  expect(screen.queryByText('Your payment type has changed')).toBeNull();
});
