/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import { WhoPays } from '@/components/families/who-pays';
import type { BillingRequestsView, BillingRoutesView } from '@/lib/families/types';
import { renderIntl } from '../support/render-intl';
import { polyfillDialog } from './dialog-polyfill';
import { fakeBff } from './payment-bff';
import { bffError, paidByHana, requestsView, routesView, tamasPhone, tamasRequest } from './route-fakes';

/**
 * Who pays for whom (docs/families-contract.md §4; issue 15 item 5): both sides of each route with
 * its limit and what is left this cycle, 'Stop paying' after its dialog, and the requests with
 * Approve (the payer sets the limit in dollars), Reject and Cancel.
 */

beforeAll(polyfillDialog);

const ROUTES = 'GET /api/customer/billing-routes';
const REQUESTS = 'GET /api/customer/billing-routes/requests';
const render = (routes: BillingRoutesView, requests: BillingRequestsView) =>
  renderIntl(<DialogsProvider><WhoPays initialRoutes={routes} initialRequests={requests} /></DialogsProvider>);
const section = (name: string) => screen.getByRole('region', { name });
/** The live status or alert (issue 28 item 5's outcome) within a place, once it has words. */
const said = async (place: () => HTMLElement, role: 'status' | 'alert', text: string) =>
  waitFor(() => expect(within(place()).getAllByRole(role).map((r) => r.textContent)).toContain(text));
/** The group of a list of requests ('For you', 'You sent'): the list and the outcome under it. */
const requestGroup = (name: string) => screen.getByRole('list', { name }).parentElement as HTMLElement;

test('the payer sees whom they pay for: the limit, what is left of it this month and what was used; the other side is empty', () => {
  fakeBff({ [ROUTES]: [{ status: 200, body: routesView([tamasPhone]) }], [REQUESTS]: [{ status: 200, body: requestsView() }] });
  render(routesView([tamasPhone]), requestsView());
  const card = within(section('People you pay for')).getByRole('listitem', { name: "Tama's phone" });
  expect(card.textContent).toContain('For Tama Kereama');
  expect(card.textContent).toContain('child@example.com');
  expect(card.textContent).toContain('Limit $50.00 a month');
  expect(card.textContent).toContain('$30.00 left of $50.00 this month');
  expect(card.textContent).toContain('$20.00 used');
  expect(within(card).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/profile/balance/billing-methods/edit/route-tama');
  expect(within(card).getByRole('button', { name: 'Stop paying' })).toBeTruthy();
  expect(section('People who pay for you').textContent).toContain('No one pays for you yet.');
  expect(screen.getByRole('link', { name: 'Ask someone to pay, or offer to pay' }).getAttribute('href')).toBe('/profile/balance/billing-methods/add');
});

test('the paid-for side sees who pays, with the same figures, no Edit, and "Stop this"; a weekly, a total and no limit in their own words', () => {
  const weekly = { ...paidByHana, uuid: 'r-week', name: 'Weekly', spendCycle: 2 as const, spendLimit: 1000, remainingSpend: 150 };
  const total = { ...paidByHana, uuid: 'r-total', name: 'Once', spendCycle: 0 as const, spendLimit: 2500, remainingSpend: 2500 };
  const open = { ...paidByHana, uuid: 'r-open', name: 'Open', spendLimit: 0, remainingSpend: 0 };
  fakeBff({ [ROUTES]: [{ status: 200, body: routesView([paidByHana, weekly, total, open]) }], [REQUESTS]: [{ status: 200, body: requestsView() }] });
  render(routesView([paidByHana, weekly, total, open]), requestsView());
  const paying = section('People who pay for you');
  const card = within(paying).getByRole('listitem', { name: "Tama's phone" });
  expect(card.textContent).toContain('Paid by Hana Kereama');
  expect(card.textContent).toContain('$30.00 left of $50.00 this month');
  expect(within(card).queryByRole('link', { name: 'Edit' })).toBeNull();
  expect(within(card).getByRole('button', { name: 'Stop this' })).toBeTruthy();
  expect(within(paying).getByRole('listitem', { name: 'Weekly' }).textContent).toContain('$1.50 left of $10.00 this week');
  expect(within(paying).getByRole('listitem', { name: 'Once' }).textContent).toContain('Limit $25.00 in total');
  expect(within(paying).getByRole('listitem', { name: 'Once' }).textContent).toContain('$25.00 left of $25.00');
  expect(within(paying).getByRole('listitem', { name: 'Open' }).textContent).toContain('No limit set');
  expect(section('People you pay for').textContent).toContain("You don't pay for anyone yet.");
});

test('Stop paying asks first ("Stop paying for Tama Kereama?"); kept, nothing is sent; removed, the route goes', async () => {
  const seen = fakeBff({
    [ROUTES]: [{ status: 200, body: routesView([]) }],
    [REQUESTS]: [{ status: 200, body: requestsView() }],
    'DELETE /api/customer/billing-routes/route-tama': [{ status: 200, body: routesView([]) }],
  });
  render(routesView([tamasPhone]), requestsView());
  const card = within(section('People you pay for')).getByRole('listitem', { name: "Tama's phone" });
  await userEvent.click(within(card).getByRole('button', { name: 'Stop paying' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Stop paying for Tama Kereama?' })).getByRole('button', { name: 'Keep' }));
  expect(seen.filter((r) => r.method === 'DELETE')).toEqual([]);

  await userEvent.click(within(card).getByRole('button', { name: 'Stop paying' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Stop paying for Tama Kereama?' })).getByRole('button', { name: 'Remove' }));
  // Said in the section the route was in (issue 28 item 5), and focused.
  await said(() => section('People you pay for'), 'status', '"Tama\'s phone" has ended.');
  expect(document.activeElement?.textContent).toBe('"Tama\'s phone" has ended.');
  await waitFor(() => expect(section('People you pay for').textContent).toContain("You don't pay for anyone yet."));
});

test('the paid-for side cannot stop the last way to pay: the BFF\'s words, and the route stays', async () => {
  fakeBff({
    [ROUTES]: [{ status: 200, body: routesView([paidByHana]) }],
    [REQUESTS]: [{ status: 200, body: requestsView() }],
    'DELETE /api/customer/billing-routes/route-tama': [bffError(409, 'route_last_method', 'A route cannot be removed without another valid payment method')],
  });
  render(routesView([paidByHana]), requestsView());
  await userEvent.click(screen.getByRole('button', { name: 'Stop this' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Stop Hana Kereama paying for you?' })).getByRole('button', { name: 'Remove' }));
  await said(() => section('People who pay for you'), 'alert', 'A route cannot be removed without another valid payment method');
  expect(within(section('People who pay for you')).getByRole('listitem', { name: "Tama's phone" })).toBeTruthy();
});

test('Approve a request: "Pay for Tama Kereama?" takes the limit in dollars and the cycle; a bad limit is said and nothing typed is lost; then the route is under "People you pay for"', async () => {
  const approved = { ...tamasPhone, spendLimit: 3000, remainingSpend: 3000 };
  const seen = fakeBff({
    [ROUTES]: [{ status: 200, body: routesView([approved]) }],
    [REQUESTS]: [{ status: 200, body: requestsView([{ ...tamasRequest, status: 'accepted' }]) }],
    'POST /api/customer/billing-routes/requests/appr-1': [{ status: 200, body: routesView([approved]) }],
  });
  render(routesView([]), requestsView([tamasRequest]));
  const incoming = screen.getByRole('list', { name: 'For you' });
  const item = within(incoming).getByRole('listitem', { name: 'Tama Kereama asks you to pay for them' });
  expect(item.textContent).toContain("Tama's phone");
  expect(item.textContent).toContain('Pending');
  await userEvent.click(within(item).getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay for Tama Kereama?' });
  const limit = within(dialog).getByRole('textbox', { name: /Limit \(\$\)/ });
  await userEvent.type(limit, '30x');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(within(dialog).getByRole('textbox', { name: /Limit/, description: /Enter the limit in dollars, like 30 or 30.50/ })).toBeTruthy();
  expect((limit as HTMLInputElement).value).toBe('30x');
  expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

  await userEvent.clear(limit);
  await userEvent.type(limit, '30');
  expect((within(dialog).getByRole('radio', { name: 'Every month' }) as HTMLInputElement).checked).toBe(true);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/customer/billing-routes/requests/appr-1', body: { action: 'approve', total: '30', cycle: 1 } }]);
  await said(() => requestGroup('For you'), 'status', 'You now pay for Tama Kereama.');
  const card = within(section('People you pay for')).getByRole('listitem', { name: "Tama's phone" });
  expect(card.textContent).toContain('$30.00 left of $30.00 this month');
});

test('an expired request cannot be approved: the dialog says the BFF\'s words and keeps the limit typed', async () => {
  fakeBff({
    [ROUTES]: [{ status: 200, body: routesView([]) }],
    [REQUESTS]: [{ status: 200, body: requestsView([tamasRequest]) }],
    'POST /api/customer/billing-routes/requests/appr-1': [bffError(410, 'invite_expired', 'This invite has expired. Ask for a new one.')],
  });
  render(routesView([]), requestsView([tamasRequest]));
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay for Tama Kereama?' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Limit/ }), '45.50');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Every week' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe('This invite has expired. Ask for a new one.');
  expect((within(dialog).getByRole('textbox', { name: /Limit/ }) as HTMLInputElement).value).toBe('45.50');
  expect((within(dialog).getByRole('radio', { name: 'Every week' }) as HTMLInputElement).checked).toBe(true);
});

test('an offer to pay for me is approved at once (its limit is the one offered); Cancel sends its action; answered ones show their status without buttons', async () => {
  const offer = { ...tamasRequest, uuid: 'appr-2', type: 'invite' as const, requestedBy: 'Hana Kereama', spendLimit: 5000, spendCycle: 1 as const };
  const mine = { ...tamasRequest, uuid: 'appr-3', direction: 'sent' as const, requestedTo: 'aunty@example.com' };
  const old = { ...tamasRequest, uuid: 'appr-4', direction: 'sent' as const, requestedTo: 'uncle@example.com', status: 'declined' as const };
  const seen = fakeBff({
    [ROUTES]: [{ status: 200, body: routesView([]) }],
    [REQUESTS]: [{ status: 200, body: requestsView([offer], [mine, old]) }],
    'POST /api/customer/billing-routes/requests/appr-2': [{ status: 200, body: routesView([paidByHana]) }],
    'POST /api/customer/billing-routes/requests/appr-3': [{ status: 200, body: routesView([]) }],
  });
  render(routesView([]), requestsView([offer], [mine, old]));
  const item = screen.getByRole('listitem', { name: 'Hana Kereama offers to pay for you' });
  expect(item.textContent).toContain('Limit offered: $50.00');
  await userEvent.click(within(item).getByRole('button', { name: 'Approve' }));
  await said(() => requestGroup('For you'), 'status', 'Hana Kereama now pays for you.');
  const sent = screen.getByRole('list', { name: 'You sent' });
  await userEvent.click(within(within(sent).getByRole('listitem', { name: 'You asked aunty@example.com to pay for you' })).getByRole('button', { name: 'Cancel' }));
  await said(() => requestGroup('You sent'), 'status', 'Your request to aunty@example.com is cancelled.');
  expect(within(requestGroup('For you')).queryByText('Hana Kereama now pays for you.')).toBeNull();
  const declined = within(sent).getByRole('listitem', { name: 'You asked uncle@example.com to pay for you' });
  expect(declined.textContent).toContain('Declined');
  expect(within(declined).queryByRole('button')).toBeNull();
  expect(seen.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
    ['/api/customer/billing-routes/requests/appr-2', { action: 'approve' }],
    ['/api/customer/billing-routes/requests/appr-3', { action: 'cancel' }],
  ]);
});

test('a failed load shows each section\'s failure with Try again, the other section still there', async () => {
  fakeBff({ [ROUTES]: [bffError(502, 'upstream_unavailable', 'x')], [REQUESTS]: [{ status: 200, body: requestsView() }] });
  renderIntl(<DialogsProvider><WhoPays initialRequests={requestsView()} /></DialogsProvider>);
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Requests and invites' }).textContent).toContain('Nothing waiting for you.');
  expect(screen.queryByRole('link', { name: 'Ask someone to pay, or offer to pay' })).toBeNull();
});
