/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUpForm } from '@/app/[locale]/(auth)/_components/sign-up-form';
import { renderIntl } from '../support/render-intl';

/*
 * Issue 28, item 9: sign-up errors ("please enter", "new password and confirm do not match") as
 * clear sentences; no stale "Local sign-up and sign-in need login and password" banner when
 * nothing is wrong. Spec: "Local sign-up and sign-in need login and password"; "new and
 * confirmation must match".
 */

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));

beforeEach(() => {
  global.fetch = jest.fn(async () => { throw new Error('no call expected'); }) as unknown as typeof fetch;
});

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const errorOf = (name: string) => document.getElementById(field(name).getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-error')) ?? '')?.textContent ?? '';

test('an empty form: each field says what to enter, the summary says to check them; no jargon', async () => {
  renderIntl(<SignUpForm />);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(errorOf('First name')).toContain('Enter your first name.');
  expect(errorOf('Last name')).toContain('Enter your last name.');
  expect(errorOf('Email')).toContain('Enter your email address.');
  expect(errorOf('Password')).toContain('Enter a password.');
  expect(errorOf('Confirm password')).toContain('Enter your password again to confirm it.');
  expect(screen.getByRole('alert').textContent).toContain('Check the highlighted fields.');
  expect(document.body.textContent).not.toMatch(/please enter|need login and password/i);
});

test('email and password given, only the confirmation differs: a clear sentence, not "need login and password"; fixing it clears the banner', async () => {
  renderIntl(<SignUpForm />);
  await userEvent.type(field('First name'), 'Aroha');
  await userEvent.type(field('Last name'), 'Ngata');
  await userEvent.type(field('Email'), 'aroha@example.com');
  await userEvent.type(field('Password'), 'Demo-Pass-2026');
  await userEvent.type(field('Confirm password'), 'Demo-Pass-2027');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(errorOf('Confirm password')).toContain("The two passwords don't match. Type the same password in both.");
  expect(document.body.textContent).not.toMatch(/new password and confirm do not match|need login and password/i);
  expect(screen.getByRole('alert').textContent).toContain('Check the highlighted fields.');

  await userEvent.clear(field('Confirm password'));
  await userEvent.type(field('Confirm password'), 'Demo-Pass-2026');
  expect(errorOf('Confirm password')).toBe('');
  expect(screen.queryByText('Check the highlighted fields.')).toBeNull();
});
