/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PersonalActions } from '@/app/[locale]/profile/(area)/personal-data/_components/personal-actions';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import { renderIntl } from '../support/render-intl';
import { polyfillDialog } from './dialog-polyfill';

/**
 * Issue 30 item 3: "Display names: first name only, cut at 33 combined characters (sign-in) or 20
 * (account)." The edit-name dialog holds both names (they are the data being edited) and says how
 * the account shows them: by the first name alone, at most 20 characters of it.
 */

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));
beforeAll(polyfillDialog);

test('the dialog edits first and last name, and shows the display name as the first name only, cut at 20', async () => {
  renderIntl(
    <DialogsProvider>
      <PersonalActions firstName="Aroha" lastName="Ngata" email="prepay@example.com" notifications={null} rewardsCardUuid={null} allowPassword />
    </DialogsProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Edit name' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit name' });
  expect((within(dialog).getByLabelText(/^First name/, { selector: 'input' }) as HTMLInputElement).value).toBe('Aroha');
  expect((within(dialog).getByLabelText(/^Last name/, { selector: 'input' }) as HTMLInputElement).value).toBe('Ngata');
  expect(within(dialog).getByText('Shown as “Aroha”')).toBeTruthy();
  const first = within(dialog).getByLabelText(/^First name/, { selector: 'input' });
  await userEvent.clear(first);
  await userEvent.type(first, 'Maximilianus-Alexandros');
  expect(within(dialog).getByText('Shown as “Maximilianus-Alexand”')).toBeTruthy();
});
