/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import { ActionsOverview, type ActionLink } from '@/components/sim/actions-overview';
import { ActionsToggle } from '@/components/sim/actions-toggle';
import type { SimStatusView } from '@/lib/sim/types';
import { renderIntl } from '../support/render-intl';
import { polyfillDialog } from './dialog-polyfill';
import { fakeBff } from './payment-bff';
import { bffError } from './top-up-fakes';

/**
 * The SIM card actions overview and disable / enable (docs/sim-contract.md §4; issue 14 item 5:
 * "a lost-or-stolen path that disables the SIM in one confirmed step when disable/enable is
 * switched on").
 */

beforeAll(polyfillDialog);
const render = (ui: ReactElement) => renderIntl(<DialogsProvider>{ui}</DialogsProvider>);
const enabled: SimStatusView = { productUuid: 'p-1', state: 'enabled', reason: null };
const disabled = (reason: SimStatusView['reason']): SimStatusView => ({ productUuid: 'p-1', state: 'disabled', reason });
const LINKS: ActionLink[] = [
  { id: 'sim-details', href: '/profile/sim-card-actions/sim-details', label: 'SIM details' },
  { id: 'sim-swap', href: '/profile/sim-card-actions/sim-swap', label: 'SIM swap' },
  { id: 'disable-sim', href: '/profile/sim-card-actions/disable-sim', label: 'Disable SIM' },
  { id: 'enable-sim', href: '/profile/sim-card-actions/enable-sim', label: 'Enable SIM' },
  { id: 'phone-number-change', href: '/profile/sim-card-actions/phone-number-change', label: 'Change number' },
];
const linkNames = () => screen.getAllByRole('link').map((a) => a.textContent);

test('a working SIM: its state, the links with "Disable SIM", and the lost-or-stolen section', () => {
  fakeBff({});
  render(<ActionsOverview initial={enabled} links={LINKS} lostOrStolen />);
  expect(screen.getByText('Your SIM is working')).toBeTruthy();
  expect(linkNames()).toEqual(['SIM details', 'SIM swap', 'Disable SIM', 'Change number']);
  expect(screen.getByRole('region', { name: 'Lost or stolen phone?' })).toBeTruthy();
});

test('lost or stolen: one confirmed step, no second factor; the SIM shows blocked and "Enable SIM" is offered', async () => {
  const seen = fakeBff({ 'POST /api/customer/sim/disable': [{ status: 200, body: disabled('stolen') }] });
  render(<ActionsOverview initial={enabled} links={LINKS} lostOrStolen />);
  await userEvent.click(screen.getByRole('button', { name: 'Block my SIM now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block your SIM?' });
  expect((within(dialog).getByRole('radio', { name: 'Lost' }) as HTMLInputElement).checked).toBe(true);
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Stolen' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Block SIM' }));
  expect(await screen.findByText('Your SIM is blocked. Calls, texts and data stop until you unblock it.')).toBeTruthy();
  expect(screen.getByText('Your SIM is blocked')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(linkNames()).toEqual(['SIM details', 'SIM swap', 'Enable SIM', 'Change number']);
  expect(seen).toEqual([{ method: 'POST', path: '/api/customer/sim/disable', body: { reason: 'stolen' } }]);
});

test('a blocked SIM: "Enable SIM", no lost-or-stolen section; disable/enable off: neither link nor section', () => {
  fakeBff({});
  const { unmount } = render(<ActionsOverview initial={disabled('lost')} links={LINKS} lostOrStolen />);
  expect(screen.getByText('Your SIM is blocked')).toBeTruthy();
  expect(linkNames()).toContain('Enable SIM');
  expect(screen.queryByRole('region', { name: 'Lost or stolen phone?' })).toBeNull();
  unmount();
  render(<ActionsOverview initial={enabled} links={LINKS.filter((l) => !l.id.endsWith('able-sim'))} lostOrStolen={false} />);
  expect(linkNames()).toEqual(['SIM details', 'SIM swap', 'Change number']);
  expect(screen.queryByRole('button', { name: 'Block my SIM now' })).toBeNull();
});

test('no first view (an outage): the state is read from the browser, with Try again on failure', async () => {
  fakeBff({ 'GET /api/customer/sim/status': [bffError(502, 'sim_error', 'error occurred. try again later'), { status: 200, body: enabled }] });
  render(<ActionsOverview links={LINKS} lostOrStolen />);
  expect(await screen.findByText('Your SIM could not be loaded')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Your SIM is working')).toBeTruthy();
});

test('Disable SIM: confirmed, then the second factor, then the SIM is disabled (reason other)', async () => {
  const seen = fakeBff({
    'POST /api/customer/sim/disable': [bffError(403, 'second_factor_required', 'confirm'), { status: 200, body: disabled('other') }],
    'PUT /api/account/second-factor': [{ status: 200, body: { ok: true } }],
  });
  render(<ActionsToggle action="disable" initial={enabled} allowPassword />);
  await userEvent.click(screen.getByRole('button', { name: 'Disable SIM' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Disable your SIM?' })).getByRole('button', { name: 'Disable SIM' }));
  const step = await screen.findByRole('dialog', { name: "Confirm it's you" });
  await userEvent.type(within(step).getByLabelText('Your password'), 'Demo-Pass-2026');
  await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Your SIM is disabled. Calls, texts and data stop until you enable it again.')).toBeTruthy();
  expect(screen.getByText('Your SIM is blocked')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(seen.filter((r) => r.path === '/api/customer/sim/disable').map((r) => r.body)).toEqual([{ reason: 'other' }, { reason: 'other' }]);
});

test('Enable SIM on a SIM that works: says so and links to Disable SIM', () => {
  fakeBff({});
  render(<ActionsToggle action="enable" initial={enabled} allowPassword />);
  expect(screen.getByText('Your SIM is already working.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Disable SIM' }).getAttribute('href')).toBe('/profile/sim-card-actions/disable-sim');
  expect(screen.queryByRole('button', { name: 'Enable SIM' })).toBeNull();
});

test('Disable SIM on a SIM blocked meanwhile (409 sim_already): the state is read again and says so, with the link to Enable SIM', async () => {
  fakeBff({
    'POST /api/customer/sim/disable': [bffError(409, 'sim_already', 'Your SIM is already disabled')],
    'GET /api/customer/sim/status': [{ status: 200, body: disabled('lost') }],
  });
  render(<ActionsToggle action="disable" initial={enabled} allowPassword />);
  await userEvent.click(screen.getByRole('button', { name: 'Disable SIM' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Disable your SIM?' })).getByRole('button', { name: 'Disable SIM' }));
  expect(await screen.findByText('Your SIM is already blocked.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Enable SIM' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
