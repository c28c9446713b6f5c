/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import { ActionsDetails } from '@/components/sim/actions-details';
import { ActionsNumber } from '@/components/sim/actions-number';
import { ActionsSwap } from '@/components/sim/actions-swap';
import { renderIntl } from '../support/render-intl';
import { polyfillDialog } from './dialog-polyfill';
import { fakeBff, type Answer } from './payment-bff';
import { bffError } from './top-up-fakes';

/**
 * The SIM card actions' second factor (docs/sim-contract.md §4; issue 14 item 3: "each behind
 * its flag and a second factor (password or emailed code, the existing step)"): a 403
 * `second_factor_required` opens 'Confirm it's you'; once it passes, the call the user asked for
 * is sent again with what they gave (the SIM ID, the chosen number); cancelled, nothing more is sent.
 */

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn(), replace: jest.fn() }) }));
beforeAll(polyfillDialog);
beforeEach(() => mockRefresh.mockClear());

const SECOND_FACTOR = bffError(403, 'second_factor_required', 'Please confirm it is you first');
const PASSED: Answer = { status: 200, body: { ok: true } };
const render = (ui: ReactElement) => renderIntl(<DialogsProvider>{ui}</DialogsProvider>);
const step = () => screen.getByRole('dialog', { name: "Confirm it's you" });

async function passWithPassword(password = 'Demo-Pass-2026') {
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
  await userEvent.type(within(dialog).getByLabelText('Your password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

test('SIM details: the list is absent until the second factor passes, then the details call is made again and the PUK shows', async () => {
  const seen = fakeBff({
    'GET /api/customer/sim/details': [SECOND_FACTOR, { status: 200, body: { productUuid: 'p-1', number: '021 555 0101', simId: '89640500000000001011', imsi: '530050000001011', puk: '12345678' } }],
    'PUT /api/account/second-factor': [PASSED],
  });
  render(<ActionsDetails allowPassword />);
  expect(screen.queryByText('PUK')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Show SIM details' }));
  await passWithPassword();
  expect(await screen.findByText('12345678')).toBeTruthy();
  expect(screen.getByText('PUK')).toBeTruthy();
  expect(screen.getByText('89640500000000001011')).toBeTruthy();
  expect(screen.getByText('The number your SIM uses to identify itself to the mobile network. You\'d only need it if our support team asks for it.')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/customer/sim/details', 'PUT /api/account/second-factor', 'GET /api/customer/sim/details']);
  expect(seen[1]!.body).toEqual({ method: 'password', password: 'Demo-Pass-2026' });
});

test('SIM details without the PUK where pukOnSimDetails is off (puk null): no PUK row', async () => {
  fakeBff({ 'GET /api/customer/sim/details': [{ status: 200, body: { productUuid: 'p-1', number: '021 555 0101', simId: '89640500000000001011', imsi: '530050000001011', puk: null } }] });
  render(<ActionsDetails allowPassword />);
  await userEvent.click(screen.getByRole('button', { name: 'Show SIM details' }));
  expect(await screen.findByText('530050000001011')).toBeTruthy();
  expect(screen.queryByText('PUK')).toBeNull();
});

test('a social sign-in is offered the emailed code only', async () => {
  fakeBff({ 'GET /api/customer/sim/details': [SECOND_FACTOR] });
  render(<ActionsDetails allowPassword={false} />);
  await userEvent.click(screen.getByRole('button', { name: 'Show SIM details' }));
  await screen.findByRole('dialog', { name: "Confirm it's you" });
  expect(within(step()).queryByLabelText('Your password')).toBeNull();
  expect(within(step()).getByRole('button', { name: 'Send code' })).toBeTruthy();
});

test('SIM swap: "pre-activated" in plain words, and a fresh confirmation of identity at the swap itself before anything is sent (issue 28)', async () => {
  const seen = fakeBff({
    'PUT /api/account/second-factor': [PASSED],
    'POST /api/customer/sim/swap': [{ status: 200, body: { productUuid: 'p-1', simId: '89640500000000009011' } }],
  });
  render(<ActionsSwap number="021 555 0101" allowPassword />);
  expect(screen.getByText(/A new Tūī Mobile SIM that hasn't been used yet\. The ones from our shop or a store come ready for our network \(that's what "pre-activated" means\)/)).toBeTruthy();
  expect(screen.getByText(/we ask you to confirm it's you \(your password or a code we email you\) each time you swap/)).toBeTruthy();
  await userEvent.type(screen.getByLabelText('New SIM ID'), '8964 0500 0000 0000 9011');
  await userEvent.click(screen.getByRole('button', { name: 'Swap SIM' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Move 021 555 0101 to the new SIM?' })).getByRole('button', { name: 'Swap SIM' }));
  await screen.findByRole('dialog', { name: "Confirm it's you" });
  expect(seen).toEqual([]);
  await passWithPassword();
  expect(await screen.findByText('Your number now works on the SIM ending 9011')).toBeTruthy();
  expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['PUT /api/account/second-factor', 'POST /api/customer/sim/swap']);
  expect(seen[1]!.body).toEqual({ simId: '8964 0500 0000 0000 9011' });
});

test('SIM swap: a proof that ran out meanwhile (403) asks again, then the same SIM ID is sent again: "Your number now works on the SIM ending 9011"', async () => {
  const seen = fakeBff({
    'POST /api/customer/sim/swap': [SECOND_FACTOR, { status: 200, body: { productUuid: 'p-1', simId: '89640500000000009011' } }],
    'PUT /api/account/second-factor': [PASSED, PASSED],
  });
  render(<ActionsSwap number="021 555 0101" allowPassword />);
  await userEvent.type(screen.getByLabelText('New SIM ID'), '8964 0500 0000 0000 9011');
  await userEvent.click(screen.getByRole('button', { name: 'Swap SIM' }));
  const confirm = await screen.findByRole('dialog', { name: 'Move 021 555 0101 to the new SIM?' });
  expect(within(confirm).getByText('Your current SIM stops working straight away.')).toBeTruthy();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Swap SIM' }));
  await passWithPassword();
  await waitFor(() => expect(seen.filter((r) => r.path === '/api/customer/sim/swap')).toHaveLength(1));
  await passWithPassword();
  expect(await screen.findByText('Your number now works on the SIM ending 9011')).toBeTruthy();
  const swaps = seen.filter((r) => r.path === '/api/customer/sim/swap');
  expect(swaps.map((r) => r.body)).toEqual([{ simId: '8964 0500 0000 0000 9011' }, { simId: '8964 0500 0000 0000 9011' }]);
});

test('SIM swap refused (a SIM that is not pre-activated): the sim_swap_error text in an alert, the SIM ID kept in the field', async () => {
  const text = "We couldn't move your number to that SIM. Check the SIM ID and that the new SIM is pre-activated, then try again.";
  fakeBff({ 'POST /api/customer/sim/swap': [bffError(409, 'sim_swap_error', text)], 'PUT /api/account/second-factor': [PASSED] });
  render(<ActionsSwap number="021 555 0101" allowPassword />);
  await userEvent.type(screen.getByLabelText('New SIM ID'), '89640500000000009037');
  await userEvent.click(screen.getByRole('button', { name: 'Swap SIM' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Move 021 555 0101 to the new SIM?' })).getByRole('button', { name: 'Swap SIM' }));
  await passWithPassword();
  expect((await screen.findByRole('alert')).textContent).toBe(text);
  expect((screen.getByLabelText('New SIM ID') as HTMLInputElement).value).toBe('89640500000000009037');
});

test('SIM swap: the step cancelled sends nothing, and says nothing went wrong', async () => {
  const seen = fakeBff({});
  render(<ActionsSwap number="021 555 0101" allowPassword />);
  await userEvent.type(screen.getByLabelText('New SIM ID'), '89640500000000009011');
  await userEvent.click(screen.getByRole('button', { name: 'Swap SIM' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Move 021 555 0101 to the new SIM?' })).getByRole('button', { name: 'Swap SIM' }));
  await screen.findByRole('dialog', { name: "Confirm it's you" });
  await userEvent.click(within(step()).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.queryByRole('alert')).toBeNull();
  expect(seen).toEqual([]);
  expect((screen.getByLabelText('New SIM ID') as HTMLInputElement).value).toBe('89640500000000009011');
});

test('SIM swap with no SIM ID or a short one: the field says so (the route\'s own schema), nothing sent', async () => {
  const seen = fakeBff({});
  render(<ActionsSwap number="021 555 0101" allowPassword />);
  await userEvent.click(screen.getByRole('button', { name: 'Swap SIM' }));
  expect(screen.getByText('please enter')).toBeTruthy();
  await userEvent.type(screen.getByLabelText('New SIM ID'), '8964 0500');
  await userEvent.click(screen.getByRole('button', { name: 'Swap SIM' }));
  expect(screen.getByText('format is invalid')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(seen).toEqual([]);
});

const page = (n: number, numbers: string[], hasMore: boolean): Answer => ({ status: 200, body: { page: n, numbers, hasMore } });
const fifteen = Array.from({ length: 15 }, (_, i) => `022 555 07${String(i).padStart(2, '0')}`);

test('Change number: 15 to choose from, more on request; the choice survives the second factor and the number changes', async () => {
  const seen = fakeBff({
    'GET /api/customer/sim/numbers?page=0': [page(0, fifteen, true)],
    'GET /api/customer/sim/numbers?page=1': [page(1, ['022 555 0715'], false)],
    'POST /api/customer/sim/number': [SECOND_FACTOR, { status: 200, body: { productUuid: 'p-1', number: '022 555 0712' } }],
    'PUT /api/account/second-factor': [PASSED],
  });
  render(<ActionsNumber current="021 555 0101" allowPassword />);
  await userEvent.click(screen.getByRole('button', { name: 'Change number' }));
  expect(screen.getByRole('alert').textContent).toBe('No Phone Number');
  await userEvent.click(screen.getByRole('button', { name: 'Find numbers' }));
  const group = await screen.findByRole('group', { name: 'Choose your new number' });
  expect(within(group).getAllByRole('radio')).toHaveLength(15);
  await userEvent.click(screen.getByRole('button', { name: 'Show more numbers' }));
  await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(16));
  expect(screen.queryByRole('button', { name: 'Show more numbers' })).toBeNull();
  await userEvent.click(within(group).getByRole('radio', { name: '022 555 0712' }));
  await userEvent.click(screen.getByRole('button', { name: 'Change number' }));
  const confirm = await screen.findByRole('dialog', { name: 'Change your number to 022 555 0712?' });
  expect(within(confirm).getByText("Your old number 021 555 0101 stops working straight away, and you can't get it back.")).toBeTruthy();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Change number' }));
  await passWithPassword();
  expect(await screen.findByText('Your number is now 022 555 0712')).toBeTruthy();
  expect(seen.filter((r) => r.path === '/api/customer/sim/number').map((r) => r.body)).toEqual([{ number: '022 555 0712' }, { number: '022 555 0712' }]);
  expect(mockRefresh).toHaveBeenCalled();
});

test('Change number with no numbers left: "No new phone numbers"', async () => {
  fakeBff({ 'GET /api/customer/sim/numbers?page=0': [page(0, [], false)] });
  render(<ActionsNumber current="021 555 0101" allowPassword />);
  await userEvent.click(screen.getByRole('button', { name: 'Find numbers' }));
  expect(await screen.findByText('No new phone numbers')).toBeTruthy();
  expect(screen.queryByRole('radio')).toBeNull();
});
