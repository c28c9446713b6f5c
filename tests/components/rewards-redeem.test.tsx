/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import { RedeemButton } from '@/components/rewards/redeem-button';
import { renderIntl } from '../support/render-intl';
import { polyfillDialog } from './dialog-polyfill';
import { fakeBff } from './payment-bff';

/** The redeem button of bonuses/:uuid (docs/front-door-contract.md §3.3): confirm, spend, the code, the page drawn again. */

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));

beforeAll(polyfillDialog);
afterEach(() => refresh.mockClear());

const UUID = '7f1c2a9e-1b2c-4d3e-8f4a-5b6c7d8e9f00';
const PATH = `POST /api/bonuses/${UUID}/redeem`;
const redemption = { uuid: 'r-1', bonusUuid: UUID, title: 'Coffee on us', group: 'gifts', costPoints: 80, value: '$6', code: 'RW-ABCD-EF23', onAccount: false, redeemedAt: '2026-11-28T06:00:00.000Z', expiresAt: '2026-12-28T06:00:00.000Z' };

function show() {
  renderIntl(<DialogsProvider><RedeemButton uuid={UUID} title="Coffee on us" costPoints={80} total={450} /></DialogsProvider>);
}

test('confirmed: the points are spent, the code is shown, and the server draws the lower total', async () => {
  const seen = fakeBff({ [PATH]: [{ status: 200, body: { total: 370, redemption } }] });
  show();
  await userEvent.click(screen.getByRole('button', { name: 'Redeem for 80 points' }));
  const confirm = screen.getByRole('dialog', { name: 'Redeem this reward?' });
  expect(confirm.textContent).toContain('Redeem Coffee on us for 80 points? You will have 370 points left.');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Redeem' }));
  const done = await screen.findByRole('dialog', { name: 'Redeemed' });
  expect(done.textContent).toContain('Your code for Coffee on us is RW-ABCD-EF23.');
  expect(seen).toEqual([{ method: 'POST', path: `/api/bonuses/${UUID}/redeem`, body: {} }]);
  expect(refresh).toHaveBeenCalled();
});

test('cancelled: nothing is sent', async () => {
  const seen = fakeBff({});
  show();
  await userEvent.click(screen.getByRole('button', { name: 'Redeem for 80 points' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Redeem this reward?' })).getByRole('button', { name: 'Cancel' }));
  expect(seen).toEqual([]);
});

test('refused for short points (spent elsewhere meanwhile): says how many more are needed', async () => {
  fakeBff({ [PATH]: [{ status: 422, body: { error: { code: 'not_enough_points', message: "You don't have enough points for this reward.", details: { total: 40, cost: 80, short: 40 } } } }] });
  show();
  await userEvent.click(screen.getByRole('button', { name: 'Redeem for 80 points' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Redeem this reward?' })).getByRole('button', { name: 'Redeem' }));
  expect((await screen.findByRole('alert')).textContent).toContain('You need 40 more points for this reward.');
});
