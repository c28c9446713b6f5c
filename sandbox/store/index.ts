import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import { TEST_MODE_N, demoPasswordHash, hashPassword } from '../passwords';
import { AccountStore } from './account';
import type { AccountPaymentStore } from './account-payments';
import type { CardStore } from './cards';
import { seedBroadband } from './broadband';
import { seedCatalog } from './catalog';
import { CustomerStore } from './customers';
import { openDb, type Db } from './db';
import { EshopStore } from './eshop';
import { FamilyStore } from './families';
import { buildFamilies, inviteToGroup, seedFamilies, type FamilyPeople } from './families-seed';
import { CustomerAddressStore } from './location';
import { insertAccount, insertAddresses, insertTransactions, insertUsage } from './demo';
import { seedHelp } from './help';
import { insertMoney } from './money-seed';
import { seedVouchers, type MoneyStore } from './money';
import { SetupIntentStore } from './setup-intents';
import { SimStore, insertSimReports, pukFor, seedSim, setDemoPuk } from './sim';
import { randomUUID, uuidFor } from './ids';
import { TABLES_IN_DELETE_ORDER } from './schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_REMOTE_CONFIG, type DemoState } from './seed';
import type { TransactionStore } from './transactions';
import type { AuthUser } from './types';
import type { UsageEngine } from './usage';
import { UserStore } from './users';
import { OnboardingStore } from './onboarding';
import { seedOnboarding } from './onboarding-seed';
import { PortingStore } from './porting';
import { BroadbandOrderStore } from './broadband-orders';
import { bookedFibreOrder, seedFibreService } from './broadband-demo';

/** The broadband test states of POST /__control/customers (issue 17): copies of postpay with fibre. */
export const BROADBAND_STATES = ['fibre', 'fibre-booked'] as const;
export type BroadbandState = (typeof BROADBAND_STATES)[number];

/** Not a scrypt hash, so no password ever verifies against it (social users sign in socially). */
const NO_PASSWORD = '!social';

export interface NewCustomer {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

/** The sandbox's data: one SQLite database plus the demo data that lives in it. */
export class Store {
  readonly db: Db;
  readonly users: UserStore;
  readonly customers: CustomerStore;
  readonly account: AccountStore;
  readonly eshop: EshopStore;
  readonly addresses: CustomerAddressStore;
  readonly setupIntents: SetupIntentStore;
  readonly cards: CardStore;
  readonly transactions: TransactionStore;
  readonly accountPayments: AccountPaymentStore;
  readonly money: MoneyStore;
  readonly usage: UsageEngine;
  readonly sim: SimStore;
  readonly families: FamilyStore;
  readonly onboarding: OnboardingStore;
  readonly porting: PortingStore;
  readonly broadband: BroadbandOrderStore;

  /** scrypt cost of the demo password's hash: Node's default, or TEST_MODE_N in a test-mode sandbox. */
  private readonly demoCost: number | undefined;

  constructor(
    file: string,
    private readonly clock: Clock,
    opts: { testMode?: boolean } = {},
  ) {
    this.demoCost = opts.testMode ? TEST_MODE_N : undefined;
    this.db = openDb(file);
    this.users = new UserStore(this.db);
    this.customers = new CustomerStore(this.db);
    this.account = new AccountStore(this.db);
    this.eshop = new EshopStore(this.db, clock);
    this.addresses = new CustomerAddressStore(this.db);
    this.cards = this.eshop.cards;
    this.transactions = this.eshop.transactions;
    this.accountPayments = this.eshop.accountPayments;
    this.money = this.eshop.money;
    this.usage = this.eshop.usage;
    this.setupIntents = new SetupIntentStore(this.db, clock, this.cards);
    this.sim = new SimStore(this.db, clock);
    this.families = new FamilyStore(this.db, clock, this.transactions, this.cards);
    this.onboarding = new OnboardingStore(this.db, clock, this.usage, this.money, this.transactions);
    this.porting = new PortingStore(this.db, clock);
    this.broadband = new BroadbandOrderStore(this.db, clock, this.eshop, this.money);
    // A paid broadband order (docs/broadband-contract.md §2.3): its service and order are on their way.
    this.eshop.broadbandPaid = (paid) => this.broadband.paid(paid);
    // An activation's payment (docs/onboarding-contract.md §2.2) is an add-on intent the activation holds.
    const addonPurchase = this.accountPayments.addonPurchase;
    this.accountPayments.addonPurchase = (intentId, paid, at) => this.onboarding.intentSettled(intentId, paid) ?? addonPurchase(intentId, paid, at);
    this.onboarding.swapInto = (replaced, simId) => this.swapInto(replaced, simId);
    this.eshop.productMade = (made) => {
      this.onboarding.recordShopSim(made.productUuid, made.customerUuid, made.plan);
      if (made.porting) {
        try {
          this.porting.start(made.customerUuid, made.productUuid, made.porting);
        } catch (err) {
          console.error(`sandbox: the port of an order line did not start: ${err instanceof Error ? err.message : 'unknown error'}`);
        }
      }
    };
  }

  /** A SIM swap adoption's end (docs/onboarding-contract.md §2.2): the replaced product takes the SIM, its old SIM is retired. */
  private swapInto(replacedProductUuid: string, simId: string): void {
    const sim = this.sim.inventory(simId);
    const old = this.db.prepare('SELECT sim_id FROM mobile_products WHERE uuid = ?').get(replacedProductUuid) as { sim_id: string } | undefined;
    if (!sim || !old) return;
    const at = this.clock.nowNanos();
    this.db.prepare("UPDATE sim_inventory SET state = 'RETIRED', changed_at_nanos = ? WHERE sim_id = ?").run(at, old.sim_id);
    this.db.prepare("UPDATE mobile_products SET sim_id = ?, imsi = ?, puk = ?, sim_disabled = 0, sim_disable_reason = '' WHERE uuid = ?")
      .run(sim.sim_id, sim.imsi, sim.puk, replacedProductUuid);
  }

  /** Adds whatever demo data is missing; a seeded database is left as it is. */
  async seed(): Promise<void> {
    // The catalogue first: the demo's usage history reads its allowances.
    seedCatalog(this.db);
    this.usage.forgetCatalogue();
    const missing = DEMO_ACCOUNTS.filter((a) => !this.users.byLogin(a.email));
    const hashes = await Promise.all(missing.map((a) => demoPasswordHash(a.email, DEMO_PASSWORD, this.demoCost)));
    missing.forEach((account, i) => {
      // Checked again after the await: a concurrent seed may have written it meanwhile.
      if (this.users.byLogin(account.email)) return;
      insertAccount(this.db, account, { passwordHash: hashes[i] ?? '', nowMs: this.clock.now() });
    });
    // A database kept from before the e-shop (issue 11) gets the demo delivery addresses (payment history) too.
    for (const account of DEMO_ACCOUNTS) {
      account.customers.forEach((c, i) => {
        const uuid = uuidFor(`seed:${account.email}:customer:${i}`);
        if (!this.customers.get(uuid)) return;
        const id = (key: string) => uuidFor(`seed:${account.email}:customer:${i}:${key}`);
        if (c.addresses) insertAddresses(this.db, uuid, c.addresses, id, this.clock.now());
        insertTransactions(this.db, { ...c, uuid }, id, this.clock.now());
        insertMoney(this.db, { ...c, uuid }, id, this.clock.now());
        insertUsage(this.db, this.customers.mobileProducts(uuid).map((p) => ({ uuid: p.UUID })), this.clock.now());
        for (const p of this.customers.mobileProducts(uuid)) insertSimReports(this.db, p.UUID, this.clock.now());
        for (const p of c.products) setDemoPuk(this.db, p.simId, p.puk ?? pukFor(p.simId));
      });
    }
    seedSim(this.db);
    const put = this.db.prepare('INSERT OR IGNORE INTO remote_config (key, value) VALUES (?, ?)');
    for (const [key, value] of Object.entries(DEMO_REMOTE_CONFIG)) put.run(key, value);
    seedHelp(this.db, this.clock.now());
    seedVouchers(this.db, this.clock.nowNanos());
    seedBroadband(this.db);
    seedFamilies(this.db, this.families, this.transactions, this.clock.now());
    seedOnboarding(this.db, this.onboarding, this.clock.nowNanos());
    // postpay@example.com's fibre at 101 Lambton Quay, live for months (docs/broadband-contract.md §2.5).
    const postpay = uuidFor('seed:postpay@example.com:customer:0');
    const postpayCustomer = this.customers.get(postpay);
    if (postpayCustomer) seedFibreService(this.db, postpay, postpayCustomer.ExternalRef5, (key) => uuidFor(`seed:postpay@example.com:customer:0:${key}`), this.clock.now());
  }

  /**
   * A postpay customer owned by one test (docs/broadband-contract.md §2.6): `fibre` with an active
   * Fibre 300 service like postpay@example.com's; `fibre-booked` with a PAID fibre order at 17
   * Ponsonby Road whose scope visit is booked and install not yet.
   */
  async createBroadbandCustomer(state: BroadbandState, input: NewCustomer): Promise<{ email: string; password: string; customerUuids: string[] }> {
    const made = await this.createCustomer('postpay', input);
    const uuid = made.customerUuids[0] ?? '';
    const customer = this.customers.get(uuid);
    if (!customer) throw new Error('the postpay copy has no customer');
    if (state === 'fibre') {
      seedFibreService(this.db, uuid, customer.ExternalRef5, () => randomUUID(), this.clock.now());
    } else {
      bookedFibreOrder(this.db, this.eshop, this.broadband, {
        uuid, email: customer.Email, name: `${customer.FirstName} ${customer.LastName}`.trim(), phone: customer.MobileNumber,
      }, this.clock.now());
    }
    return made;
  }

  async reset(): Promise<void> {
    this.db.transaction(() => {
      for (const table of TABLES_IN_DELETE_ORDER) this.db.prepare(`DELETE FROM ${table}`).run();
    })();
    await this.seed();
  }

  /** A copy of a demo state owned by one test: new email, identifiers and numbers. */
  async createCustomer(
    state: DemoState,
    input: NewCustomer,
  ): Promise<{ email: string; password: string; customerUuids: string[] }> {
    const template = DEMO_ACCOUNTS.find((a) => a.state === state);
    if (!template) throw new Error(`unknown demo state ${state}`);
    const email = input.email ?? `e2e-${randomBytes(6).toString('hex')}@example.com`;
    const password = input.password ?? DEMO_PASSWORD;
    // A test's copy of a demo state keeps the demo password: its hash costs as the demo's do.
    const passwordHash = password === DEMO_PASSWORD ? await hashPassword(password, this.demoCost) : await hashPassword(password);
    const { customerUuids } = insertAccount(this.db, template, {
      passwordHash,
      nowMs: this.clock.now(),
      fresh: { email, firstName: input.firstName, lastName: input.lastName },
    });
    return { email, password, customerUuids };
  }

  /**
   * A families demo owned by one test (docs/families-contract.md §2.5): fresh copies of the six
   * families accounts, their groups, the route, and a pending invite to the fresh invitee (its
   * message to `linkBase/{code}`). Answers each account and the identifiers.
   */
  async freshFamilies(linkBase: string): Promise<{
    accounts: Record<'family' | 'moana' | 'tipene' | 'invitee' | 'payer' | 'child', { email: string; password: string; customerUuid: string; productUuid: string }>;
    customerGroup: string; mobileGroup: string; invite: string; inviteCode: string; route: string;
  }> {
    const states = ['family', 'moana', 'tipene', 'invitee', 'payer', 'child'] as const;
    const made = await Promise.all(states.map((state) => this.createCustomer(state, {})));
    const entries = states.map((state, i) => {
      const m = made[i];
      const customerUuid = m?.customerUuids[0] ?? '';
      const productUuid = this.customers.mobileProducts(customerUuid).find((p) => p.Status === 4)?.UUID ?? '';
      return [state, { email: m?.email ?? '', password: m?.password ?? '', customerUuid, productUuid }] as const;
    });
    const accounts = Object.fromEntries(entries) as Record<(typeof states)[number], { email: string; password: string; customerUuid: string; productUuid: string }>;
    const people: FamilyPeople = {
      family: accounts.family.customerUuid, moana: accounts.moana.customerUuid, tipene: accounts.tipene.customerUuid,
      invitee: accounts.invitee.customerUuid, payer: accounts.payer.customerUuid, child: accounts.child.customerUuid,
      familyProduct: accounts.family.productUuid, moanaProduct: accounts.moana.productUuid,
    };
    const ids = { customerGroup: randomUUID(), mobileGroup: randomUUID(), invite: randomUUID(), route: randomUUID(), id: () => randomUUID() };
    buildFamilies(this.db, this.families, this.transactions, people, ids, this.clock.now());
    const inviteCode = inviteToGroup(this.families, people, ids, accounts.invitee.email, this.clock.now(), linkBase);
    return { accounts, customerGroup: ids.customerGroup, mobileGroup: ids.mobileGroup, invite: ids.invite, inviteCode, route: ids.route };
  }

  /**
   * The user of a social identity (login `<PROVIDER>:<subject>`, no password), created on its
   * first sign-in as a copy of the prepay demo account so it lands on a working profile.
   */
  async socialUser(
    provider: string,
    identity: { sub: string; email: string; givenName: string; familyName: string },
  ): Promise<AuthUser> {
    const login = `${provider}:${identity.sub}`;
    const existing = this.users.byLogin(login);
    if (existing) return existing;
    const template = DEMO_ACCOUNTS.find((a) => a.state === 'prepay');
    if (!template) throw new Error('no prepay demo account');
    const email = identity.email || `${identity.sub}@social.invalid`;
    const { authUserUuid, customerUuids } = insertAccount(this.db, template, {
      passwordHash: NO_PASSWORD,
      nowMs: this.clock.now(),
      fresh: { email: login, firstName: identity.givenName || undefined, lastName: identity.familyName || undefined },
    });
    this.db.transaction(() => {
      this.db.prepare('UPDATE auth_users SET email = ?, email_verified = 1, identity_provider = ? WHERE uuid = ?').run(email, provider, authUserUuid);
      for (const uuid of customerUuids) this.db.prepare('UPDATE customers SET email = ?, email_verified = 1 WHERE uuid = ?').run(email, uuid);
    })();
    const user = this.users.byUuid(authUserUuid);
    if (!user) throw new Error('social user vanished');
    return user;
  }

  /**
   * A self-service sign-up: a new auth user with one customer account and nothing on it yet
   * (no products, cards or routes, and no mobile number: sign-up asks for none, so the checkout
   * has none to fill in, issue 28 item 6); the email is unverified unless an identity link vouched for it.
   */
  async signUp(input: { email: string; password: string; firstName: string; lastName: string; emailVerified: boolean }): Promise<{ customerUuids: string[] }> {
    const template = DEMO_ACCOUNTS.find((a) => a.state === 'new');
    if (!template) throw new Error('the demo data has no "new" account');
    const account = { ...template, emailVerified: input.emailVerified, customers: template.customers.map((c) => ({ ...c, products: [], cards: [], routes: [] })) };
    const { customerUuids } = insertAccount(this.db, account, {
      passwordHash: await hashPassword(input.password),
      nowMs: this.clock.now(),
      fresh: { email: input.email, firstName: input.firstName, lastName: input.lastName, mobile: '' },
    });
    return { customerUuids };
  }

  close(): void {
    this.db.close();
  }
}

export { DEMO_PASSWORD, DEMO_STATES, type DemoState } from './seed';
