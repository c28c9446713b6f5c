/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { Form, FormField, useBffSubmit, useZodForm } from '@/components/ui/form';
import { NameBody } from '@/lib/customer/schemas';
import en from '@/messages/en.json';

/*
 * The form pattern (issue 11 item 3): "react-hook-form with @hookform/resolvers and the same zod
 * schema the route handler parses with; field messages from the spec ('please enter', 'cannot be
 * longer than N characters', 'format is invalid'); what was typed is never lost."
 * NameBody is PUT /api/account/name's own schema.
 */
type Sent = { path: string; method: string; body: unknown };

function NameForm({ onSaved }: { onSaved: (v: unknown) => void }) {
  const form = useZodForm(NameBody, { firstName: '', lastName: '' });
  const s = useBffSubmit(form);
  return (
    <Form form={form} onValid={async (v) => { if ((await s.send('/api/account/name', 'PUT', v)).ok) onSaved(v); }}>
      <FormField name="firstName" label="First name" />
      <FormField name="lastName" label="Last name" />
      {s.formError && <p role="alert">{s.formError}</p>}
      <button type="submit">Save</button>
    </Form>
  );
}

const sent: Sent[] = [];
function answer(status: number, body: unknown) {
  global.fetch = jest.fn(async (path: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ path: String(path), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    // jsdom has no Response: what callBff reads of one.
    return { ok: status < 400, status, json: async () => body, headers: { get: () => null } } as unknown as Response;
  }) as typeof fetch;
}

function renderForm(messages: Record<string, unknown> = { validation: en.validation, errors: en.errors }) {
  const onSaved = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <NameForm onSaved={onSaved} />
    </NextIntlClientProvider>,
  );
  return { onSaved, first: screen.getByLabelText('First name') as HTMLInputElement, last: screen.getByLabelText('Last name') as HTMLInputElement };
}

/** The field's message as the user hears it: its aria-describedby text. */
const messageOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent?.replace(/^!/, '')).join(' ');

beforeEach(() => {
  sent.length = 0;
  answer(200, { firstName: 'Aroha', lastName: 'Ngata' });
});

describe('the form pattern (components/ui/form.tsx)', () => {
  it("checks with the route's own schema before sending: 'please enter' on each blank field, and nothing is sent", async () => {
    const user = userEvent.setup();
    const { first, last } = renderForm();
    await user.type(first, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(first)).toBe('please enter');
    expect(messageOf(last)).toBe('please enter');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(first);
    expect(sent).toEqual([]);
    // What was typed stays.
    expect(first.value).toBe('   ');
  });

  it("'cannot be longer than N characters', and the message goes as soon as the field is fixed", async () => {
    const user = userEvent.setup();
    const { first, last } = renderForm();
    await user.click(first);
    await user.paste('x'.repeat(101));
    await user.type(last, 'Ngata');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(first)).toBe('cannot be longer than 100 characters');
    await user.type(first, '{Backspace}');
    expect(messageOf(first)).toBe('');
    expect(first.value).toHaveLength(100);
  });

  it('shows the messages in the visitor\'s language (the validation namespace)', async () => {
    const user = userEvent.setup();
    const { first } = renderForm({ validation: { ...en.validation, pleaseEnter: 'tāurua koa' }, errors: en.errors });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(first)).toBe('tāurua koa');
  });

  it('sends the parsed values (trimmed, as the route will read them)', async () => {
    const user = userEvent.setup();
    const { onSaved, first, last } = renderForm();
    await user.type(first, '  Aroha ');
    await user.type(last, 'Ngata');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([{ path: '/api/account/name', method: 'PUT', body: { firstName: 'Aroha', lastName: 'Ngata' } }]);
    expect(onSaved).toHaveBeenCalledWith({ firstName: 'Aroha', lastName: 'Ngata' });
  });

  it("puts a server 422's details on their fields, focuses the first, and keeps every value", async () => {
    const user = userEvent.setup();
    answer(422, { error: { code: 'bad_input', message: 'format is invalid', details: [{ path: 'lastName', message: 'format is invalid' }, { path: 'nope', message: 'please enter' }] } });
    const { onSaved, first, last } = renderForm();
    await user.type(first, 'Aroha');
    await user.type(last, 'Ngata');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(last)).toBe('format is invalid');
    expect(messageOf(first)).toBe('');
    expect(document.activeElement).toBe(last);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    expect([first.value, last.value]).toEqual(['Aroha', 'Ngata']);
  });

  it("any other refusal is the form's message in the catalogue's words, values kept", async () => {
    const user = userEvent.setup();
    answer(400, { error: { code: 'missing_update_parameters', message: 'x' } });
    const { first, last } = renderForm();
    await user.type(first, 'Aroha');
    await user.type(last, 'Ngata');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.missingUpdateParameters);
    expect([first.value, last.value]).toEqual(['Aroha', 'Ngata']);
  });
});
