/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BalanceSection } from '@/app/[locale]/profile/_components/balance-section';
import type { Balances } from '@/lib/billing/money-types';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';
import { bffError } from './top-up-fakes';

/**
 * The profile home's "Balance" (docs/money-contract.md §4; issue 12 item 1): prepay credit and
 * its expiry ("none if past", hidden when zero if configured), postpay owing or credit, this
 * period so far and the bill period, "Pay bill" behind its flag; its own loading and Try again.
 */

const prepay: Balances = { productUuid: 'p-1', kind: 'prepay', postpay: null, usage: [], prepay: { creditCents: 1250, expiresAt: '2027-11-23T11:00:00.000Z', hidden: false } };
const postpay: Balances = {
  productUuid: 'p-2', kind: 'postpay', prepay: null, usage: [],
  postpay: {
    owingCents: 4820, unbilledCents: 1730,
    currentCycle: { from: '2026-10-31T11:00:00.000Z', upto: '2026-11-30T11:00:00.000Z' },
    nextCycle: { from: '2026-11-30T11:00:00.000Z', upto: '2026-12-31T11:00:00.000Z' },
    dueInvoice: { number: 'INV-000123', remainingCents: 4820, dueDate: '2026-11-14T11:00:00.000Z', overdue: true },
  },
};
const answer = (body: Balances) => ({ status: 200, body });
const region = () => screen.getByRole('region', { name: 'Balance' });

test('prepay: "Credit $12.50", "Expires 24 Nov 2027" and Top up where the top-up screen opens', async () => {
  fakeBff({ 'GET /api/customer/balance': [answer(prepay)] });
  renderIntl(<BalanceSection topUp payBill={false} />);
  expect(await within(region()).findByText('Credit $12.50')).toBeTruthy();
  expect(within(region()).getByText('Expires 24 Nov 2027')).toBeTruthy();
  expect(within(region()).getByRole('link', { name: 'Top up' }).getAttribute('href')).toBe('/profile/top-up');
});

test('prepay hidden when zero (and no expiry once past): no amount, no Top up when the screen is hidden', async () => {
  fakeBff({ 'GET /api/customer/balance': [answer({ ...prepay, prepay: { creditCents: 0, expiresAt: null, hidden: true } })] });
  renderIntl(<BalanceSection topUp={false} payBill={false} />);
  expect(await within(region()).findByText('There is no balance to show for this number.')).toBeTruthy();
  expect(region().textContent).not.toContain('$');
  expect(within(region()).queryByRole('link')).toBeNull();
});

test('postpay: "You owe $48.20", the overdue invoice, this period so far, the bill period, and Pay bill with payBillOnHome', async () => {
  fakeBff({ 'GET /api/customer/balance': [answer(postpay)] });
  renderIntl(<BalanceSection topUp={false} payBill />);
  expect(await within(region()).findByText('You owe $48.20')).toBeTruthy();
  expect(within(region()).getByText('Invoice INV-000123 is overdue: $48.20 to pay')).toBeTruthy();
  expect(within(region()).getByText('This period so far $17.30')).toBeTruthy();
  expect(within(region()).getByText('Bill period 1 Nov – 30 Nov')).toBeTruthy();
  expect(within(region()).getByRole('link', { name: 'Pay bill' }).getAttribute('href')).toBe('/profile/pay-bill');
});

test('postpay in credit, and no Pay bill with the flag off', async () => {
  fakeBff({ 'GET /api/customer/balance': [answer({ ...postpay, postpay: { ...postpay.postpay!, owingCents: -500, dueInvoice: null } })] });
  renderIntl(<BalanceSection topUp={false} payBill={false} />);
  expect(await within(region()).findByText('In credit $5.00')).toBeTruthy();
  expect(within(region()).queryByRole('link', { name: 'Pay bill' })).toBeNull();
});

test('a failed read shows its error with Try again, which reads again', async () => {
  const seen = fakeBff({ 'GET /api/customer/balance': [bffError(503, 'upstream_unavailable', 'network error'), answer(prepay)] });
  renderIntl(<BalanceSection topUp={false} payBill={false} />);
  const failed = await within(region()).findByRole('alert');
  expect(failed.textContent).toContain('Balance could not be loaded');
  await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
  expect(await within(region()).findByText('Credit $12.50')).toBeTruthy();
  expect(seen.filter((r) => r.path === '/api/customer/balance')).toHaveLength(2);
});
