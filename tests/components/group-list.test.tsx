/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupScreen } from '@/components/families/group-screen';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import type { GroupMember, GroupView, InvitesView } from '@/lib/families/types';
import { renderIntl } from '../support/render-intl';
import { polyfillDialog } from './dialog-polyfill';
import { fakeBff } from './payment-bff';

/**
 * The family and mobile group screens (docs/families-contract.md §4): the group with its leader,
 * count and members (the signed-in customer first, '(you)', the leader marked); the leader
 * removes a member (with two members the dialog says the group ends), a member leaves; a load
 * failure shows the empty list with its words and Try again.
 */

beforeAll(polyfillDialog);

const member = (m: Partial<GroupMember> & Pick<GroupMember, 'customerUuid' | 'name'>): GroupMember => ({ productUuid: null, number: null, isLeader: false, isMe: false, ...m });
const wiremu = member({ customerUuid: 'c-wiremu', name: 'Wiremu Rangi', isLeader: true, isMe: true });
const moana = member({ customerUuid: 'c-moana', name: 'Moana Rangi' });
const tipene = member({ customerUuid: 'c-tipene', name: 'Tipene Rangi' });
const group = (members: GroupMember[], isGroupOwner = true): GroupView => ({
  kind: 'customer', uuid: 'g-rangi', name: 'Rangi whānau', createdAt: '2026-11-01T00:00:00.000Z', isGroupOwner, members, memberCount: members.length,
});
const noInvites: InvitesView = { sent: [], incoming: [] };
const GROUPS = 'GET /api/customer/groups?kind=customer';
const INVITES = 'GET /api/customer/invites?kind=customer';

const render = (groups?: GroupView[], kind: 'customer' | 'mobile' = 'customer') =>
  renderIntl(<DialogsProvider><GroupScreen kind={kind} initialGroups={groups} initialInvites={noInvites} /></DialogsProvider>);
const members = () => within(screen.getByRole('list', { name: 'Members of Rangi whānau' })).getAllByRole('listitem');

test('the leader sees the group, who leads it, how many, the members (you first, the leader marked), Remove for each other member and the invite form', () => {
  fakeBff({});
  render([group([wiremu, moana, tipene])]);
  expect(screen.getByRole('heading', { level: 2, name: 'Rangi whānau' })).toBeTruthy();
  expect(screen.getByText('Led by Wiremu Rangi')).toBeTruthy();
  expect(screen.getByText('3 members')).toBeTruthy();
  expect(members().map((li) => li.textContent)).toEqual(['Wiremu Rangi (you)Leader', 'Moana RangiRemove Moana Rangi', 'Tipene RangiRemove Tipene Rangi']);
  expect(screen.queryByRole('button', { name: 'Leave group' })).toBeNull();
  expect(screen.getByRole('heading', { name: 'Invite someone' })).toBeTruthy();
  expect(screen.getByLabelText('Email or mobile number')).toBeTruthy();
});

test('removing one of three asks first (Keep sends nothing), then removes only that member', async () => {
  const seen = fakeBff({
    'POST /api/customer/groups/g-rangi/remove': [{ status: 200, body: [group([wiremu, tipene])] }],
    [GROUPS]: [{ status: 200, body: [group([wiremu, tipene])] }],
    [INVITES]: [{ status: 200, body: noInvites }],
  });
  render([group([wiremu, moana, tipene])]);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Moana Rangi' }));
  let dialog = await screen.findByRole('dialog', { name: 'Remove Moana Rangi from Rangi whānau?' });
  expect(dialog.textContent).toContain('Moana Rangi will no longer be in Rangi whānau.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
  expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Remove Moana Rangi' }));
  dialog = await screen.findByRole('dialog', { name: 'Remove Moana Rangi from Rangi whānau?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect((await screen.findByText('Moana Rangi was removed from Rangi whānau.')).closest('[role=status]')).toBeTruthy();
  // Issue 28 item 5: said in the group's own card, where Remove was pressed, and focused.
  const card = screen.getByRole('region', { name: 'Rangi whānau' });
  expect(within(card).getByRole('status').textContent).toBe('Moana Rangi was removed from Rangi whānau.');
  expect(document.activeElement?.textContent).toBe('Moana Rangi was removed from Rangi whānau.');
  expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/customer/groups/g-rangi/remove', body: { kind: 'customer', customerUuid: 'c-moana' } }]);
  expect(members().map((li) => li.textContent)).toEqual(['Wiremu Rangi (you)Leader', 'Tipene RangiRemove Tipene Rangi']);
  expect(screen.getByText('2 members')).toBeTruthy();
});

test('with two members the dialog says it ends the group; afterwards the customer is in none and may start one', async () => {
  fakeBff({
    'POST /api/customer/groups/g-rangi/remove': [{ status: 200, body: [] }],
    [GROUPS]: [{ status: 200, body: [] }],
    [INVITES]: [{ status: 200, body: noInvites }],
  });
  render([group([wiremu, moana])]);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Moana Rangi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove Moana Rangi from Rangi whānau?' });
  expect(dialog.textContent).toContain('This ends the group.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Rangi whānau has ended.')).toBeTruthy();
  expect(screen.getByRole('heading', { name: "You're not in a family group yet" })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Send invite' })).toBeTruthy();
});

test('a member sees Leave group and no Remove nor invite form; leaving asks first and sends the group', async () => {
  const asMoana = group([{ ...moana, isMe: true }, { ...wiremu, isMe: false }, tipene], false);
  const seen = fakeBff({
    'POST /api/customer/groups/g-rangi/leave': [{ status: 200, body: [] }],
    [GROUPS]: [{ status: 200, body: [] }],
    [INVITES]: [{ status: 200, body: noInvites }],
  });
  render([asMoana]);
  expect(members()[0]!.textContent).toBe('Moana Rangi (you)');
  expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Send invite' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Leave group' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave Rangi whānau?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
  expect(await screen.findByText('You left Rangi whānau.')).toBeTruthy();
  expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/customer/groups/g-rangi/leave', body: { kind: 'customer' } }]);
});

test('a refused removal is shown in the catalogue words and the member stays', async () => {
  fakeBff({
    'POST /api/customer/groups/g-rangi/remove': [{ status: 403, body: { error: { code: 'forbidden', message: 'Forbidden' } } }],
    [GROUPS]: [{ status: 200, body: [group([wiremu, moana, tipene])] }],
    [INVITES]: [{ status: 200, body: noInvites }],
  });
  render([group([wiremu, moana, tipene])]);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Tipene Rangi' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove Tipene Rangi from Rangi whānau?' })).getByRole('button', { name: 'Remove' }));
  await screen.findByText('You do not have access to that account.');
  expect(within(screen.getByRole('region', { name: 'Rangi whānau' })).getByRole('alert').textContent).toBe('You do not have access to that account.');
  await waitFor(() => expect(members()).toHaveLength(3));
});

test('a load failure shows the empty list with its words and Try again, which reads the groups again', async () => {
  const seen = fakeBff({
    [GROUPS]: [{ status: 502, body: { error: { code: 'groups_error', message: 'groups_error' } } }, { status: 200, body: [group([wiremu, moana])] }],
    [INVITES]: [{ status: 200, body: noInvites }],
  });
  render(undefined);
  expect(await screen.findByText("We couldn't load your groups. Try again.")).toBeTruthy();
  expect(screen.getByRole('heading', { name: "You're not in a family group yet" })).toBeTruthy();
  // Not knowing whether the customer leads a group, the form that could start one stays away.
  expect(screen.queryByRole('button', { name: 'Send invite' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Rangi whānau' })).toBeTruthy();
  expect(screen.queryByText("We couldn't load your groups. Try again.")).toBeNull();
  expect(seen.filter((r) => r.path === '/api/customer/groups?kind=customer')).toHaveLength(2);
});

test('a mobile group lists its members by number (the name beside it) and removes a member with its product', async () => {
  const phone = (m: GroupMember, productUuid: string, number: string): GroupMember => ({ ...m, productUuid, number });
  const mobile: GroupView = { ...group([phone(wiremu, 'p-wiremu', '021 555 1111'), phone(moana, 'p-moana', '021 555 2222')]), kind: 'mobile', name: 'Rangi phones' };
  const seen = fakeBff({
    'POST /api/customer/groups/g-rangi/remove': [{ status: 200, body: [] }],
    'GET /api/customer/groups?kind=mobile': [{ status: 200, body: [] }],
    'GET /api/customer/invites?kind=mobile': [{ status: 200, body: noInvites }],
  });
  render([mobile], 'mobile');
  const list = within(screen.getByRole('list', { name: 'Members of Rangi phones' })).getAllByRole('listitem');
  expect(list.map((li) => li.textContent)).toEqual(['021 555 1111 (you)Wiremu RangiLeader', '021 555 2222Moana RangiRemove 021 555 2222']);
  expect(screen.getByText('Led by 021 555 1111')).toBeTruthy();
  expect(screen.getByLabelText("Pay for this member's phone")).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Remove 021 555 2222' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove 021 555 2222 from Rangi phones?' })).getByRole('button', { name: 'Remove' }));
  await screen.findByText('Rangi phones has ended.');
  expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/customer/groups/g-rangi/remove', body: { kind: 'mobile', customerUuid: 'c-moana', productUuid: 'p-moana' } }]);
});
