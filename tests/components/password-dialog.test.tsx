/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PersonalActions } from '@/app/[locale]/profile/(area)/personal-data/_components/personal-actions';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import { renderIntl } from '../support/render-intl';
import { polyfillDialog } from './dialog-polyfill';
import { fakeBff } from './payment-bff';
import { bffError } from './top-up-fakes';

/**
 * The change-password dialog (issue 28 item 9): a blank field says what to type, the two new
 * passwords that differ say so in a sentence, and the upstream's refusal sits on the field to fix
 * (not a banner above the form).
 */

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));
beforeAll(polyfillDialog);

const open = () =>
  renderIntl(
    <DialogsProvider>
      <PersonalActions firstName="Aroha" lastName="Ngata" email="prepay@example.com" notifications={null} rewardsCardUuid={null} allowPassword initialDialog="password" />
    </DialogsProvider>,
  );
const dialog = () => screen.getByRole('dialog', { name: 'Change password' });
const field = (name: string) => within(dialog()).getByLabelText(new RegExp(`^${name}`), { selector: 'input' }) as HTMLInputElement;
const describedText = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

test('blank fields name what to type, on each field', async () => {
  const seen = fakeBff({});
  open();
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
  expect(await within(dialog()).findByText('Enter your current password.')).toBeTruthy();
  expect(within(dialog()).getByText('Enter a new password.')).toBeTruthy();
  expect(within(dialog()).getByText('Enter the new password again to confirm it.')).toBeTruthy();
  expect(within(dialog()).queryByText('please enter')).toBeNull();
  expect(seen).toEqual([]);
});

test('two different new passwords: a sentence on the confirmation, nothing sent', async () => {
  const seen = fakeBff({});
  open();
  await userEvent.type(field('Current password'), 'OldPassw0rd!');
  await userEvent.type(field('New password'), 'NewPassw0rd!x');
  await userEvent.type(field('Confirm new password'), 'NewPassw0rd!y');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
  expect(describedText(field('Confirm new password'))).toContain("The two new passwords don't match. Type the same password in both.");
  expect(within(dialog()).queryByText('new password and confirm do not match')).toBeNull();
  expect(seen).toEqual([]);
});

test('a wrong current password is said on that field, and the dialog stays open', async () => {
  const seen = fakeBff({ 'PUT /api/account/password': [bffError(400, 'old_password_invalid', 'Old password is invalid')] });
  open();
  await userEvent.type(field('Current password'), 'WrongPassw0rd!');
  await userEvent.type(field('New password'), 'NewPassw0rd!x');
  await userEvent.type(field('Confirm new password'), 'NewPassw0rd!x');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
  await within(dialog()).findByText('Old password is invalid');
  expect(describedText(field('Current password'))).toContain('Old password is invalid');
  expect(document.activeElement).toBe(field('Current password'));
  expect(seen.map((r) => [r.method, r.path])).toEqual([['PUT', '/api/account/password']]);
});
