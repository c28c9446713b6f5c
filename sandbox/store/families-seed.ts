import { appOrigin } from '../app-origin';
import type { Db } from './db';
import type { FamilyStore } from './families';
import { uuidFor } from './ids';
import type { TransactionStore } from './transactions';

/**
 * The families demo (docs/families-contract.md §2.4), between the accounts of seed.ts: the Rangi
 * whānau group and phones group, the pending invite to invitee@ (its email sent again at every
 * start, re-timed to "sent 10 minutes ago" while nobody answered it), and payer@ paying for child@.
 * Stable UUIDs; what exists is left alone, so a kept database is only topped up.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const NS = 1_000_000;

const customerOf = (email: string): string => uuidFor(`seed:${email}:customer:0`);
const productOf = (email: string): string => uuidFor(`seed:${email}:customer:0:product:0:uuid`);

/** The demo's identifiers, for tests and the README. */
export const FAMILY_DEMO = {
  customerGroup: uuidFor('seed:families:customer-group'),
  mobileGroup: uuidFor('seed:families:mobile-group'),
  invite: uuidFor('seed:families:invite'),
  route: uuidFor('seed:families:route'),
  family: customerOf('family@example.com'),
  moana: customerOf('moana@example.com'),
  tipene: customerOf('tipene@example.com'),
  invitee: customerOf('invitee@example.com'),
  payer: customerOf('payer@example.com'),
  child: customerOf('child@example.com'),
  familyProduct: productOf('family@example.com'),
  moanaProduct: productOf('moana@example.com'),
} as const;

/** Where the seeded invite's link points: the app's configured origin (as the BFF's LinkBase would). */
export function seededLinkBase(): string {
  return `${appOrigin()}/invite`;
}

/** The people of one families demo: customers and the two phones of the mobile group. */
export interface FamilyPeople {
  family: string;
  moana: string;
  tipene: string;
  invitee: string;
  payer: string;
  child: string;
  familyProduct: string;
  moanaProduct: string;
}

/** The identifiers of what is built between them; `id(key)` names the members, payments and history rows. */
export interface FamilyIds {
  customerGroup: string;
  mobileGroup: string;
  invite: string;
  route: string;
  id: (key: string) => string;
}

export function seedFamilies(db: Db, families: FamilyStore, transactions: TransactionStore, nowMs: number): void {
  const d = FAMILY_DEMO;
  const exists = (uuid: string) => Boolean(db.prepare('SELECT 1 FROM customers WHERE uuid = ?').get(uuid));
  if (![d.family, d.moana, d.tipene, d.invitee, d.payer, d.child].every(exists)) return;
  const ids: FamilyIds = { ...d, id: (key) => uuidFor(`seed:families:${key}`) };
  buildFamilies(db, families, transactions, d, ids, nowMs);

  // The pending invite: made once; while unanswered it is sent again at each start, "10 minutes ago".
  const invite = families.approval(d.invite);
  if (!invite) {
    inviteToGroup(families, d, ids, 'invitee@example.com', nowMs, seededLinkBase());
  } else if (invite.action === 'REQUEST') {
    const ago = (ms: number) => Math.floor(nowMs - ms) * NS;
    db.prepare('UPDATE approvals SET created_at_nanos = ?, expires_at_nanos = ? WHERE uuid = ?').run(ago(10 * MINUTE_MS), ago(-50 * MINUTE_MS), d.invite);
    families.send({ ...invite, created_at_nanos: ago(10 * MINUTE_MS) }, seededLinkBase());
  }
}

/** The GROUP_INVITE of the demo, sent 10 minutes before `nowMs`; answers the code its message carried. */
export function inviteToGroup(families: FamilyStore, p: FamilyPeople, ids: FamilyIds, to: string, nowMs: number, linkBase: string): string {
  if (!families.group(ids.customerGroup)) return '';
  return families.createApproval({
    type: 'GROUP_INVITE', sender: p.family, senderProduct: p.familyProduct, to, resourceUuid: ids.customerGroup,
    resourceDetails: '', description: 'Join our whānau group, Kiri!', name: 'Rangi whānau',
    limits: { SpendLimit: 0, SpendCycle: 0, SpendCycleCount: 0 }, linkBase, uuid: ids.invite, createdAtNanos: Math.floor(nowMs - 10 * MINUTE_MS) * NS,
  }).token;
}

/**
 * The groups and the route between the people (what exists is left alone): 'Rangi whānau' (family,
 * moana, tipene), 'Rangi phones' (family's and moana's phones), payer paying for child through
 * "Tama's phone" ($50 a month from 45 days ago; $35 paid last cycle, $20 this one).
 */
export function buildFamilies(db: Db, families: FamilyStore, transactions: TransactionStore, p: FamilyPeople, ids: FamilyIds, nowMs: number): void {
  const ago = (ms: number) => Math.floor(nowMs - ms) * NS;
  db.transaction(() => {
    if (!families.group(ids.customerGroup)) {
      families.createGroup('customer', p.family, null, 'Rangi whānau', ago(90 * DAY_MS), { group: ids.customerGroup, member: ids.id('cg:family') });
      families.addMember(ids.customerGroup, p.moana, null, ago(89 * DAY_MS), ids.id('cg:moana'));
      families.addMember(ids.customerGroup, p.tipene, null, ago(60 * DAY_MS), ids.id('cg:tipene'));
    }
    if (!families.group(ids.mobileGroup)) {
      families.createGroup('mobile', p.family, p.familyProduct, 'Rangi phones', ago(80 * DAY_MS), { group: ids.mobileGroup, member: ids.id('mg:family') });
      families.addMember(ids.mobileGroup, p.moana, p.moanaProduct, ago(79 * DAY_MS), ids.id('mg:moana'));
    }
    if (!families.paidRoute(ids.route)) {
      families.makeRoute(p.payer, p.child, "Tama's phone", 'Top-ups and add-ons for Tama', { SpendLimit: 5000, SpendCycle: 1, SpendCycleCount: 0 }, ago(45 * DAY_MS), ids.route);
    }
    // OR IGNORE (stable UUIDs): a kept database gets the route's history back once, like the other demo payments.
    if (families.paidRoute(ids.route)) {
      const payer = families.person(p.payer).name;
      const child = families.person(p.child).name;
      // Last cycle's $35 and this cycle's $20 (the cycle renews on the 45-days-ago day of each month).
      const payments: [number, number, string][] = [[30, 3500, 'Top-up'], [3, 2000, 'Top-up']];
      payments.forEach(([days, cents, what], i) => {
        const at = ago(days * DAY_MS);
        families.recordPayment(ids.route, cents, what, at, ids.id(`route-payment:${i}`));
        transactions.add(p.child, { uuid: ids.id(`child-tx:${i}`), createdAtNanos: at, status: 'COMPLETED', amountCents: cents, description: `Paid by ${payer}: ${what}` });
        transactions.add(p.payer, { uuid: ids.id(`payer-tx:${i}`), createdAtNanos: at, status: 'COMPLETED', amountCents: cents, description: `Paid for ${child}: ${what}` });
      });
    }
  })();
}
