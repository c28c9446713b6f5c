/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderMenu } from '@/components/layout/header-menu';

/*
 * Issue 28 item 7: "on a phone the header plus the number picker take 40% of the screen (the
 * header wraps to three rows when signed in): a compact header". The header's links sit behind a
 * Menu button on a phone: a disclosure that opens by click or keyboard, closes with Escape (the
 * focus back on the button), on a link followed and on a tap outside.
 */

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

function renderMenu() {
  const view = render(
    <>
      <HeaderMenu label="Menu">
        <nav aria-label="Main">
          <a href="#plans">Plans</a>
          <a href="#help">Help</a>
        </nav>
      </HeaderMenu>
      <p>Page text</p>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Menu' });
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  return { ...view, button, panel };
}

beforeEach(() => {
  pathname = '/';
});

test('a disclosure: closed at first, a click opens the panel it controls, another click closes it', async () => {
  const { button, panel } = renderMenu();
  expect(button).toHaveProperty('type', 'button');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(panel?.getAttribute('data-open')).toBe('false');
  expect(panel?.contains(screen.getByRole('link', { name: 'Plans' }))).toBe(true);
  await userEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(panel?.getAttribute('data-open')).toBe('true');
  await userEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('false');
});

test('the keyboard opens it (Enter, Space); Escape closes it and puts the focus back on the button', async () => {
  const { button } = renderMenu();
  button.focus();
  await userEvent.keyboard('{Enter}');
  expect(button.getAttribute('aria-expanded')).toBe('true');
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Plans' }));
  await userEvent.keyboard('{Escape}');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(button);
  await userEvent.keyboard(' ');
  expect(button.getAttribute('aria-expanded')).toBe('true');
});

test('following a link, a tap outside or another page closes it', async () => {
  const { button, rerender } = renderMenu();
  await userEvent.click(button);
  fireEvent.click(screen.getByRole('link', { name: 'Help' }));
  expect(button.getAttribute('aria-expanded')).toBe('false');

  await userEvent.click(button);
  await userEvent.click(screen.getByText('Page text'));
  expect(button.getAttribute('aria-expanded')).toBe('false');

  await userEvent.click(button);
  pathname = '/plans';
  rerender(
    <>
      <HeaderMenu label="Menu">
        <nav aria-label="Main">
          <a href="#plans">Plans</a>
        </nav>
      </HeaderMenu>
      <p>Page text</p>
    </>,
  );
  expect(button.getAttribute('aria-expanded')).toBe('false');
});
