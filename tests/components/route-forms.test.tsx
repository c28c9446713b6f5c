/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddRoute } from '@/components/families/route-add-form';
import { EditRoute } from '@/components/families/route-edit-form';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';
import { bffError, paidByHana, routesView, tamasPhone } from './route-fakes';

/**
 * Add and Edit (docs/families-contract.md §4): 'I want to' only when both are allowed, the
 * limit for an invite, 'Sent to {email}. It expires in one hour.'; the payer edits the name and
 * the limit, the paid-for side the name only. Bad input is said on its field and nothing typed is lost.
 */

const ROUTES = 'GET /api/customer/billing-routes';
const SEND = 'POST /api/customer/billing-routes/requests';
const posts = (seen: ReturnType<typeof fakeBff>) => seen.filter((r) => r.method !== 'GET').map((r) => r.body);

test('child@ may only ask: no choice shown, no limit; a bad email is said on its field and kept; then "Sent to payer@example.com. It expires in one hour."', async () => {
  const seen = fakeBff({ [ROUTES]: [{ status: 200, body: routesView([], { canInvite: false }) }], [SEND]: [{ status: 200, body: {} }] });
  renderIntl(<AddRoute initial={routesView([], { canInvite: false })} />);
  expect(screen.queryByRole('group', { name: 'I want to' })).toBeNull();
  expect(screen.queryByRole('textbox', { name: /Limit/ })).toBeNull();
  await userEvent.type(screen.getByRole('textbox', { name: 'Their email' }), 'payer@example');
  await userEvent.type(screen.getByRole('textbox', { name: /Name for this arrangement/ }), "Tama's phone");
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('textbox', { name: 'Their email', description: 'Enter an email address, like name@example.com' })).toBeTruthy();
  expect((screen.getByRole('textbox', { name: /Name for this arrangement/ }) as HTMLInputElement).value).toBe("Tama's phone");
  expect(posts(seen)).toEqual([]);

  await userEvent.type(screen.getByRole('textbox', { name: 'Their email' }), '.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sent to payer@example.com. It expires in one hour.'));
  expect(posts(seen)).toEqual([{ type: 'request', email: 'payer@example.com', name: "Tama's phone" }]);
  // Issue 28 item 5: announced and focused where the customer pressed Send; the form that succeeded is emptied.
  expect(document.activeElement?.textContent).toBe('Sent to payer@example.com. It expires in one hour.');
  expect((screen.getByRole('textbox', { name: 'Their email' }) as HTMLInputElement).value).toBe('');
  expect((screen.getByRole('textbox', { name: /Name for this arrangement/ }) as HTMLInputElement).value).toBe('');
});

test('both allowed: "I want to" with both; "Pay for someone" offers a limit in dollars and its cycle; a refusal is shown and what was typed stays', async () => {
  const seen = fakeBff({
    [ROUTES]: [{ status: 200, body: routesView([]) }],
    [SEND]: [bffError(403, 'not_allowed', 'x'), { status: 200, body: {} }],
  });
  renderIntl(<AddRoute initial={routesView([])} />);
  expect((screen.getByRole('radio', { name: 'Ask someone to pay for me' }) as HTMLInputElement).checked).toBe(true);
  await userEvent.click(screen.getByRole('radio', { name: 'Pay for someone' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Their email' }), 'child@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: /Limit/ }), '-5');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('textbox', { name: /Limit/, description: /Enter the limit in dollars/ })).toBeTruthy();
  await userEvent.clear(screen.getByRole('textbox', { name: /Limit/ }));
  await userEvent.type(screen.getByRole('textbox', { name: /Limit/ }), '$40');
  await userEvent.click(screen.getByRole('radio', { name: 'Every week' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  // The refusal under the Send button (issue 28 item 5), what was typed kept.
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("Not Allowed"));
  expect(document.activeElement?.textContent).toBe("Not Allowed");
  expect((screen.getByRole('textbox', { name: 'Their email' }) as HTMLInputElement).value).toBe('child@example.com');
  expect((screen.getByRole('textbox', { name: /Limit/ }) as HTMLInputElement).value).toBe('$40');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect((await screen.findByRole('status')).textContent).toBe('Sent to child@example.com. It expires in one hour.');
  expect(posts(seen)).toEqual([
    { type: 'invite', email: 'child@example.com', total: '40', cycle: 2 },
    { type: 'invite', email: 'child@example.com', total: '40', cycle: 2 },
  ]);
});

test('the payer edits the name, the limit and the cycle: "Edit Tama\'s phone", Save → Saved.; a blank name is "please enter"', async () => {
  const seen = fakeBff({ [ROUTES]: [{ status: 200, body: routesView([tamasPhone]) }], 'PUT /api/customer/billing-routes/route-tama': [{ status: 200, body: tamasPhone }] });
  renderIntl(<EditRoute uuid="route-tama" initial={routesView([tamasPhone])} />);
  expect(screen.getByRole('heading', { level: 1, name: "Edit Tama's phone" })).toBeTruthy();
  const limit = screen.getByRole('textbox', { name: /Limit/ }) as HTMLInputElement;
  expect(limit.value).toBe('50');
  expect((screen.getByRole('radio', { name: 'Every month' }) as HTMLInputElement).checked).toBe(true);
  await userEvent.clear(screen.getByRole('textbox', { name: 'Name for this arrangement' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('textbox', { name: 'Name for this arrangement', description: 'please enter' })).toBeTruthy();
  await userEvent.type(screen.getByRole('textbox', { name: 'Name for this arrangement' }), 'Tama');
  await userEvent.clear(limit);
  await userEvent.type(limit, '35.5');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('status')).textContent).toBe('Saved.');
  expect(posts(seen)).toEqual([{ name: 'Tama', total: '35.5', cycle: 1, cycleCount: 0 }]);
});

test('the paid-for side may change the name only; a route not theirs says so', async () => {
  const seen = fakeBff({ [ROUTES]: [{ status: 200, body: routesView([paidByHana]) }], 'PUT /api/customer/billing-routes/route-tama': [{ status: 200, body: paidByHana }] });
  const view = renderIntl(<EditRoute uuid="route-tama" initial={routesView([paidByHana])} />);
  expect(screen.getByText('Hana Kereama pays for this arrangement: you can change its name only.')).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: /Limit/ })).toBeNull();
  await userEvent.type(screen.getByRole('textbox', { name: 'Name for this arrangement' }), '!');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posts(seen)).toEqual([{ name: "Tama's phone!", total: '50', cycle: 1, cycleCount: 0 }]));
  view.unmount();

  renderIntl(<EditRoute uuid="someone-elses" initial={routesView([paidByHana])} />);
  expect(screen.getByText('There is no such arrangement on your account.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
});
