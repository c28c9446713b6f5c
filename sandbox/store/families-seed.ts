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
  return `${(process.env.APP_ORIGIN || 'http://localhost:3000').replace(/\/+$/, '')}/invite`;
}

export function seedFamilies(db: Db, families: FamilyStore, transactions: TransactionStore, nowMs: number): void {
  const d = FAMILY_DEMO;
  const exists = (uuid: string) => Boolean(db.prepare('SELECT 1 FROM customers WHERE uuid = ?').get(uuid));
  if (![d.family, d.moana, d.tipene, d.invitee, d.payer, d.child].every(exists)) return;
  const ago = (ms: number) => Math.floor(nowMs - ms) * NS;

  db.transaction(() => {
    if (!families.group(d.customerGroup)) {
      families.createGroup('customer', d.family, null, 'Rangi whānau', ago(90 * DAY_MS), { group: d.customerGroup, member: uuidFor('seed:families:cg:family') });
      families.addMember(d.customerGroup, d.moana, null, ago(89 * DAY_MS), uuidFor('seed:families:cg:moana'));
      families.addMember(d.customerGroup, d.tipene, null, ago(60 * DAY_MS), uuidFor('seed:families:cg:tipene'));
    }
    if (!families.group(d.mobileGroup)) {
      families.createGroup('mobile', d.family, d.familyProduct, 'Rangi phones', ago(80 * DAY_MS), { group: d.mobileGroup, member: uuidFor('seed:families:mg:family') });
      families.addMember(d.mobileGroup, d.moana, d.moanaProduct, ago(79 * DAY_MS), uuidFor('seed:families:mg:moana'));
    }
    if (!families.paidRoute(d.route)) {
      const created = ago(45 * DAY_MS);
      families.makeRoute(d.payer, d.child, "Tama's phone", 'Top-ups and add-ons for Tama', { SpendLimit: 5000, SpendCycle: 1, SpendCycleCount: 0 }, created, d.route);
    }
    // OR IGNORE (stable UUIDs): a kept database gets the route's history back once, like the other demo payments.
    if (families.paidRoute(d.route)) {
      // Last cycle's $35 and this cycle's $20 (the cycle renews on the 45-days-ago day of each month).
      const payments: [number, number, string][] = [[30, 3500, 'Top-up'], [3, 2000, 'Top-up']];
      payments.forEach(([days, cents, what], i) => {
        const at = ago(days * DAY_MS);
        families.recordPayment(d.route, cents, what, at, uuidFor(`seed:families:route-payment:${i}`));
        transactions.add(d.child, { uuid: uuidFor(`seed:families:child-tx:${i}`), createdAtNanos: at, status: 'COMPLETED', amountCents: cents, description: `Paid by Hana Kereama: ${what}` });
        transactions.add(d.payer, { uuid: uuidFor(`seed:families:payer-tx:${i}`), createdAtNanos: at, status: 'COMPLETED', amountCents: cents, description: `Paid for Tama Kereama: ${what}` });
      });
    }
  })();

  // The pending invite: made once; while unanswered it is sent again at each start, "10 minutes ago".
  const invite = families.approval(d.invite);
  if (!invite && families.group(d.customerGroup)) {
    families.createApproval({
      type: 'GROUP_INVITE', sender: d.family, senderProduct: d.familyProduct, to: 'invitee@example.com', resourceUuid: d.customerGroup,
      resourceDetails: '', description: 'Join our whānau group, Kiri!', name: 'Rangi whānau',
      limits: { SpendLimit: 0, SpendCycle: 0, SpendCycleCount: 0 }, linkBase: seededLinkBase(), uuid: d.invite, createdAtNanos: ago(10 * MINUTE_MS),
    });
  } else if (invite && invite.action === 'REQUEST') {
    db.prepare('UPDATE approvals SET created_at_nanos = ?, expires_at_nanos = ? WHERE uuid = ?').run(ago(10 * MINUTE_MS), ago(-50 * MINUTE_MS), d.invite);
    families.send({ ...invite, created_at_nanos: ago(10 * MINUTE_MS) }, seededLinkBase());
  }
}
