/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPanel } from '@/components/sim/settings-panel';
import { polyfillDialog } from './dialog-polyfill';
import { fakeBff } from './payment-bff';
import { defaults, renderAsPage, settingsView } from './sim-settings-fakes';
import { bffError } from './top-up-fakes';

/**
 * SIM settings' switches (docs/sim-contract.md §4; spec §3 "Settings dependencies: … The user must
 * confirm such dependency changes before the update is sent"): a change with knock-ons asks first,
 * listing them; Confirm sends the settings with the knock-ons, Cancel sends nothing.
 */

beforeAll(polyfillDialog);

const SETTINGS = '/api/customer/sim/settings';
const sw = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
const puts = (seen: ReturnType<typeof fakeBff>) => seen.filter((r) => r.method === 'PUT');

test('incoming calls off asks first, listing forwarding, waiting and hold; Confirm sends them all off, then Saved', async () => {
  const off = { incomingCalls: false, forwardBusy: false, forwardNoReply: false, forwardNotReachable: false, callWaiting: false, callHold: false };
  const seen = fakeBff({ [`PUT ${SETTINGS}`]: [{ status: 200, body: settingsView(off) }] });
  renderAsPage('simSettings', <SettingsPanel initial={settingsView()} />);
  await userEvent.click(sw('Allow incoming calls'));

  const dialog = screen.getByRole('dialog', { name: 'Change other settings too?' });
  expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Forward when busy will be turned off',
    "Forward when you don't answer will be turned off",
    "Forward when you can't be reached will be turned off",
    'Call waiting will be turned off',
    'Call hold will be turned off',
  ]);
  // Nothing is sent before the customer confirms; the switch shows what was asked for.
  expect(puts(seen)).toEqual([]);
  expect(sw('Allow incoming calls').checked).toBe(false);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Saved')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(puts(seen)).toEqual([{ method: 'PUT', path: SETTINGS, body: { settings: { ...defaults, ...off } } }]);
  for (const name of ['Allow incoming calls', 'Forward when busy', 'Call waiting', 'Call hold']) expect(sw(name).checked).toBe(false);
  expect(sw('Allow outgoing calls').checked).toBe(true);
});

test('Cancel sends nothing and the switch goes back; so does Escape', async () => {
  const seen = fakeBff({});
  renderAsPage('simSettings', <SettingsPanel initial={settingsView()} />);
  await userEvent.click(sw('Allow incoming calls'));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sw('Allow incoming calls').checked).toBe(true);

  await userEvent.click(sw('Allow outgoing calls'));
  const dialog = screen.getByRole('dialog', { name: 'Change other settings too?' });
  expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Forward when busy will be turned off',
    "Forward when you don't answer will be turned off",
    "Forward when you can't be reached will be turned off",
  ]);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sw('Allow outgoing calls').checked).toBe(true);
  expect(seen).toEqual([]);
});

test('turning forwarding on while outgoing calls are barred asks to turn outgoing calls back on', async () => {
  const barred = { outgoingCalls: false, forwardBusy: false, forwardNoReply: false, forwardNotReachable: false };
  const seen = fakeBff({ [`PUT ${SETTINGS}`]: [{ status: 200, body: settingsView({ ...barred, forwardUnconditional: true, outgoingCalls: true }) }] });
  renderAsPage('simSettings', <SettingsPanel initial={settingsView(barred)} />);
  await userEvent.click(sw('Forward all calls'));
  const dialog = screen.getByRole('dialog', { name: 'Change other settings too?' });
  expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Outgoing calls will be turned on']);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await screen.findByText('Saved');
  expect(puts(seen)[0]?.body).toEqual({ settings: { ...defaults, ...barred, forwardUnconditional: true, outgoingCalls: true } });
  expect(sw('Allow outgoing calls').checked).toBe(true);
});

test('a change without knock-ons is sent at once, with no dialog', async () => {
  const seen = fakeBff({ [`PUT ${SETTINGS}`]: [{ status: 200, body: settingsView({ callHold: false }) }] });
  renderAsPage('simSettings', <SettingsPanel initial={settingsView()} />);
  await userEvent.click(sw('Call hold'));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(await screen.findByText('Saved')).toBeTruthy();
  expect(puts(seen)).toEqual([{ method: 'PUT', path: SETTINGS, body: { settings: { ...defaults, callHold: false } } }]);
});

test('a failure says "error occurred. try again later" and the switches go back as they were', async () => {
  fakeBff({ [`PUT ${SETTINGS}`]: [bffError(502, 'sim_error', 'error occurred. try again later')] });
  renderAsPage('simSettings', <SettingsPanel initial={settingsView()} />);
  await userEvent.click(sw('Allow incoming calls'));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  expect((await screen.findByRole('alert')).textContent).toBe('error occurred. try again later');
  await waitFor(() => expect(sw('Allow incoming calls').checked).toBe(true));
  expect(sw('Call waiting').checked).toBe(true);
  expect(screen.queryByText('Saved')).toBeNull();
});

test('Forward calls to: empty is voicemail; a number is saved with the settings; a bad one is told on the field', async () => {
  const seen = fakeBff({
    [`PUT ${SETTINGS}`]: [
      bffError(422, 'bad_input', 'format is invalid', [{ path: 'settings.forwardTo', message: 'format is invalid' }]),
      { status: 200, body: settingsView({ forwardTo: '021 555 0199' }) },
    ],
  });
  renderAsPage('simSettings', <SettingsPanel initial={settingsView()} />);
  expect(screen.getByText('Forwarded calls go to: Voicemail')).toBeTruthy();
  const field = screen.getByRole('textbox', { name: 'Forward calls to' });
  await userEvent.type(field, '12');
  await userEvent.click(screen.getByRole('button', { name: 'Save number' }));
  expect(await screen.findByText('format is invalid')).toBeTruthy();
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByRole('alert')).toBeNull();

  await userEvent.clear(field);
  await userEvent.type(field, ' 021 555 0199 ');
  await userEvent.click(screen.getByRole('button', { name: 'Save number' }));
  expect(await screen.findByText('Forwarded calls go to: 021 555 0199')).toBeTruthy();
  expect(puts(seen).map((r) => r.body)).toEqual([{ settings: { ...defaults, forwardTo: '12' } }, { settings: { ...defaults, forwardTo: '021 555 0199' } }]);
});

test('no first view: the settings are read from the BFF', async () => {
  fakeBff({ [`GET ${SETTINGS}`]: [{ status: 200, body: settingsView({ callWaiting: false }) }] });
  renderAsPage('simSettings', <SettingsPanel />);
  expect((await screen.findByRole('switch', { name: 'Call waiting' }) as HTMLInputElement).checked).toBe(false);
  expect(screen.getByRole('heading', { name: 'Call forwarding' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'During a call' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Call barring' })).toBeTruthy();
});

test('issue 28: "Call barring: On means the calls are allowed": each switch says what On does', () => {
  fakeBff({});
  renderAsPage('simSettings', <SettingsPanel initial={settingsView({ outgoingCalls: false })} />);
  const barring = screen.getByRole('region', { name: 'Call barring' });
  expect(within(barring).getAllByRole('switch').map((s) => [(s as HTMLInputElement).labels?.[0]?.textContent, (s as HTMLInputElement).checked])).toEqual([
    ['Allow incoming calls', true],
    ['Allow outgoing calls', false],
  ]);
  expect(within(barring).getByText('Turn a switch off to bar those calls.')).toBeTruthy();
  expect(screen.queryByText(/On means/)).toBeNull();
});
