import { GET as groupsGet } from '@/app/api/customer/groups/route';
import { GET as productsGet } from '@/app/api/customer/products/route';
import { nzNumber } from '@/lib/sim/rules';
import { clearCache, resetLimiter } from '@/lib/cache';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { control } from '../support/bff';
import { call, sessionOf, type ErrorOut } from '../support/eshop';
import { expireApproval, FAMILY_FLAGS, families, flagsPerFile, outboxOf, tokenOf } from '../support/families';
import { UPSTREAM_FAULTS, withFault } from '../support/faults';
import { withFlags } from '../support/money';

/**
 * Customer and mobile groups and their invites (docs/families-contract.md §3) against the
 * in-process sandbox: what the customer gets back and what the upstream received. The three
 * flags of issue 15 are on for the file (as the flagged instance) and off where a test says so.
 * The families demo (family@, moana@, invitee@) is only read; every change is made between fresh
 * customers of the test's own.
 */

const sb = sandboxPerFile();
const fresh = (state = 'prepay') => freshCustomer(sb.url, state);
const demo = async (email: string): Promise<Who> => ({ cookie: await sessionOf(email), uuid: '', email });
const clearLog = () => control(sb.url, 'DELETE', '/requests');
const OFF = { FLAG_CUSTOMER_GROUPS: 'false', FLAG_MOBILE_GROUPS: 'false', FLAG_BILLING_ROUTING: 'false' };
const NO_REQUESTED_TO = 'Enter the email address or mobile number to invite';

flagsPerFile(FAMILY_FLAGS);
beforeEach(() => {
  clearCache();
  resetLimiter(); // the send limits (docs/send-limits.md) count per test, as every limiter here
});

/** The MSISDN ('64…') of the customer's current product. */
async function numberOf(who: Who): Promise<string> {
  const r = await call<{ products: { uuid: string; msisdn: string }[]; currentUuid: string }>(productsGet, 'GET', '/api/customer/products', { cookie: who.cookie });
  return r.body.products.find((p) => p.uuid === r.body.currentUuid)!.msisdn;
}

/** `from` invites `to` (by email) to their group of `kind`; the invite and its token. */
async function invited(from: Who, to: Who, kind = 'customer', extra: Record<string, unknown> = {}) {
  const r = await families.invite(from, { kind, requestedTo: to.email, ...extra });
  expect(r.status).toBe(200);
  return { invite: r.body, token: await tokenOf(sb.url, r.body.uuid) };
}

/** A group of `kind` led by a fresh customer, with the others joined through the email's token. */
async function groupOf(kind: 'customer' | 'mobile', size: number): Promise<{ leader: Who; members: Who[]; uuid: string }> {
  const leader = await fresh();
  const members: Who[] = [];
  for (let i = 1; i < size; i += 1) {
    const m = await fresh();
    const { token } = await invited(leader, m, kind);
    expect((await families.answerToken(m, token, { action: 'accept' })).status).toBe(200);
    members.push(m);
  }
  const [group] = (await families.groups(leader, kind)).body;
  return { leader, members, uuid: group!.uuid };
}

describe('GET /api/customer/groups', () => {
  test('family@ (the demo): "Rangi whānau" led by him, three members, he is listed first as the leader; the mobile group "Rangi phones" by number', async () => {
    const wiremu = await demo('family@example.com');
    const r = await families.groups(wiremu, 'customer');
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{
      kind: 'customer', uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Rangi whānau', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), isGroupOwner: true, memberCount: 3,
      members: [
        { customerUuid: expect.stringMatching(/^[0-9a-f-]{36}$/), productUuid: null, name: 'Wiremu Rangi', number: '021 555 1111', isLeader: true, isMe: true },
        { customerUuid: expect.stringMatching(/^[0-9a-f-]{36}$/), productUuid: null, name: 'Moana Rangi', number: '021 555 1112', isLeader: false, isMe: false },
        { customerUuid: expect.stringMatching(/^[0-9a-f-]{36}$/), productUuid: null, name: 'Tipene Rangi', number: '021 555 1113', isLeader: false, isMe: false },
      ],
    }]);
    const mobile = await families.groups(wiremu, 'mobile');
    expect(mobile.body.map((g) => [g.name, g.isGroupOwner, g.members.map((m) => [m.number, m.isLeader, m.isMe, typeof m.productUuid])])).toEqual([
      ['Rangi phones', true, [['021 555 1111', true, true, 'string'], ['021 555 1112', false, false, 'string']]],
    ]);
  });

  test('a member (moana@): the same group with herself first, not its owner; kind defaults to customer', async () => {
    const r = await families.groups(await demo('moana@example.com'));
    expect(r.body.map((g) => [g.name, g.isGroupOwner, g.members.map((m) => [m.name, m.isLeader, m.isMe])])).toEqual([
      ['Rangi whānau', false, [['Moana Rangi', false, true], ['Wiremu Rangi', true, false], ['Tipene Rangi', false, false]]],
    ]);
  });

  test('in no group: the upstream\'s 404 \'Object not found\' is an empty list; the upstream asked for this customer', async () => {
    const who = await fresh();
    await clearLog();
    const r = await families.groups(who, 'customer');
    expect([r.status, r.body]).toEqual([200, []]);
    expect((await upstreamRequests(sb.url, '^/v2/69/customer_group_info/')).map((q) => q.path)).toEqual([`/v2/69/customer_group_info/${who.uuid}`]);
    const mobile = await families.groups(who, 'mobile');
    expect([mobile.status, mobile.body]).toEqual([200, []]);
    const [sent] = await upstreamRequests(sb.url, '^/v2/69/mobile_group_info');
    expect(sent?.query).toEqual({ CustomerUUID: who.uuid, MobileProductUUID: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  test('a flag off → 404 not_found, the upstream not asked', async () => {
    const who = await fresh();
    await clearLog();
    const off = await withFlags({ FLAG_CUSTOMER_GROUPS: 'false' }, () => families.groups(who, 'customer'));
    expect([off.status, off.body.error.code]).toEqual([404, 'not_found']);
    const mobileOff = await withFlags({ FLAG_MOBILE_GROUPS: 'false' }, () => families.groups(who, 'mobile'));
    expect([mobileOff.status, mobileOff.body.error.code]).toEqual([404, 'not_found']);
    expect(await upstreamRequests(sb.url, '_group')).toEqual([]);
  });

  test('a kind that is neither → 422 on the field; signed out → 401', async () => {
    const r = await families.groups(await fresh(), 'family');
    expect([r.status, r.body.error.details]).toEqual([422, [{ path: 'kind', message: 'format is invalid' }]]);
    const out = await call<ErrorOut>(groupsGet, 'GET', '/api/customer/groups');
    expect([out.status, out.body.error.code]).toEqual([401, 'unauthorised']);
  });

  test.each(UPSTREAM_FAULTS.filter(([f]) => f !== 'network down'))('upstream %s → 502 groups_error ("Group or invite load failure: data reset, empty list")', async (fault) => {
    const who = await fresh();
    await families.groups(who, 'customer');
    const r = await withFault(sb.url, fault, '^/v2/69/customer_group_info/', 'GET', () => families.groups(who, 'customer'));
    expect([r.status, r.body.error]).toEqual([502, { code: 'groups_error', message: "We couldn't load your groups. Try again.", reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
  });
});

describe('POST /api/customer/invites and the accept by token', () => {
  test('a customer in no group invites by email: the BFF makes their group first, the invite is pending for an hour, its email links to APP_ORIGIN/invite/{token}', async () => {
    const [kiri, tama] = [await fresh(), await fresh()];
    await clearLog();
    const r = await families.invite(kiri, { kind: 'customer', requestedTo: ` ${tama.email.toUpperCase()} `, description: 'Join us!' });
    expect(r.status).toBe(200);
    const groups = (await families.groups(kiri, 'customer')).body;
    expect(groups.map((g) => [g.isGroupOwner, g.memberCount])).toEqual([[true, 1]]);
    expect(r.body).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), type: 'GROUP_INVITE', direction: 'sent', requestedTo: tama.email.toLowerCase(), requestedBy: expect.stringMatching(/\S/), description: 'Join us!',
      resource: groups[0]!.name, status: 'pending', expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), spendLimit: null,
    });
    const hour = Date.parse(r.body.expiresAt) - Date.now();
    expect(hour).toBeGreaterThan(55 * 60_000);
    expect(hour).toBeLessThanOrEqual(60 * 60_000);
    const [made] = await upstreamRequests(sb.url, '^/v2/69/customer_group$');
    expect(made?.body).toEqual({ CustomerUUID: kiri.uuid, Name: groups[0]!.name });
    const [sent] = await upstreamRequests(sb.url, '^/v3/69/customer/approval/invite$');
    expect(sent?.body).toMatchObject({ SPID: 69, CustomerUUID: kiri.uuid, RequestedTo: tama.email.toLowerCase(), ApprovalType: 'GROUP_INVITE', ResourceUUID: groups[0]!.uuid, LinkBase: 'http://localhost:3000/invite' });
    const token = await tokenOf(sb.url, r.body.uuid);
    const [mail] = await outboxOf(sb.url, tama.email.toLowerCase());
    expect(mail?.link).toBe(`http://localhost:3000/invite/${token}`);
    expect(JSON.stringify(r.body)).not.toContain(token);
  });

  test('the link\'s holder sees the invite, joins with it, and lands in the group; the sender sees it accepted', async () => {
    const [kiri, tama] = [await fresh(), await fresh()];
    const { invite, token } = await invited(kiri, tama);
    const seen = await families.byToken(tama, token);
    expect([seen.status, seen.body.uuid, seen.body.direction, seen.body.status, seen.body.resource]).toEqual([200, invite.uuid, 'incoming', 'pending', invite.resource]);
    const incoming = await families.invites(tama, 'customer');
    expect(incoming.body.incoming.map((i) => [i.uuid, i.status])).toEqual([[invite.uuid, 'pending']]);
    const joined = await families.answerToken(tama, token, { action: 'accept' });
    expect(joined.status).toBe(200);
    expect(joined.body.kind).toBe('customer');
    expect(joined.body.groups.map((g) => [g.name, g.isGroupOwner, g.memberCount, g.members[0]!.isMe])).toEqual([[invite.resource, false, 2, true]]);
    expect((await families.invites(kiri, 'customer')).body.sent.map((i) => [i.uuid, i.status])).toEqual([[invite.uuid, 'accepted']]);
  });

  test('accept or decline by the invite\'s id (as listed), cancel one sent: the invites after it', async () => {
    const [kiri, tama, moana, hemi] = [await fresh(), await fresh(), await fresh(), await fresh()];
    const a = (await invited(kiri, tama)).invite;
    const b = (await invited(kiri, moana)).invite;
    const c = (await invited(kiri, hemi)).invite;
    const accepted = await families.actOnInvite(tama, a.uuid, 'accept');
    expect([accepted.status, accepted.body.incoming.map((i) => [i.uuid, i.status])]).toEqual([200, [[a.uuid, 'accepted']]]);
    const declined = await families.actOnInvite(moana, b.uuid, 'decline');
    expect(declined.body.incoming.map((i) => i.status)).toEqual(['declined']);
    const cancelled = await families.actOnInvite(kiri, c.uuid, 'cancel');
    expect(cancelled.body.sent.map((i) => [i.uuid, i.status])).toEqual([[c.uuid, 'cancelled'], [b.uuid, 'declined'], [a.uuid, 'accepted']]);
    expect((await families.groups(kiri, 'customer')).body[0]!.memberCount).toBe(2);
  });

  test('a mobile group by number, paying for the member\'s phone: MOBILEGROUP_BILLING_INVITE by SMS; the member joins with their current product', async () => {
    const [kiri, tama] = [await fresh(), await fresh()];
    const msisdn = await numberOf(tama);
    const typed = nzNumber(msisdn);
    const r = await families.invite(kiri, { kind: 'mobile', requestedTo: typed, billing: true });
    expect([r.status, r.body.type, r.body.requestedTo]).toEqual([200, 'MOBILEGROUP_BILLING_INVITE', typed]);
    const [sms] = await outboxOf(sb.url, msisdn);
    expect(sms?.channel).toBe('sms');
    const joined = await families.answerToken(tama, await tokenOf(sb.url, r.body.uuid), { action: 'accept' });
    expect([joined.body.kind, joined.body.groups.map((g) => g.members.map((m) => [m.isMe, m.number]))]).toEqual(['mobile', [[[true, typed], [false, expect.stringMatching(/^02\d \d{3,4} \d{4}$/)]]]]);
  });

  test('no address: 422 no_requested_to on the field; neither an email nor a NZ number: 422; the upstream not asked', async () => {
    const who = await fresh();
    await clearLog();
    for (const requestedTo of [undefined, '', '   ']) {
      const r = await families.invite(who, { kind: 'customer', requestedTo });
      expect([r.status, r.body.error]).toEqual([422, { code: 'no_requested_to', message: NO_REQUESTED_TO, details: [{ path: 'requestedTo', message: NO_REQUESTED_TO }] }]);
    }
    const bad = await families.invite(who, { kind: 'customer', requestedTo: 'not an address' });
    expect([bad.status, bad.body.error.details]).toEqual([422, [{ path: 'requestedTo', message: 'format is invalid' }]]);
    expect(await upstreamRequests(sb.url, '^/v[23]/69/')).toEqual([]);
  });

  test('a member who does not lead the group cannot invite (403 not_allowed); the sender cannot accept their own invite (403)', async () => {
    const { leader, members: [member] } = await groupOf('customer', 2);
    const other = await fresh();
    const r = await families.invite(member!, { kind: 'customer', requestedTo: other.email });
    expect([r.status, r.body.error.code]).toEqual([403, 'not_allowed']);
    const { token } = await invited(leader, other);
    const own = await families.answerToken(leader, token, { action: 'accept' });
    expect([own.status, own.body.error.code]).toEqual([403, 'not_allowed']);
  });

  test('expired: 410 invite_expired with its words (the invite shown expired); answered twice: 409 invite_answered', async () => {
    const [kiri, tama, moana] = [await fresh(), await fresh(), await fresh()];
    const { invite, token } = await invited(kiri, tama);
    await expireApproval(sb.url, invite.uuid);
    const late = await families.answerToken(tama, token, { action: 'accept' });
    expect([late.status, late.body.error]).toEqual([410, { code: 'invite_expired', message: 'This invite has expired. Ask for a new one.' }]);
    expect((await families.invites(kiri, 'customer')).body.sent.map((i) => i.status)).toEqual(['expired']);
    const second = await invited(kiri, moana);
    expect((await families.answerToken(moana, second.token, { action: 'decline' })).status).toBe(200);
    const again = await families.answerToken(moana, second.token, { action: 'accept' });
    expect([again.status, again.body.error]).toEqual([409, { code: 'invite_answered', message: 'This invite has already been answered.' }]);
  });

  test('a token no invite has (or a malformed one): 404 no_invite with its words', async () => {
    const who = await fresh();
    for (const token of ['nope-nope-nope', 'bad%20token']) {
      const r = await families.byToken(who, token);
      expect([r.status, r.body.error]).toEqual([404, { code: 'no_invite', message: 'There is no invite for this link. It may have been cancelled.' }]);
    }
    expect((await families.answerToken(who, 'nope-nope-nope', { action: 'accept' })).body.error.code).toBe('no_invite');
  });

  test('someone else\'s invite id → 404 (not answered); an action that is not one → 404; a bad body → 422', async () => {
    const [kiri, tama, eve] = [await fresh(), await fresh(), await fresh()];
    const { invite } = await invited(kiri, tama);
    await clearLog();
    expect((await families.actOnInvite(eve, invite.uuid, 'accept')).status).toBe(404);
    expect((await families.actOnInvite(eve, invite.uuid, 'cancel')).status).toBe(404);
    expect((await families.actOnInvite(tama, invite.uuid, 'cancel')).status).toBe(404);
    expect((await families.actOnInvite(tama, invite.uuid, 'approve')).status).toBe(404);
    expect(await upstreamRequests(sb.url, '^/v3/69/customer/approval/action')).toEqual([]);
    expect((await families.invites(kiri, 'customer')).body.sent.map((i) => i.status)).toEqual(['pending']);
    expect((await families.invite(kiri, { kind: 'both', requestedTo: tama.email })).status).toBe(422);
    expect((await families.answerToken(tama, 'abc', { action: 'join' })).status).toBe(422);
  });

  test('flags off → 404 for the invites, the token and its answer', async () => {
    const [kiri, tama] = [await fresh(), await fresh()];
    const { token } = await invited(kiri, tama);
    await withFlags(OFF, async () => {
      expect((await families.invites(kiri, 'customer')).status).toBe(404);
      expect((await families.invite(kiri, { kind: 'customer', requestedTo: tama.email })).status).toBe(404);
      expect((await families.byToken(tama, token)).status).toBe(404);
      expect((await families.answerToken(tama, token, { action: 'accept' })).status).toBe(404);
    });
  });

  test('a mutation from another origin → 403 bad_origin', async () => {
    const r = await families.invite(await fresh(), { kind: 'customer', requestedTo: 'x@example.com' }, { origin: 'https://evil.example' });
    expect([r.status, r.body.error.code]).toEqual([403, 'bad_origin']);
  });
});

describe('POST /api/customer/groups/{uuid}/remove and /leave', () => {
  test('"more than 2 members: only that member is removed; otherwise the whole group is removed"', async () => {
    const { leader, members: [tama, moana], uuid } = await groupOf('customer', 3);
    const moanaUuid = (await families.groups(moana!, 'customer')).body[0]!.members[0]!.customerUuid;
    const one = await families.remove(leader, uuid, { kind: 'customer', customerUuid: moanaUuid });
    expect([one.status, one.body.map((g) => g.memberCount)]).toEqual([200, [2]]);
    expect((await families.groups(moana!, 'customer')).body).toEqual([]);
    const tamaUuid = one.body[0]!.members.find((m) => !m.isMe)!.customerUuid;
    const last = await families.remove(leader, uuid, { kind: 'customer', customerUuid: tamaUuid });
    expect([last.status, last.body]).toEqual([200, []]);
    expect((await families.groups(leader, 'customer')).body).toEqual([]);
    expect((await families.groups(tama!, 'customer')).body).toEqual([]);
  });

  test('a member leaves: the group goes on without them', async () => {
    const { leader, members: [tama], uuid } = await groupOf('customer', 3);
    const r = await families.leave(tama!, uuid, { kind: 'customer' });
    expect([r.status, r.body]).toEqual([200, []]);
    expect((await families.groups(leader, 'customer')).body[0]!.memberCount).toBe(2);
  });

  test('a mobile group: the leader removes the member\'s phone; two members → the group ends', async () => {
    const { leader, uuid } = await groupOf('mobile', 2);
    const other = (await families.groups(leader, 'mobile')).body[0]!.members.find((m) => !m.isMe)!;
    const r = await families.remove(leader, uuid, { kind: 'mobile', customerUuid: other.customerUuid, productUuid: other.productUuid });
    expect([r.status, r.body]).toEqual([200, []]);
  });

  test('someone else\'s group, a member not in it, or the leader themselves → 404; a member removing → 403 not_allowed; nothing sent upstream', async () => {
    const { leader, members: [tama, moana], uuid } = await groupOf('customer', 3);
    const eve = await fresh();
    const leaderUuid = (await families.groups(leader, 'customer')).body[0]!.members[0]!.customerUuid;
    await clearLog();
    expect((await families.leave(eve, uuid, { kind: 'customer' })).status).toBe(404);
    expect((await families.remove(eve, uuid, { kind: 'customer', customerUuid: leaderUuid })).status).toBe(404);
    expect((await families.remove(leader, uuid, { kind: 'customer', customerUuid: eve.uuid })).status).toBe(404);
    expect((await families.remove(leader, uuid, { kind: 'customer', customerUuid: leaderUuid })).status).toBe(404);
    const moanaUuid = (await families.groups(moana!, 'customer')).body[0]!.members[0]!.customerUuid;
    const byMember = await families.remove(tama!, uuid, { kind: 'customer', customerUuid: moanaUuid });
    expect([byMember.status, byMember.body.error.code]).toEqual([403, 'not_allowed']);
    expect(await upstreamRequests(sb.url, '(leave|remove_other)$')).toEqual([]);
    expect((await families.groups(leader, 'customer')).body[0]!.memberCount).toBe(3);
  });

  test('bad input → 422, never 5xx; flag off → 404', async () => {
    const { leader, uuid } = await groupOf('customer', 2);
    for (const body of [{}, { kind: 'x' }, { kind: 'customer', customerUuid: '' }, { kind: 'customer', customerUuid: 'a b' }, { kind: 'customer', customerUuid: 12 }]) {
      expect((await families.remove(leader, uuid, body)).status).toBe(422);
    }
    expect((await families.leave(leader, uuid, { kind: 7 })).status).toBe(422);
    const off = await withFlags(OFF, () => families.leave(leader, uuid, { kind: 'customer' }));
    expect([off.status, off.body.error.code]).toEqual([404, 'not_found']);
  });
});
