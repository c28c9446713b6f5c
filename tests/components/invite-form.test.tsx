/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InviteAnswer } from '@/components/families/invite-accept';
import { GroupScreen } from '@/components/families/group-screen';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import type { GroupView, InvitesView, InviteView } from '@/lib/families/types';
import { renderIntl } from '../support/render-intl';
import { polyfillDialog } from './dialog-polyfill';
import { fakeBff } from './payment-bff';

/**
 * Invites (docs/families-contract.md §4): the form ('Email or mobile number', 'Message
 * (optional)', for a mobile group 'Pay for this member's phone', 'Send invite' → 'Invite sent to
 * {to}'), the tables of invites sent and received with their statuses and actions, and the accept
 * screen's 'Join group' / 'Decline'.
 */

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, refresh: jest.fn(), replace: jest.fn() }) }));
beforeAll(polyfillDialog);
beforeEach(() => mockPush.mockReset());

const noInvites: InvitesView = { sent: [], incoming: [] };
const invite = (i: Partial<InviteView>): InviteView => ({
  uuid: 'inv-1', type: 'GROUP_INVITE', direction: 'sent', requestedTo: 'kiri@example.com', requestedBy: 'Wiremu Rangi', description: '',
  resource: 'Rangi whānau', status: 'pending', expiresAt: '2026-11-25T03:30:00.000Z', spendLimit: null, ...i,
});
const render = (kind: 'customer' | 'mobile', invites: InvitesView = noInvites, groups: GroupView[] = []) =>
  renderIntl(<DialogsProvider><GroupScreen kind={kind} initialGroups={groups} initialInvites={invites} /></DialogsProvider>);

test('Send invite with nothing typed says so on the field in the call\'s words, and a malformed address is "format is invalid"; nothing is sent', async () => {
  const seen = fakeBff({});
  render('customer');
  await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
  const field = screen.getByLabelText('Email or mobile number');
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('Enter the email address or mobile number to invite')).toBeTruthy();
  await userEvent.type(field, 'kiri@');
  await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
  expect(await screen.findByText('format is invalid')).toBeTruthy();
  expect(seen).toEqual([]);
});

test('an invite is sent with its message; "Invite sent to {to}", the form emptied, the lists read again', async () => {
  const sent = invite({});
  const seen = fakeBff({
    'POST /api/customer/invites': [{ status: 200, body: sent }],
    'GET /api/customer/groups?kind=customer': [{ status: 200, body: [] }],
    'GET /api/customer/invites?kind=customer': [{ status: 200, body: { sent: [sent], incoming: [] } }],
  });
  render('customer');
  await userEvent.type(screen.getByLabelText('Email or mobile number'), ' kiri@example.com ');
  await userEvent.type(screen.getByLabelText('Message (optional)'), 'Join us');
  await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
  expect((await screen.findByText('Invite sent to kiri@example.com')).closest('[role=status]')).toBeTruthy();
  // Issue 28 item 5: under the Send invite button (in the form), announced and focused.
  const form = screen.getByRole('button', { name: 'Send invite' }).closest('form') as HTMLElement;
  expect(within(form).getByRole('status').textContent).toBe('Invite sent to kiri@example.com');
  expect(document.activeElement?.textContent).toBe('Invite sent to kiri@example.com');
  // Sent exactly once.
  expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/customer/invites', body: { kind: 'customer', requestedTo: 'kiri@example.com', description: 'Join us' } }]);
  expect((screen.getByLabelText('Email or mobile number') as HTMLInputElement).value).toBe('');
  const table = await screen.findByRole('table', { name: "Invites you've sent" });
  expect(within(table).getAllByRole('row')[1]!.textContent).toContain('kiri@example.com');
});

test("the BFF's refusal is the form's message and what was typed stays", async () => {
  fakeBff({
    'POST /api/customer/invites': [{ status: 403, body: { error: { code: 'forbidden', message: 'Forbidden' } } }],
    'GET /api/customer/groups?kind=customer': [{ status: 200, body: [] }],
    'GET /api/customer/invites?kind=customer': [{ status: 200, body: noInvites }],
  });
  render('customer');
  await userEvent.type(screen.getByLabelText('Email or mobile number'), 'kiri@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
  await screen.findByText('You do not have access to that account.');
  const form = screen.getByRole('button', { name: 'Send invite' }).closest('form') as HTMLElement;
  expect(within(form).getByRole('alert').textContent).toBe('You do not have access to that account.');
  expect((screen.getByLabelText('Email or mobile number') as HTMLInputElement).value).toBe('kiri@example.com');
  expect(screen.queryByText(/Invite sent/)).toBeNull();
});

test("a mobile invite may offer to pay for the member's phone (billing)", async () => {
  const seen = fakeBff({
    'POST /api/customer/invites': [{ status: 200, body: invite({ type: 'MOBILEGROUP_BILLING_INVITE', requestedTo: '021 555 3333' }) }],
    'GET /api/customer/groups?kind=mobile': [{ status: 200, body: [] }],
    'GET /api/customer/invites?kind=mobile': [{ status: 200, body: noInvites }],
  });
  render('mobile');
  await userEvent.type(screen.getByLabelText('Email or mobile number'), '021 555 3333');
  await userEvent.click(screen.getByLabelText("Pay for this member's phone"));
  await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
  await screen.findByText('Invite sent to 021 555 3333');
  expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/customer/invites', body: { kind: 'mobile', requestedTo: '021 555 3333', billing: true } }]);
});

test('the invite tables: To/From, Group, Status and Expires; Cancel invite on a pending sent one, Accept and Decline on a pending one for you', async () => {
  const views: InvitesView = {
    sent: [invite({}), invite({ uuid: 'inv-2', requestedTo: 'old@example.com', status: 'expired' })],
    incoming: [invite({ uuid: 'inv-3', direction: 'incoming', requestedBy: 'Hana Kereama', resource: 'COMPANION' }), invite({ uuid: 'inv-4', direction: 'incoming', requestedBy: 'Aroha', status: 'declined' })],
  };
  const seen = fakeBff({
    'POST /api/customer/invites/inv-1/cancel': [{ status: 200, body: { ...views, sent: [invite({ status: 'cancelled' }), views.sent[1]] } }],
    'POST /api/customer/invites/inv-3/decline': [{ status: 200, body: { ...views, incoming: [{ ...views.incoming[0]!, status: 'declined' }, views.incoming[1]] } }],
    'GET /api/customer/groups?kind=customer': [{ status: 200, body: [] }],
    'GET /api/customer/invites?kind=customer': [{ status: 200, body: views }],
  });
  render('customer', views);
  const sentTable = screen.getByRole('table', { name: "Invites you've sent" });
  expect(within(sentTable).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['To', 'Group', 'Status', 'Expires', 'Actions']);
  const [, first, second] = within(sentTable).getAllByRole('row');
  expect(first!.textContent).toContain('Pending');
  expect(first!.textContent).toContain('25 Nov, 4:30 pm');
  expect(second!.textContent).toContain('Expired');
  expect(within(second!).queryByRole('button')).toBeNull();

  const incoming = screen.getByRole('table', { name: 'Invites for you' });
  expect(within(incoming).getAllByRole('columnheader')[0]!.textContent).toBe('From');
  const [, hana, aroha] = within(incoming).getAllByRole('row');
  expect(hana!.textContent).toContain('COMPANION');
  expect(within(hana!).getByRole('button', { name: 'Accept' })).toBeTruthy();
  expect(aroha!.textContent).toContain('Declined');
  expect(within(aroha!).queryByRole('button')).toBeNull();

  await userEvent.click(within(first!).getByRole('button', { name: 'Cancel invite' }));
  expect(await screen.findByText('Invite to kiri@example.com cancelled.')).toBeTruthy();
  expect(seen).toContainEqual({ method: 'POST', path: '/api/customer/invites/inv-1/cancel', body: {} });

  await userEvent.click(within(hana!).getByRole('button', { name: 'Decline' }));
  expect(await screen.findByText('You declined the invite from Hana Kereama.')).toBeTruthy();
  expect(seen.filter((r) => r.method === 'POST')).toEqual([
    { method: 'POST', path: '/api/customer/invites/inv-1/cancel', body: {} },
    { method: 'POST', path: '/api/customer/invites/inv-3/decline', body: {} },
  ]);
});

test('an invites load failure shows both tables empty with the error and Try again', async () => {
  fakeBff({
    'GET /api/customer/invites?kind=customer': [{ status: 502, body: { error: { code: 'groups_error', message: 'groups_error' } } }, { status: 200, body: { sent: [invite({})], incoming: [] } }],
  });
  renderIntl(<DialogsProvider><GroupScreen kind="customer" initialGroups={[]} /></DialogsProvider>);
  expect(await screen.findByText('Your invites could not be loaded')).toBeTruthy();
  expect(screen.getByText("We couldn't load your groups. Try again.")).toBeTruthy();
  expect(screen.getByText("You haven't sent any invites.")).toBeTruthy();
  expect(screen.getByText('There are no invites for you.')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: "Invites you've sent" })).toBeTruthy();
});

describe('the accept screen', () => {
  const incoming = invite({ direction: 'incoming' });

  test('Join group sends the token and goes to the group page, which then says "You joined {group}"', async () => {
    const seen = fakeBff({
      'POST /api/customer/invites/token/tok-1': [{ status: 200, body: { kind: 'customer', groups: [{ kind: 'customer', uuid: 'g-rangi', name: 'Rangi whānau', createdAt: '', isGroupOwner: false, members: [], memberCount: 3 }] } }],
    });
    renderIntl(<InviteAnswer token="tok-1" invite={incoming} kind="customer" />);
    await userEvent.click(screen.getByRole('button', { name: 'Join group' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/profile/customer-groups?joined=g-rangi'));
    expect(seen).toEqual([{ method: 'POST', path: '/api/customer/invites/token/tok-1', body: { action: 'accept' } }]);
  });

  test('the group page greets the group just joined', () => {
    fakeBff({});
    const joined: GroupView = { kind: 'customer', uuid: 'g-rangi', name: 'Rangi whānau', createdAt: '', isGroupOwner: false, members: [], memberCount: 3 };
    renderIntl(<DialogsProvider><GroupScreen kind="customer" initialGroups={[joined]} initialInvites={noInvites} joined="g-rangi" /></DialogsProvider>);
    expect(screen.getByText('You joined Rangi whānau').closest('[role=status]')).toBeTruthy();
  });

  test('an expired invite is refused with its words and the buttons stay', async () => {
    fakeBff({ 'POST /api/customer/invites/token/tok-1': [{ status: 410, body: { error: { code: 'invite_expired', message: 'This invite has expired. Ask for a new one.' } } }] });
    renderIntl(<InviteAnswer token="tok-1" invite={incoming} kind="customer" />);
    await userEvent.click(screen.getByRole('button', { name: 'Join group' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This invite has expired. Ask for a new one.');
    expect(mockPush).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Join group' })).toBeTruthy();
  });

  test('Decline says so and offers the way to the group page', async () => {
    fakeBff({ 'POST /api/customer/invites/token/tok-1': [{ status: 200, body: { kind: 'mobile', groups: [] } }] });
    renderIntl(<InviteAnswer token="tok-1" invite={incoming} kind="mobile" />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the invite from Wiremu Rangi.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your mobile group' }).getAttribute('href')).toBe('/profile/mobile-groups');
  });
});
