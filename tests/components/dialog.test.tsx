/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import en from '@/messages/en.json';
import { polyfillDialog } from './dialog-polyfill';

/*
 * ARCHITECTURE.md: "focus management in dialogs, keyboard paths; Escape closes and Enter confirms
 * dialogs as the spec says" (account-management.md §2 "Global modals: confirmation (title,
 * message, optional header), error (title default 'Error!', … button caption default OK …),
 * success (title default 'Success!', same fields, and resolves when closed)").
 */
beforeAll(polyfillDialog);

function Opener({ onEnter, onDismiss }: { onEnter?: () => void; onDismiss?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Dialog
          title="Remove this card?"
          header="Visa ending 4242"
          closeLabel="Close"
          onDismiss={() => { onDismiss?.(); setOpen(false); }}
          onEnter={onEnter}
          actions={<><Button variant="secondary">Keep</Button><Button data-autofocus>Remove</Button></>}
        >
          <p>It will no longer be offered for payments.</p>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('opens modal with its title as its name, focuses the action marked data-autofocus, and gives focus back on close', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Remove this card?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('It will no longer be offered for payments.');
    expect(screen.getByText('Visa ending 4242')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Escape closes it (onDismiss)', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    render(<Opener onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Enter confirms (onEnter) when pressed in the dialog outside another control, and not on another button', async () => {
    const user = userEvent.setup();
    const onEnter = jest.fn();
    render(<Opener onEnter={onEnter} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // On "Keep", Enter presses Keep, not the dialog's confirmation.
    screen.getByRole('button', { name: 'Keep' }).focus();
    await user.keyboard('{Enter}');
    expect(onEnter).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog');
    dialog.tabIndex = -1;
    dialog.focus();
    await user.keyboard('{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('without onDismiss there is no close button and Escape does nothing', async () => {
    const user = userEvent.setup();
    render(<Dialog title="Working" closeLabel="Close" actions={null}><p>Please wait</p></Dialog>);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Working' }).hasAttribute('open')).toBe(true);
  });
});

describe('the global dialogs (useDialogs)', () => {
  function Page({ onResult }: { onResult: (r: unknown) => void }) {
    const dialogs = useDialogs();
    return (
      <>
        <button type="button" onClick={async () => onResult(await dialogs.confirm({ title: 'Sign out of all devices?', message: 'You will sign in again.' }))}>Ask</button>
        <button type="button" onClick={async () => onResult(await dialogs.error({ message: 'Card is not found' }))}>Fail</button>
      </>
    );
  }
  const renderPage = (onResult: (r: unknown) => void) =>
    render(
      <NextIntlClientProvider locale="en" messages={{ dialogs: en.dialogs }}>
        <DialogsProvider>
          <Page onResult={onResult} />
        </DialogsProvider>
      </NextIntlClientProvider>,
    );

  it('a confirmation: Enter confirms, Escape cancels; the confirm button has the focus', async () => {
    const user = userEvent.setup();
    const results: unknown[] = [];
    renderPage((r) => results.push(r));
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out of all devices?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
    dialog.tabIndex = -1;
    dialog.focus();
    await user.keyboard('{Enter}');
    await act(async () => {});
    expect(results).toEqual([true]);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(results).toEqual([true, false]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("an error: title 'Error!' and caption OK by default, an alertdialog, resolved when closed", async () => {
    const user = userEvent.setup();
    const results: unknown[] = [];
    renderPage((r) => results.push(r ?? 'closed'));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Error!' });
    expect(dialog.textContent).toContain('Card is not found');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await act(async () => {});
    expect(results).toEqual(['closed']);
  });
});
