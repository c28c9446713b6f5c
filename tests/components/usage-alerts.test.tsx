/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PersonalActions, type Notifications } from '@/app/[locale]/profile/(area)/personal-data/_components/personal-actions';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import { renderIntl } from '../support/render-intl';
import { polyfillDialog } from './dialog-polyfill';
import { fakeBff } from './payment-bff';
import { bffError } from './top-up-fakes';

/**
 * Usage alerts (docs/mobile-contract.md §4; issue 13 item 7): "usage alerts at 80% and 100% of
 * an allowance, chosen under notifications": a group 'Usage alerts' in the notifications dialog
 * of personal data, saved with the dialog.
 */

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));
beforeAll(polyfillDialog);

const channels = { email: true, sms: false };
const notifications: Notifications = { billing: channels, usage: channels, offers: { email: false, sms: false } };
const open = () =>
  renderIntl(
    <DialogsProvider>
      <PersonalActions firstName="Aroha" lastName="Ngata" email="prepay@example.com" notifications={notifications} rewardsCardUuid={null} allowPassword initialDialog="notifications" />
    </DialogsProvider>,
  );
const alertsGroup = () => within(screen.getByRole('dialog', { name: 'Change notifications' })).getByRole('group', { name: 'Usage alerts' });
const box = (name: string) => within(alertsGroup()).getByRole('checkbox', { name }) as HTMLInputElement;
const AT80 = 'Email me at 80% of an allowance';
const AT100 = 'Email me when an allowance is used up';

test('the stored choices are ticked; changed, they are saved with the notifications', async () => {
  const seen = fakeBff({
    'GET /api/customer/usage-alerts': [{ status: 200, body: { at80: false, at100: true } }],
    'PUT /api/account/notifications': [{ status: 200, body: notifications }],
    'PUT /api/customer/usage-alerts': [{ status: 200, body: { at80: true, at100: false } }],
  });
  open();
  expect((await within(alertsGroup()).findByRole('checkbox', { name: AT80 }) as HTMLInputElement).checked).toBe(false);
  expect(box(AT100).checked).toBe(true);
  await userEvent.click(box(AT80));
  await userEvent.click(box(AT100));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Your notification choices are saved.')).toBeTruthy();
  expect(seen.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body])).toEqual([
    ['/api/account/notifications', notifications],
    ['/api/customer/usage-alerts', { at80: true, at100: false }],
  ]);
});

test('unchanged, only the notifications are sent', async () => {
  const seen = fakeBff({
    'GET /api/customer/usage-alerts': [{ status: 200, body: { at80: true, at100: true } }],
    'PUT /api/account/notifications': [{ status: 200, body: notifications }],
  });
  open();
  await within(alertsGroup()).findByRole('checkbox', { name: AT80 });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Your notification choices are saved.')).toBeTruthy();
  expect(seen.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual(['/api/account/notifications']);
});

test('the alerts load and fail on their own (Try again), and a refused save keeps the dialog open with why', async () => {
  fakeBff({
    'GET /api/customer/usage-alerts': [bffError(503, 'upstream_unavailable', "We can't reach our systems right now"), { status: 200, body: { at80: false, at100: false } }],
    'PUT /api/account/notifications': [{ status: 200, body: notifications }],
    'PUT /api/customer/usage-alerts': [bffError(503, 'upstream_unavailable', "We can't reach our systems right now")],
  });
  open();
  const failed = await within(alertsGroup()).findByRole('alert');
  expect(failed.textContent).toContain('Usage alerts could not be loaded');
  // The rest of the dialog stays usable.
  expect(screen.getByRole('checkbox', { name: 'Usage alerts: Email' })).toBeTruthy();
  await userEvent.click(within(alertsGroup()).getByRole('button', { name: 'Try again' }));
  await userEvent.click(await within(alertsGroup()).findByRole('checkbox', { name: AT80 }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  // upstream_unavailable is the catalogue's 'network error'.
  const dialog = screen.getByRole('dialog', { name: 'Change notifications' });
  expect((await within(dialog).findByRole('alert')).textContent).toBe('network error');
  expect(box(AT80).checked).toBe(true);
});
