/**
 * The demo data: one auth user per account state the specs name, all with the password
 * DEMO_PASSWORD. Times are relative (days ago / days ahead) so the data never goes stale.
 * `POST /__control/customers` copies one of these with fresh numbers and a new email.
 */
export const DEMO_PASSWORD = 'Demo-Pass-2026';

export const DEMO_STATES = [
  'prepay',
  'postpay',
  'payg',
  'unverified',
  'suspended',
  'nocard',
  'noplan',
  'multi',
  'new',
  // Families and payers (issue 15): a family group, its members, an invitee, a payer and the child they pay for.
  'family',
  'moana',
  'tipene',
  'invitee',
  'payer',
  'child',
  // Broadband balance (issue 30): a customer with a fibre service and no mobile product.
  'fibre-only',
] as const;
export type DemoState = (typeof DEMO_STATES)[number];

export interface DemoAddon {
  name: string;
  priceCents: number;
  basePlan: boolean;
  allowAutoRenew: boolean;
  autoRenew: boolean;
  ageDays: number;
  /** Days until it lapses; 0 for never (casual rates). */
  expiresInDays: number;
  /** Ended that many days ago (issue 13: payg's casual rates are gone); it stays in the product's list, expired. */
  endedDaysAgo?: number;
}

export interface DemoProduct {
  msisdn: string;
  simId: string;
  imsi: string;
  /** Spec §4: below 4 or no billing reference = Not Activated, 4 = active. */
  status: number;
  billing: 'prepay' | 'postpay' | 'payg' | null;
  ageDays: number;
  mainBalCreditCents?: number;
  dataRolloverAllowed: boolean;
  totals: { dataMB: number; sms: number; mms: number; voiceMinutes: number };
  addons: DemoAddon[];
  /** Issue 13: the current period's data used at seeding, in MB (the generator's sessions scaled to it). */
  dataUsedInPeriodMb?: number;
  /** Issue 14: the SIM's PUK; absent: a fixed one derived from the SIM ID (store/sim.ts pukFor). */
  puk?: string;
}

export interface DemoCard {
  type: 'Visa' | 'Mastercard';
  last4: string;
  expiryMonth: number;
  yearsAhead: number;
  rank: number;
  /** Expires at the end of the month the data is seeded in (New Zealand time): 'Expires soon'. */
  expiresThisMonth?: boolean;
}

/** A payment transaction (GET /v2/customer/{uuid}/charges), `card` the Rank of the card that paid. */
export interface DemoTransaction {
  daysAgo: number;
  status: string;
  amountCents: number;
  description: string;
  card?: number;
}

export interface DemoRoute {
  type: 'parent' | 'child';
  name: string;
  description: string;
  /** Cents. */
  spendLimit: number;
  spendCycle: number;
  spendCycleCount: number;
  remaining: number;
  /** The other side's name (a one-sided route has no customer there); absent: the route's name. */
  otherName?: string;
}

export interface DemoCustomer {
  firstName: string;
  lastName: string;
  accountNo: string;
  mobile: string;
  suspended: boolean;
  products: DemoProduct[];
  cards: DemoCard[];
  routes: DemoRoute[];
  /** CanInvite / CanRequest of the billing routes (absent: both true). */
  canInvite?: boolean;
  canRequest?: boolean;
  /** Saved delivery addresses: LocationProviderIDX of store/location.ts and Rank, in table order. */
  addresses?: { idx: string; rank: number }[];
  transactions?: DemoTransaction[];
  /** Closed monthly invoices before the OPEN one (docs/money-contract.md §2.8); the Rank 1 card paid them. */
  bills?: DemoBill[];
  /** Issue 30: an active postpay Fibre 300 service at 101 Lambton Quay (store/broadband-demo.ts), written before the bills so they charge it. */
  fibre?: boolean;
}

/** A closed monthly invoice: the plan, usage beyond it, some months an add-on bought. */
export interface DemoBill {
  /** 1: the month before this one. */
  monthsAgo: number;
  usageCents: number;
  addon: boolean;
  state: 'PAID' | 'VOID' | 'OVERDUE';
  /** OVERDUE: what was paid of it (the rest remains). */
  paidCents?: number;
}

export interface DemoAccount {
  state: DemoState;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  emailVerified: boolean;
  customers: DemoCustomer[];
}

// Held long enough that the generator's 60 days of usage all fall under the plan (docs/mobile-contract.md §2.8).
const prepayPack: DemoAddon = { name: '$30 Prepay Value Pack', priceCents: 3000, basePlan: true, allowAutoRenew: true, autoRenew: true, ageDays: 74, expiresInDays: 12 };
/** prepay@example.com's plan: 2 GB, 100 minutes, unlimited texts for 7 days; the current period started 4 days ago. */
const weeklyPlan: DemoAddon = { name: '$12 Weekly Plan', priceCents: 1200, basePlan: true, allowAutoRenew: true, autoRenew: true, ageDays: 95, expiresInDays: 3 };
const dataBoost: DemoAddon = { name: '2GB Data Boost', priceCents: 1000, basePlan: false, allowAutoRenew: false, autoRenew: false, ageDays: 3, expiresInDays: 4 };
const postpayPlan: DemoAddon = { name: '$55 Postpay Essentials Plan', priceCents: 5500, basePlan: true, allowAutoRenew: true, autoRenew: true, ageDays: 80, expiresInDays: 10 };
const intlMinutes: DemoAddon = { name: '100 International Minutes', priceCents: 1500, basePlan: false, allowAutoRenew: true, autoRenew: true, ageDays: 80, expiresInDays: 10 };
/** Gone 70 days ago: payg@example.com has no plan and pays casual rates ("You have no active plans"). */
const casualRates: DemoAddon = { name: 'Pay As You Go Casual Rates', priceCents: 0, basePlan: true, allowAutoRenew: false, autoRenew: false, ageDays: 150, expiresInDays: 0, endedDaysAgo: 70 };

const prepayTotals = { dataMB: 8192, sms: 5000, mms: 100, voiceMinutes: 500 };
const weeklyTotals = { dataMB: 2048, sms: 0, mms: 0, voiceMinutes: 100 };
const postpayTotals = { dataMB: 15360, sms: 10000, mms: 500, voiceMinutes: 2000 };

const visa = (rank: number): DemoCard => ({ type: 'Visa', last4: '4242', expiryMonth: 8, yearsAhead: 2, rank });
const mastercard = (rank: number): DemoCard => ({ type: 'Mastercard', last4: '4444', expiryMonth: 3, yearsAhead: 3, rank });

/** Every status the upstream writes, once each (docs/account-contract.md §2.4). */
const EVERY_STATUS = [
  'REFUNDED', 'PARTIALLY REFUNDED', 'COMPLETED', 'NEEDS AUTHORIZATION', 'FAILED', 'DECLINED', 'CANCELLED',
  'PAYMENT METHOD REQUIRED', 'PAYMENT METHOD INVALID', 'PAYMENT METHOD EXPIRED', 'NO FUNDS', 'PENDING', 'DISPUTED',
];
const PREPAY_BUYS: readonly [string, number][] = [['$30 Prepay Value Pack', 3000], ['2GB Data Boost', 1000], ['Top-up', 2000], ['100 International Minutes', 1500]];

/** 32 payments over the last half year, newest first: every status once between COMPLETED ones; the Mastercard paid every fourth. */
const prepayHistory: DemoTransaction[] = Array.from({ length: 32 }, (_, i) => {
  const [description, amountCents] = PREPAY_BUYS[i % PREPAY_BUYS.length] ?? ['Top-up', 2000];
  const status = i % 2 === 1 ? (EVERY_STATUS[(i - 1) / 2] ?? 'COMPLETED') : 'COMPLETED';
  return { daysAgo: 1.25 + i * 5.5, status, amountCents, description, card: i % 4 === 3 ? 2 : 1 };
});

/** USAGE_BEYOND_PLAN[k - 1]: the usage charged beyond the plan k months ago. */
const USAGE_BEYOND_PLAN = [1820, 0, 430, 2150, 0, 910, 0, 560, 1280, 0, 340, 0];
/**
 * Twelve closed months: the latest OVERDUE ($55.00 plan + $18.20 usage, $25.00 paid: $48.20
 * remains), one VOID, ten PAID; the International Minutes add-on bought some months.
 */
const postpayBills: DemoBill[] = USAGE_BEYOND_PLAN.map((usageCents, i) => {
  const monthsAgo = i + 1;
  const state = monthsAgo === 1 ? 'OVERDUE' : monthsAgo === 7 ? 'VOID' : 'PAID';
  return { monthsAgo, usageCents, addon: [2, 5, 10].includes(monthsAgo), state, ...(monthsAgo === 1 ? { paidCents: 2500 } : {}) };
});

/** fibre-only@example.com's bills: three months of Fibre 300 ($79.00 each), the last one OVERDUE and unpaid. */
const fibreBills: DemoBill[] = [
  { monthsAgo: 3, usageCents: 0, addon: false, state: 'PAID' },
  { monthsAgo: 2, usageCents: 0, addon: false, state: 'PAID' },
  { monthsAgo: 1, usageCents: 0, addon: false, state: 'OVERDUE' },
];

function activePrepay(msisdn: string, simId: string, imsi: string, extra: Partial<DemoProduct> = {}): DemoProduct {
  return {
    msisdn, simId, imsi, status: 4, billing: 'prepay', ageDays: 200, mainBalCreditCents: 1250,
    dataRolloverAllowed: true, totals: prepayTotals, addons: [prepayPack, dataBoost], ...extra,
  };
}

function activePostpay(msisdn: string, simId: string, imsi: string): DemoProduct {
  return {
    msisdn, simId, imsi, status: 4, billing: 'postpay', ageDays: 400,
    dataRolloverAllowed: false, totals: postpayTotals, addons: [postpayPlan, intlMinutes],
  };
}

const employerRoute: DemoRoute = {
  type: 'parent', name: 'Kauri Logistics work phone', description: 'Monthly plan paid by Kauri Logistics',
  spendLimit: 10000, spendCycle: 1, spendCycleCount: 1, remaining: 6450, otherName: 'Kauri Logistics',
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    state: 'prepay', email: 'prepay@example.com', firstName: 'Aroha', lastName: 'Ngata', mobile: '0215550101', emailVerified: true,
    customers: [{
      firstName: 'Aroha', lastName: 'Ngata', accountNo: '50010001', mobile: '0215550101', suspended: false,
      products: [
        // A SIM bought but not yet activated: older, so it sorts first and must be skipped.
        { msisdn: '64215550199', simId: '89640500000000001901', imsi: '530050000001901', status: 1, billing: null, ageDays: 300,
          dataRolloverAllowed: false, totals: { dataMB: 0, sms: 0, mms: 0, voiceMinutes: 0 }, addons: [] },
        activePrepay('64215550101', '89640500000000001011', '530050000001011', { totals: weeklyTotals, addons: [weeklyPlan], dataUsedInPeriodMb: 819, puk: '12345678' }),
      ],
      cards: [visa(1), { ...mastercard(2), expiresThisMonth: true }],
      routes: [],
      // Rank 2 first in the table, so a list that forgets to sort by Rank shows it.
      addresses: [{ idx: '3000008', rank: 2 }, { idx: '3000002', rank: 1 }],
      transactions: prepayHistory,
    }],
  },
  {
    state: 'postpay', email: 'postpay@example.com', firstName: 'James', lastName: 'Wilson', mobile: '0275550202', emailVerified: true,
    customers: [{
      firstName: 'James', lastName: 'Wilson', accountNo: '50010002', mobile: '0275550202', suspended: false,
      products: [activePostpay('64275550202', '89640500000000002021', '530050000002021')],
      cards: [visa(1)],
      routes: [employerRoute],
      bills: postpayBills,
    }],
  },
  {
    state: 'payg', email: 'payg@example.com', firstName: 'Mei', lastName: 'Chen', mobile: '0225550303', emailVerified: true,
    customers: [{
      firstName: 'Mei', lastName: 'Chen', accountNo: '50010003', mobile: '0225550303', suspended: false,
      products: [{
        msisdn: '64225550303', simId: '8964050000000000303', imsi: '530050000003031', status: 4, billing: 'payg', ageDays: 150,
        mainBalCreditCents: 740, dataRolloverAllowed: false, totals: { dataMB: 0, sms: 0, mms: 0, voiceMinutes: 0 }, addons: [casualRates],
      }],
      cards: [mastercard(1)],
      routes: [],
    }],
  },
  {
    state: 'unverified', email: 'unverified@example.com', firstName: 'Liam', lastName: 'Patel', mobile: '0215550404', emailVerified: false,
    customers: [{
      firstName: 'Liam', lastName: 'Patel', accountNo: '50010004', mobile: '0215550404', suspended: false,
      products: [activePrepay('64215550404', '89640500000000004041', '530050000004041')],
      cards: [visa(1)],
      routes: [],
    }],
  },
  {
    state: 'suspended', email: 'suspended@example.com', firstName: 'Hemi', lastName: 'Walker', mobile: '0275550505', emailVerified: true,
    customers: [{
      firstName: 'Hemi', lastName: 'Walker', accountNo: '50010005', mobile: '0275550505', suspended: true,
      products: [activePostpay('64275550505', '89640500000000005051', '530050000005051')],
      cards: [visa(1)],
      routes: [employerRoute],
    }],
  },
  {
    state: 'nocard', email: 'nocard@example.com', firstName: 'Mere', lastName: 'Parata', mobile: '0225550606', emailVerified: true,
    customers: [{
      firstName: 'Mere', lastName: 'Parata', accountNo: '50010006', mobile: '0225550606', suspended: false,
      products: [activePrepay('64225550606', '89640500000000006061', '530050000006061')],
      cards: [],
      // She pays for her son's phone (a child route); nobody pays for hers.
      routes: [{ type: 'child', name: "Nikau's phone", description: 'Top-ups for Nikau', spendLimit: 2000, spendCycle: 1, spendCycleCount: 1, remaining: 2000, otherName: 'Nikau Parata' }],
    }],
  },
  {
    state: 'noplan', email: 'noplan@example.com', firstName: 'Sophie', lastName: 'Taylor', mobile: '0215550707', emailVerified: true,
    customers: [{
      firstName: 'Sophie', lastName: 'Taylor', accountNo: '50010007', mobile: '0215550707', suspended: false,
      products: [activePrepay('64215550707', '89640500000000007071', '530050000007071', {
        mainBalCreditCents: 0, totals: { dataMB: 0, sms: 0, mms: 0, voiceMinutes: 0 }, addons: [],
      })],
      cards: [visa(1)],
      routes: [],
    }],
  },
  {
    state: 'multi', email: 'multi@example.com', firstName: 'Tama', lastName: 'Whānau', mobile: '0275550808', emailVerified: true,
    customers: [
      {
        firstName: 'Tama', lastName: 'Whānau', accountNo: '50010008', mobile: '0275550808', suspended: false,
        products: [activePrepay('64275550808', '89640500000000008081', '530050000008081')],
        cards: [visa(1)],
        routes: [],
      },
      {
        firstName: 'Tama Builders', lastName: 'Ltd', accountNo: '50010009', mobile: '0275550909', suspended: false,
        products: [activePostpay('64275550909', '89640500000000009091', '530050000009091')],
        cards: [mastercard(1)],
        routes: [],
      },
    ],
  },
  {
    state: 'new', email: 'new@example.com', firstName: 'Rawiri', lastName: 'Henare', mobile: '0225551010', emailVerified: true,
    customers: [{
      firstName: 'Rawiri', lastName: 'Henare', accountNo: '50010010', mobile: '0225551010', suspended: false,
      products: [], cards: [], routes: [],
    }],
  },
  // Families and payers (issue 15, docs/families-contract.md §2.4): the groups, the invite and the
  // route between these accounts are written by store/families-seed.ts once all of them exist.
  familyAccount('family', 'Wiremu', 'Rangi', '50010011', '0215551111', { cards: [visa(1)] }),
  familyAccount('moana', 'Moana', 'Rangi', '50010012', '0215551112', { cards: [visa(1)] }),
  familyAccount('tipene', 'Tipene', 'Rangi', '50010013', '0215551113', { cards: [mastercard(1)] }),
  familyAccount('invitee', 'Kiri', 'Tane', '50010014', '0215551114', { cards: [visa(1)] }),
  {
    state: 'payer', email: 'payer@example.com', firstName: 'Hana', lastName: 'Kereama', mobile: '0275551115', emailVerified: true,
    customers: [{
      firstName: 'Hana', lastName: 'Kereama', accountNo: '50010015', mobile: '0275551115', suspended: false,
      products: [activePostpay('64275551115', '89640500000000011151', '530050000011151')],
      cards: [visa(1)],
      routes: [],
    }],
  },
  familyAccount('child', 'Tama', 'Kereama', '50010016', '0225551116', { cards: [], credit: 0, canInvite: false }),
  {
    // Issue 30: fibre only, no mobile product: signs in to the broadband tab, owes last month's fibre bill.
    state: 'fibre-only', email: 'fibre-only@example.com', firstName: 'Ngaio', lastName: 'Brown', mobile: '0275551117', emailVerified: true,
    customers: [{
      firstName: 'Ngaio', lastName: 'Brown', accountNo: '50010017', mobile: '0275551117', suspended: false,
      products: [],
      cards: [visa(1)],
      routes: [],
      fibre: true,
      bills: fibreBills,
    }],
  },
];

/** A prepay account of the families demo (issue 15): number 0…, SIM and IMSI from the account number. */
function familyAccount(state: DemoState, firstName: string, lastName: string, accountNo: string, mobile: string,
  opts: { cards: DemoCard[]; credit?: number; canInvite?: boolean }): DemoAccount {
  const tail = accountNo.slice(-5);
  return {
    state, email: `${state}@example.com`, firstName, lastName, mobile, emailVerified: true,
    customers: [{
      firstName, lastName, accountNo, mobile, suspended: false,
      products: [activePrepay(`64${mobile.slice(1)}`, `896405000000000${tail}`, `5300500000${tail}`, opts.credit === undefined ? {} : { mainBalCreditCents: opts.credit })],
      cards: opts.cards,
      routes: [],
      ...(opts.canInvite === false ? { canInvite: false } : {}),
    }],
  };
}

/** Remote-config parameters, strings as the remote-config service sends them. */
export const DEMO_REMOTE_CONFIG: Readonly<Record<string, string>> = {
  hide_prepay_balance_if_zero: 'true',
  hide_prepay_topup: 'true',
  afterpay_module: 'false',
  promo_code_menu: 'false',
  carryover: 'false',
  ufb_module: 'false',
  // The spec's default is 'Hotspot,MMS,Data,Voice,SMS'; the demo operator sends the order the portal ships (lib/flags/shipped.ts, issue 28 item 8).
  dashboard_widgets: 'Data,Voice,SMS,MMS,Hotspot',
};
