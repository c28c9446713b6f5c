import { FAMILY_DEMO, seededLinkBase } from '@/sandbox/store/families-seed';
import { act, as, familySandbox, fresh, invite, outbox, who, type Approval, type Who } from './families-helpers';
import { call, control } from './helpers';
import { error } from './money-helpers';

/** docs/families-contract.md §2.1, §2.2, §2.4: groups over the generic data API, invites and approvals, the demo families. */
const ctx = familySandbox();
const url = () => ctx.run.url;

interface Member { UUID: string; CustomerUUID: string; MobileProductUUID?: string; Name: string; MSISDN: string }
interface Info { CustomerGroup: { UUID: string; CustomerUUID: string; Name: string }; CustomerGroupMembers: Member[] }
interface MobileInfo { MobileGroup: { UUID: string; CustomerUUID: string; MobileProductUUID: string; Name: string }; MobileGroupMembers: Member[] }

const groupsOf = (w: Who) => as<{ CustomerGroupInfos: Info[] }>(url(), w, 'GET', `/v2/69/customer_group_info/${w.customer}`);
const mobileGroupsOf = (w: Who) => as<{ MobileGroupInfos: MobileInfo[] }>(url(), w, 'GET', `/v2/69/mobile_group_info?CustomerUUID=${w.customer}&MobileProductUUID=${w.product}`);
const lists = (w: Who) => as<{ Invites: Approval[]; Approvals: Approval[] }>(url(), w, 'GET', `/v3/69/customer/approval/invites_approvals?CustomerUUID=${w.customer}`);
const newGroup = async (w: Who, name = 'Test whānau') => (await as<{ UUID: string }>(url(), w, 'POST', '/v2/69/customer_group', { CustomerUUID: w.customer, Name: name })).body.UUID;

/** A leader's group with `n` members joined by invite (the leader counted). */
async function groupOf(n: number): Promise<{ leader: Who; members: Who[]; group: string }> {
  const leader = await fresh(url(), 'prepay', { firstName: 'Lead' });
  const group = await newGroup(leader);
  const members: Who[] = [];
  for (let i = 1; i < n; i += 1) {
    const member = await fresh(url(), 'prepay', { firstName: `Member${i}` });
    const sent = await invite(url(), leader, member.email, { ResourceUUID: group });
    expect((await act(url(), member, { UUID: sent.body.UUID, Action: 'APPROVE' })).status).toBe(200);
    members.push(member);
  }
  return { leader, members, group };
}

describe('the demo families (§2.4)', () => {
  test("family@ leads 'Rangi whānau' of three (the leader a member too), with names and numbers; moana@ sees it too", async () => {
    const family = await who(url(), 'family@example.com');
    const res = await groupsOf(family);
    expect(res.status).toBe(200);
    expect(res.body.CustomerGroupInfos).toHaveLength(1);
    const [info] = res.body.CustomerGroupInfos;
    expect(info?.CustomerGroup).toMatchObject({ UUID: FAMILY_DEMO.customerGroup, CustomerUUID: family.customer, Name: 'Rangi whānau' });
    expect(info?.CustomerGroupMembers.map((m) => [m.Name, m.MSISDN])).toEqual([
      ['Wiremu Rangi', '64215551111'], ['Moana Rangi', '64215551112'], ['Tipene Rangi', '64215551113'],
    ]);
    const moana = await who(url(), 'moana@example.com');
    expect((await groupsOf(moana)).body.CustomerGroupInfos[0]?.CustomerGroup.UUID).toBe(FAMILY_DEMO.customerGroup);
  });

  test("'Rangi phones': family@'s phone and Moana's; tipene@'s phone is in no mobile group (404 'Object not found')", async () => {
    const family = await who(url(), 'family@example.com');
    const res = await mobileGroupsOf(family);
    expect(res.status).toBe(200);
    expect(res.body.MobileGroupInfos[0]?.MobileGroup).toMatchObject({ UUID: FAMILY_DEMO.mobileGroup, CustomerUUID: family.customer, MobileProductUUID: family.product, Name: 'Rangi phones' });
    expect(res.body.MobileGroupInfos[0]?.MobileGroupMembers.map((m) => m.MSISDN)).toEqual(['64215551111', '64215551112']);
    const tipene = await who(url(), 'tipene@example.com');
    expect(await mobileGroupsOf(tipene)).toMatchObject({ status: 404, body: error('Object not found', 1404) });
  });

  test('invitee@ has the pending invite from Wiremu, its email (link and code) in the outbox since start-up; the code is in no answer to the sender', async () => {
    const invitee = await who(url(), 'invitee@example.com');
    expect(await groupsOf(invitee)).toMatchObject({ status: 404, body: error('Object not found', 1404) });
    const incoming = (await lists(invitee)).body.Approvals;
    expect(incoming).toHaveLength(1);
    expect(incoming[0]).toMatchObject({
      UUID: FAMILY_DEMO.invite, ApprovalType: 'GROUP_INVITE', RequestedByName: 'Wiremu Rangi', RequestedTo: 'invitee@example.com',
      ResourceUUID: FAMILY_DEMO.customerGroup, ResourceName: 'Rangi whānau', Action: 'REQUEST',
    });
    const now = ctx.run.sandbox.clock.nowNanos();
    expect(incoming[0]?.ExpiresAtNanos).toBeGreaterThan(now + 45 * 60_000 * 1e6);
    expect(incoming[0]?.ExpiresAtNanos).toBeLessThan(now + 55 * 60_000 * 1e6);
    const [mail] = await outbox(url(), 'invitee@example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Wiremu Rangi invited you to join Rangi whānau' });
    expect(mail?.link).toBe(`${seededLinkBase()}/${mail?.code}`);
    const family = await who(url(), 'family@example.com');
    const sent = await lists(family);
    expect(sent.body.Invites.map((i) => i.UUID)).toEqual([FAMILY_DEMO.invite]);
    expect(JSON.stringify(sent.body)).not.toContain(mail?.code ?? 'no code');
    const byToken = await as<Approval>(url(), invitee, 'GET', `/v3/69/customer/approval/by_token/${mail?.code}`);
    expect(byToken.body).toMatchObject({ UUID: FAMILY_DEMO.invite, ResourceName: 'Rangi whānau' });
  });
});

describe('group info and the generic data API (§2.1)', () => {
  test("mobile_group_info: 'No params', 'No CustomerUUID', 'No UUID'; someone else's product 404, someone else's customer 401", async () => {
    const family = await who(url(), 'family@example.com');
    const moana = await who(url(), 'moana@example.com');
    const get = (q: string) => as(url(), family, 'GET', `/v2/69/mobile_group_info${q}`);
    expect(await get('')).toMatchObject({ status: 400, body: error('No params') });
    expect(await get(`?MobileProductUUID=${family.product}`)).toMatchObject({ status: 400, body: error('No CustomerUUID') });
    expect(await get(`?CustomerUUID=${family.customer}`)).toMatchObject({ status: 400, body: error('No UUID') });
    expect(await get(`?CustomerUUID=${family.customer}&MobileProductUUID=${moana.product}`)).toMatchObject({ status: 404, body: error('Product is not found', 1404) });
    expect((await get(`?CustomerUUID=${moana.customer}&MobileProductUUID=${moana.product}`)).status).toBe(401);
    expect((await as(url(), family, 'GET', `/v2/69/customer_group_info/${moana.customer}`)).status).toBe(401);
  });

  test('create, list, read, rename (leader only), members, member check, delete (leader only, its pending invites cancelled)', async () => {
    const { leader, members: [member], group } = await groupOf(2);
    if (!member) throw new Error('no member');
    expect((await as(url(), leader, 'GET', `/v2/69/customer_group?CustomerUUID=${leader.customer}`)).body).toMatchObject({ CustomerGroups: [{ UUID: group, Name: 'Test whānau' }] });
    expect((await as(url(), member, 'GET', `/v2/69/customer_group/${group}`)).body).toMatchObject({ UUID: group, CustomerUUID: leader.customer });
    expect(await as(url(), member, 'PUT', `/v2/69/customer_group/${group}`, { Name: 'Mine' })).toMatchObject({ status: 403 });
    expect((await as(url(), leader, 'PUT', `/v2/69/customer_group/${group}`, { Name: 'Our lot' })).body).toMatchObject({ Name: 'Our lot' });
    const list = await as<{ CustomerGroupMembers: Member[] }>(url(), member, 'GET', `/v2/69/customer_group_member?GroupUUID=${group}`);
    expect(list.body.CustomerGroupMembers.map((m) => m.CustomerUUID)).toEqual([leader.customer, member.customer]);
    expect((await as(url(), member, 'GET', `/v2/69/customer_group_member/${list.body.CustomerGroupMembers[1]?.UUID}`)).body).toMatchObject({ CustomerUUID: member.customer });
    expect((await as(url(), member, 'POST', '/v2/69/customer_group_member/check', { CustomerUUID: member.customer })).body).toEqual({ IsMember: true, GroupUUID: group });
    const outsider = await fresh(url(), 'prepay');
    expect((await as(url(), outsider, 'POST', '/v2/69/customer_group_member/check', { CustomerUUID: outsider.customer })).body).toEqual({ IsMember: false, GroupUUID: '' });
    expect((await as(url(), outsider, 'GET', `/v2/69/customer_group/${group}`)).status).toBe(404);
    expect(await as(url(), outsider, 'GET', `/v2/69/customer_group?CustomerUUID=${outsider.customer}`)).toMatchObject({ status: 404, body: error('Object not found', 1404) });
    const pending = await invite(url(), leader, outsider.email, { ResourceUUID: group });
    expect(await as(url(), member, 'DELETE', `/v2/69/customer_group/${group}`)).toMatchObject({ status: 403 });
    expect((await as(url(), leader, 'DELETE', `/v2/69/customer_group/${group}`)).status).toBe(200);
    expect((await groupsOf(member)).status).toBe(404);
    expect((await lists(outsider)).body.Approvals.find((a) => a.UUID === pending.body.UUID)?.Action).toBe('CANCELLED');
    expect(await act(url(), outsider, { UUID: pending.body.UUID, Action: 'APPROVE' })).toMatchObject({ status: 409, body: error('Invite already answered', 1409) });
  });

  test("leave and remove_other: 'No params', 'No CustomerUUID', 'No UUID'; remove_other by a member is 403", async () => {
    const { leader, members: [a, b], group } = await groupOf(3);
    if (!a || !b) throw new Error('no members');
    expect(await as(url(), a, 'POST', '/v2/69/customer_group/leave', {})).toMatchObject({ status: 400, body: error('No params') });
    expect(await as(url(), a, 'POST', '/v2/69/customer_group/leave', { UUID: group })).toMatchObject({ status: 400, body: error('No CustomerUUID') });
    expect(await as(url(), a, 'POST', '/v2/69/customer_group/leave', { CustomerUUID: a.customer })).toMatchObject({ status: 400, body: error('No UUID') });
    expect(await as(url(), a, 'POST', '/v2/69/customer_group/remove_other', { CustomerUUID: a.customer, UUID: group, OtherCustomerUUID: b.customer })).toMatchObject({ status: 403 });
    expect((await groupsOf(leader)).body.CustomerGroupInfos[0]?.CustomerGroupMembers).toHaveLength(3);
  });
});

describe('the removal rule: more than 2 members, that member goes; else the group', () => {
  test('removing one of three leaves two; removing the last other ends the group', async () => {
    const { leader, members: [a, b], group } = await groupOf(3);
    if (!a || !b) throw new Error('no members');
    const remove = (other: Who) => as<{ Removed: string }>(url(), leader, 'POST', '/v2/69/customer_group/remove_other', { CustomerUUID: leader.customer, UUID: group, OtherCustomerUUID: other.customer });
    expect((await remove(a)).body).toEqual({ Removed: 'member' });
    expect((await groupsOf(leader)).body.CustomerGroupInfos[0]?.CustomerGroupMembers.map((m) => m.CustomerUUID)).toEqual([leader.customer, b.customer]);
    expect((await groupsOf(a)).status).toBe(404);
    expect((await remove(b)).body).toEqual({ Removed: 'group' });
    expect((await groupsOf(leader)).status).toBe(404);
    expect((await groupsOf(b)).status).toBe(404);
  });

  test('a member leaving a group of three leaves two; of two, the group ends; the leader leaving ends it', async () => {
    const three = await groupOf(3);
    const leave = (w: Who, group: string) => as<{ Removed: string }>(url(), w, 'POST', '/v2/69/customer_group/leave', { CustomerUUID: w.customer, UUID: group });
    expect((await leave(three.members[0] as Who, three.group)).body).toEqual({ Removed: 'member' });
    expect((await leave(three.members[1] as Who, three.group)).body).toEqual({ Removed: 'group' });
    expect((await groupsOf(three.leader)).status).toBe(404);
    const again = await groupOf(3);
    expect((await leave(again.leader, again.group)).body).toEqual({ Removed: 'group' });
    expect((await groupsOf(again.members[0] as Who)).status).toBe(404);
  });
});

describe('invites and approvals (§2.2)', () => {
  test("'No params', 'No CustomerUUID', 'No RequestedTo'; someone else's group 403; yourself 400", async () => {
    const leader = await fresh(url(), 'prepay');
    const post = (body: unknown) => as(url(), leader, 'POST', '/v3/69/customer/approval/invite', body);
    expect(await post({})).toMatchObject({ status: 400, body: error('No params') });
    expect(await post({ RequestedTo: 'a@example.com' })).toMatchObject({ status: 400, body: error('No CustomerUUID') });
    expect(await post({ CustomerUUID: leader.customer, RequestedTo: '  ' })).toMatchObject({ status: 400, body: error('No RequestedTo') });
    expect(await invite(url(), leader, 'someone@example.com', { ResourceUUID: FAMILY_DEMO.customerGroup })).toMatchObject({ status: 403 });
    expect((await invite(url(), leader, leader.email)).status).toBe(400);
    expect((await invite(url(), leader, 'not an address')).status).toBe(400);
  });

  test('an invite by email: the message links LinkBase/{code}; the invitee accepts and is a member', async () => {
    const leader = await fresh(url(), 'prepay', { firstName: 'Aroha', lastName: 'Leader' });
    const group = await newGroup(leader, 'The leaders');
    const member = await fresh(url(), 'prepay');
    const sent = await invite(url(), leader, member.email.toUpperCase(), { ResourceUUID: group, Description: 'Come on in' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ ApprovalType: 'GROUP_INVITE', CustomerUUID: leader.customer, RequestedTo: member.email, ResourceName: 'The leaders', Description: 'Come on in', Action: 'REQUEST' });
    expect(sent.body.ExpiresAtNanos - sent.body.CreatedAtNanos).toBe(3_600_000 * 1e6);
    expect(JSON.stringify(sent.body)).not.toMatch(/Token|code/i);
    const [mail] = await outbox(url(), member.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Aroha Leader invited you to join The leaders', link: `http://app.test/invite/${mail?.code}` });
    expect(mail?.body).toContain('Come on in');
    expect((await lists(member)).body.Approvals.map((a) => a.UUID)).toEqual([sent.body.UUID]);
    expect(await act(url(), leader, { UUID: sent.body.UUID, Action: 'APPROVE' })).toMatchObject({ status: 403 });
    const accepted = await act(url(), member, { UUID: sent.body.UUID, Action: 'APPROVE' });
    expect(accepted).toMatchObject({ status: 200, body: { Action: 'APPROVED' } });
    expect((await groupsOf(member)).body.CustomerGroupInfos[0]?.CustomerGroupMembers.map((m) => m.CustomerUUID)).toEqual([leader.customer, member.customer]);
    expect(await act(url(), member, { UUID: sent.body.UUID, Action: 'REJECT' })).toMatchObject({ status: 409, body: error('Invite already answered', 1409) });
    expect((await lists(leader)).body.Invites[0]?.Action).toBe('APPROVED');
  });

  test('an invite to a NZ number goes by SMS; whoever holds the token may accept it (by_token, action with Token)', async () => {
    const leader = await fresh(url(), 'prepay');
    const group = await newGroup(leader);
    const member = await fresh(url(), 'prepay');
    const local = `0${member.msisdn.slice(2)}`;
    const sent = await invite(url(), leader, `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`, { ResourceUUID: group });
    expect(sent.status).toBe(200);
    expect(sent.body.RequestedTo).toBe(`64${local.slice(1)}`);
    const [sms] = await outbox(url(), local);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect((await lists(member)).body.Approvals.map((a) => a.UUID)).toEqual([sent.body.UUID]);
    const holder = await fresh(url(), 'prepay');
    expect(await act(url(), holder, { UUID: sent.body.UUID, Action: 'APPROVE' })).toMatchObject({ status: 404, body: error('no_invite', 1404) });
    expect((await as(url(), holder, 'GET', `/v3/69/customer/approval/by_token/${sms?.code}`)).body).toMatchObject({ UUID: sent.body.UUID });
    expect(await as(url(), holder, 'GET', '/v3/69/customer/approval/by_token/nothing')).toMatchObject({ status: 404, body: error('no_invite', 1404) });
    expect(await act(url(), leader, { Token: sms?.code, Action: 'APPROVE' })).toMatchObject({ status: 403 });
    expect((await act(url(), holder, { Token: sms?.code, Action: 'APPROVE' })).body.Action).toBe('APPROVED');
    expect((await groupsOf(holder)).body.CustomerGroupInfos[0]?.CustomerGroup.UUID).toBe(group);
  });

  test("'No UUID' without UUID or Token; cancel: the sender only (403), then 409; decline", async () => {
    const leader = await fresh(url(), 'prepay');
    const member = await fresh(url(), 'prepay');
    expect(await act(url(), member, { Action: 'APPROVE' })).toMatchObject({ status: 400, body: error('No UUID') });
    expect(await as(url(), member, 'POST', '/v3/69/customer/approval/action', { UUID: 'x', Action: 'APPROVE' })).toMatchObject({ status: 400, body: error('No CustomerUUID') });
    const companion = await invite(url(), leader, member.email);
    expect(companion.body).toMatchObject({ ResourceUUID: '', ResourceName: '' });
    expect(await act(url(), member, { UUID: companion.body.UUID, Action: 'CANCEL' })).toMatchObject({ status: 403 });
    expect((await act(url(), leader, { UUID: companion.body.UUID, Action: 'CANCEL' })).body.Action).toBe('CANCELLED');
    expect(await act(url(), member, { UUID: companion.body.UUID, Action: 'APPROVE' })).toMatchObject({ status: 409 });
    const second = await invite(url(), leader, member.email);
    expect((await act(url(), member, { UUID: second.body.UUID, Action: 'REJECT' })).body.Action).toBe('REJECTED');
    expect((await lists(leader)).body.Invites.map((i) => i.Action)).toEqual(['REJECTED', 'CANCELLED']);
  });

  test('expired (the expire call or the control endpoint): 410, its Action stays REQUEST; purge', async () => {
    const leader = await fresh(url(), 'prepay');
    const member = await fresh(url(), 'prepay');
    const first = await invite(url(), leader, member.email);
    expect(await as(url(), member, 'POST', '/v3/69/customer/approval/expire', { UUID: first.body.UUID })).toMatchObject({ status: 403 });
    expect((await as(url(), leader, 'POST', '/v3/69/customer/approval/expire', { UUID: first.body.UUID })).status).toBe(200);
    expect(await act(url(), member, { UUID: first.body.UUID, Action: 'APPROVE' })).toMatchObject({ status: 410, body: error('Invite expired', 1410) });
    const second = await invite(url(), leader, member.email);
    expect((await control(url(), 'POST', `/approvals/${second.body.UUID}/expire`)).status).toBe(200);
    expect(await act(url(), member, { UUID: second.body.UUID, Action: 'REJECT' })).toMatchObject({ status: 410 });
    expect((await control<{ Token: string }>(url(), 'GET', `/approvals/${second.body.UUID}`)).body.Token).toBe((await outbox(url(), member.email))[1]?.code);
    expect((await lists(member)).body.Approvals.map((a) => a.Action)).toEqual(['REQUEST', 'REQUEST']);
    const purged = await as<{ Purged: number }>(url(), leader, 'POST', '/v3/69/customer/approval/purge');
    expect(purged.status).toBe(200);
  });
});

describe('mobile groups', () => {
  test("create with the product; MOBILEGROUP_INVITE accepted with the invitee's product ('No UUID' without); leave", async () => {
    const leader = await fresh(url(), 'prepay');
    const member = await fresh(url(), 'prepay');
    const made = await as<{ UUID: string; MobileProductUUID: string }>(url(), leader, 'POST', '/v2/69/mobile_group', { CustomerUUID: leader.customer, MobileProductUUID: leader.product, Name: 'Phones' });
    expect(made.body.MobileProductUUID).toBe(leader.product);
    expect(await as(url(), leader, 'POST', '/v2/69/mobile_group', { CustomerUUID: leader.customer, Name: 'Phones' })).toMatchObject({ status: 400, body: error('No UUID') });
    const sent = await invite(url(), leader, member.email, { ApprovalType: 'MOBILEGROUP_INVITE', ResourceUUID: made.body.UUID });
    expect(sent.body.ResourceName).toBe('Phones');
    expect(await act(url(), member, { UUID: sent.body.UUID, Action: 'APPROVE', ProductUUID: undefined })).toMatchObject({ status: 400, body: error('No UUID') });
    expect((await act(url(), member, { UUID: sent.body.UUID, Action: 'APPROVE' })).body.Action).toBe('APPROVED');
    const info = await mobileGroupsOf(member);
    expect(info.body.MobileGroupInfos[0]?.MobileGroupMembers.map((m) => m.MobileProductUUID)).toEqual([leader.product, member.product]);
    expect((await as(url(), member, 'POST', '/v2/69/mobile_group_member/check', { CustomerUUID: member.customer, MobileProductUUID: member.product })).body).toEqual({ IsMember: true, GroupUUID: made.body.UUID });
    const removed = await as<{ Removed: string }>(url(), leader, 'POST', '/v2/69/mobile_group/remove_other', {
      CustomerUUID: leader.customer, MobileProductUUID: leader.product, UUID: made.body.UUID, OtherCustomerUUID: member.customer, OtherMobileProductUUID: member.product,
    });
    expect(removed.body).toEqual({ Removed: 'group' });
    expect((await mobileGroupsOf(leader)).status).toBe(404);
  });

  test('MOBILEGROUP_BILLING_INVITE: accepting joins the group and the leader pays for the member', async () => {
    const leader = await fresh(url(), 'prepay', { firstName: 'Papa' });
    const member = await fresh(url(), 'prepay', { firstName: 'Kid' });
    const made = await as<{ UUID: string }>(url(), leader, 'POST', '/v2/69/mobile_group', { CustomerUUID: leader.customer, MobileProductUUID: leader.product, Name: 'Phones' });
    const sent = await invite(url(), leader, member.email, { ApprovalType: 'MOBILEGROUP_BILLING_INVITE', ResourceUUID: made.body.UUID, SpendLimit: 3000, SpendCycle: 1 });
    expect(sent.body).toMatchObject({ SpendLimit: 3000, SpendCycle: 1 });
    await act(url(), member, { UUID: sent.body.UUID, Action: 'APPROVE' });
    const routes = await call<{ BillingRoutes: { RoutingType: string; SpendLimit: number; DebitAccount: { UUID: string } }[] }>(url(), 'GET', `/customers/${member.customer}/billing-routes`, { jwt: member.jwt });
    expect(routes.body.BillingRoutes).toMatchObject([{ RoutingType: 'parent', SpendLimit: 3000, DebitAccount: { UUID: leader.customer } }]);
  });
});

describe('POST /__control/families: a families demo of fresh accounts for one test', () => {
  test('fresh copies with their own group, phones group, route and pending invite (its code in the outbox)', async () => {
    const made = await control<{
      accounts: Record<string, { email: string; customerUuid: string; productUuid: string }>;
      customerGroup: string; mobileGroup: string; invite: string; inviteCode: string; route: string;
    }>(url(), 'POST', '/families', { linkBase: 'http://app.test/invite' });
    expect(made.status).toBe(200);
    const { accounts } = made.body;
    expect(Object.keys(accounts)).toEqual(['family', 'moana', 'tipene', 'invitee', 'payer', 'child']);
    const family = await who(url(), accounts.family?.email ?? '');
    expect(family.customer).toBe(accounts.family?.customerUuid);
    const info = (await groupsOf(family)).body.CustomerGroupInfos;
    expect(info.map((i) => [i.CustomerGroup.UUID, i.CustomerGroup.Name, i.CustomerGroupMembers.length])).toEqual([[made.body.customerGroup, 'Rangi whānau', 3]]);
    expect((await mobileGroupsOf(family)).body.MobileGroupInfos[0]?.MobileGroup.UUID).toBe(made.body.mobileGroup);
    const invitee = await who(url(), accounts.invitee?.email ?? '');
    expect((await lists(invitee)).body.Approvals.map((a) => [a.UUID, a.Action])).toEqual([[made.body.invite, 'REQUEST']]);
    const [mail] = await outbox(url(), invitee.email);
    expect(mail).toMatchObject({ code: made.body.inviteCode, link: `http://app.test/invite/${made.body.inviteCode}` });
    expect((await act(url(), invitee, { Token: made.body.inviteCode, Action: 'APPROVE' })).body.Action).toBe('APPROVED');
    expect((await groupsOf(invitee)).body.CustomerGroupInfos[0]?.CustomerGroupMembers).toHaveLength(4);
    const payer = await who(url(), accounts.payer?.email ?? '');
    const routes = await call<{ BillingRoutes: { UUID: string; RoutingType: string; RemainingSpendLimit: number }[] }>(url(), 'GET', `/customers/${payer.customer}/billing-routes`, { jwt: payer.jwt });
    expect(routes.body.BillingRoutes).toMatchObject([{ UUID: made.body.route, RoutingType: 'child', RemainingSpendLimit: 3000 }]);
  });
});
