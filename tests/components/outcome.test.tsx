/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { Form, FormField, useBffSubmit, useZodForm } from '@/components/ui/form';
import { OutcomeAlert, useOutcome } from '@/components/ui/outcome';
import { NameBody } from '@/lib/customer/schemas';
import en from '@/messages/en.json';

/*
 * The one pattern for a mutation's outcome (issue 28 item 5): "after buying an add-on, changing
 * plan, sending a family invite or billing a payer, the confirmation appears at the top of a long
 * page while the customer is scrolled down … One pattern for every outcome: a toast or inline
 * status in view, announced (aria-live), focus moved sensibly; forms that succeeded reset."
 * NameBody is PUT /api/account/name's own schema, standing in for any form of the account area.
 */

function NameForm() {
  const form = useZodForm(NameBody, { firstName: '', lastName: '' });
  const s = useBffSubmit(form);
  return (
    <Form form={form} onValid={async (v) => { if ((await s.send('/api/account/name', 'PUT', v)).ok) s.succeeded(`Saved ${v.firstName}`); }}>
      <FormField name="firstName" label="First name" />
      <FormField name="lastName" label="Last name" />
      <OutcomeAlert state={s.outcome} />
      <button type="submit">Save</button>
    </Form>
  );
}

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(async () => ({ ok: status < 400, status, json: async () => body, headers: { get: () => null } }) as unknown as Response) as typeof fetch;
}

const scrolled: Array<{ el: Element; arg: unknown }> = [];
beforeAll(() => {
  // jsdom lays nothing out: what the pattern asks of the browser is recorded.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element, arg?: unknown) {
    scrolled.push({ el: this, arg });
  };
});
beforeEach(() => {
  scrolled.length = 0;
});

function renderForm() {
  render(
    <NextIntlClientProvider locale="en" messages={{ validation: en.validation, errors: en.errors }}>
      <p>A long page above the form</p>
      <NameForm />
    </NextIntlClientProvider>,
  );
  return { first: screen.getByLabelText('First name') as HTMLInputElement, last: screen.getByLabelText('Last name') as HTMLInputElement };
}

describe('the outcome of a form (components/ui/outcome.tsx with useBffSubmit)', () => {
  it('a success is announced (role=status), brought into view, focused, and the form resets', async () => {
    const user = userEvent.setup();
    answer(200, { firstName: 'Aroha', lastName: 'Ngata' });
    const { first, last } = renderForm();
    expect(screen.getByRole('status').textContent).toBe('');
    await user.type(first, 'Aroha');
    await user.type(last, 'Ngata');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Saved Aroha');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Saved Aroha');
    const box = within(status).getByText('Saved Aroha').closest('[tabindex="-1"]');
    expect(box).not.toBeNull();
    expect(document.activeElement).toBe(box);
    expect(scrolled).toEqual([{ el: box, arg: { block: 'nearest' } }]);
    expect(first.value).toBe('');
    expect(last.value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("a refusal is announced at once (role=alert), focused, and what was typed stays", async () => {
    const user = userEvent.setup();
    answer(503, { error: { code: 'upstream_unavailable', message: 'x' } });
    const { first, last } = renderForm();
    await user.type(first, 'Aroha');
    await user.type(last, 'Ngata');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(en.errors.networkError);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(en.errors.networkError);
    expect(document.activeElement).toBe(alert.firstElementChild);
    expect(scrolled).toHaveLength(1);
    expect(first.value).toBe('Aroha');
    expect(last.value).toBe('Ngata');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

function Screen({ items }: { items: string[] }) {
  const outcome = useOutcome();
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <button type="button" onClick={() => outcome.show({ tone: 'success', text: `${item} added`, at: item })}>
            Buy {item}
          </button>
          <OutcomeAlert state={outcome} at={item} />
        </li>
      ))}
      <li>
        <button type="button" onClick={() => outcome.update({ tone: 'info', text: 'Still confirming', at: 'Data' })}>Later</button>
      </li>
    </ul>
  );
}

describe('the outcome of an action in a list (`at`)', () => {
  it('shows next to the control that acted, and only there; the same outcome again takes the focus again', async () => {
    const user = userEvent.setup();
    render(<Screen items={['Data', 'Minutes']} />);
    await user.click(screen.getByRole('button', { name: 'Buy Minutes' }));
    const minutes = screen.getByRole('button', { name: 'Buy Minutes' }).closest('li') as HTMLElement;
    expect(within(minutes).getByRole('status').textContent).toBe('Minutes added');
    const data = screen.getByRole('button', { name: 'Buy Data' }).closest('li') as HTMLElement;
    expect(within(data).getByRole('status').textContent).toBe('');
    const box = within(minutes).getByText('Minutes added').closest('[tabindex="-1"]');
    expect(document.activeElement).toBe(box);

    await user.click(screen.getByRole('button', { name: 'Buy Data' }));
    expect(within(minutes).getByRole('status').textContent).toBe('');
    expect(document.activeElement).toBe(within(data).getByText('Data added').closest('[tabindex="-1"]'));

    screen.getByRole('button', { name: 'Buy Minutes' }).focus();
    await user.click(screen.getByRole('button', { name: 'Buy Minutes' }));
    await user.click(screen.getByRole('button', { name: 'Buy Minutes' }));
    expect(document.activeElement).toBe(within(minutes).getByText('Minutes added').closest('[tabindex="-1"]'));
    expect(scrolled).toHaveLength(4);
  });

  it('new words for the same outcome (a payment followed to its end) are announced without moving the focus', async () => {
    const user = userEvent.setup();
    render(<Screen items={['Data']} />);
    await user.click(screen.getByRole('button', { name: 'Buy Data' }));
    const later = screen.getByRole('button', { name: 'Later' });
    act(() => later.focus());
    await user.click(later);
    const data = screen.getByRole('button', { name: 'Buy Data' }).closest('li') as HTMLElement;
    expect(within(data).getByRole('status').textContent).toBe('Still confirming');
    expect(document.activeElement).toBe(later);
    expect(scrolled).toHaveLength(1);
  });
});
