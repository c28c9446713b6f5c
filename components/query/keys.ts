/**
 * Every react-query key of the account area, per domain, in one place. A mutation invalidates
 * the keys of what it changed (e.g. removing a card: `queryKeys.cards.all`); a product switch
 * invalidates `queryKeys.all` (every section reads the current product).
 */
export const queryKeys = {
  all: ['account'] as const,
  cards: {
    all: ['account', 'cards'] as const,
  },
  payments: {
    all: ['account', 'payments'] as const,
    page: (page: number) => ['account', 'payments', page] as const,
  },
  addresses: {
    all: ['account', 'addresses'] as const,
  },
  products: {
    all: ['account', 'products'] as const,
  },
  // Money (docs/money-contract.md §3): a payment, voucher or promo code invalidates `money.all`.
  money: {
    all: ['account', 'money'] as const,
  },
  balance: {
    all: ['account', 'money', 'balance'] as const,
  },
  topUp: {
    status: (intentId: string) => ['account', 'money', 'top-up', intentId] as const,
  },
  autoTopUp: {
    all: ['account', 'money', 'auto-top-up'] as const,
  },
  invoices: {
    all: ['account', 'money', 'invoices'] as const,
    page: (page: number) => ['account', 'money', 'invoices', 'page', page] as const,
    one: (number: string) => ['account', 'money', 'invoices', 'one', number] as const,
  },
  receipts: {
    all: ['account', 'money', 'receipts'] as const,
    page: (page: number) => ['account', 'money', 'receipts', 'page', page] as const,
    one: (number: string) => ['account', 'money', 'receipts', 'one', number] as const,
  },
  billingCycle: {
    all: ['account', 'money', 'billing-cycle'] as const,
  },
  spend: {
    all: ['account', 'money', 'spend'] as const,
  },
  // Mobile home (docs/mobile-contract.md §3): an add-on purchase, a plan change or an auto-renew
  // switch invalidates `usage.all`, `plans.all`, `addons.all` and `money.all` (the credit and the
  // bill change with them); a product type transfer invalidates `all`.
  usage: {
    all: ['account', 'usage'] as const,
    summary: ['account', 'usage', 'summary'] as const,
    charges: (q: { from?: string; to?: string; types?: readonly string[] }) => ['account', 'usage', 'charges', q.from ?? '', q.to ?? '', (q.types ?? []).join(',')] as const,
    histogram: (type: 'data' | 'voice') => ['account', 'usage', 'histogram', type] as const,
  },
  plans: {
    all: ['account', 'plans'] as const,
  },
  addons: {
    all: ['account', 'addons'] as const,
  },
  usageAlerts: {
    all: ['account', 'usage-alerts'] as const,
  },
  productType: {
    dryRun: (to: 'prepay' | 'postpay') => ['account', 'product-type', to] as const,
  },
  // SIM (docs/sim-contract.md §3): a settings or roaming save invalidates `sim.settings` / `sim.roaming`;
  // a swap, number change, disable or enable invalidates `sim.all` and `products.all` (the number
  // and the SIM show everywhere); a call-security change invalidates `sim.security`.
  sim: {
    all: ['account', 'sim'] as const,
    settings: ['account', 'sim', 'settings'] as const,
    roaming: ['account', 'sim', 'roaming'] as const,
    status: ['account', 'sim', 'status'] as const,
    details: ['account', 'sim', 'details'] as const,
    numbers: (page: number) => ['account', 'sim', 'numbers', page] as const,
    security: {
      all: ['account', 'sim', 'security'] as const,
      settings: ['account', 'sim', 'security', 'settings'] as const,
      lists: ['account', 'sim', 'security', 'lists'] as const,
      reports: (page: number) => ['account', 'sim', 'security', 'reports', page] as const,
    },
  },
  // Families and payers (docs/families-contract.md §3): a leave, a removal or an accepted invite
  // invalidates `families.groups(kind)` and `families.invites(kind)`; any billing-route change
  // invalidates `families.routes.all` and `money.all` (what is left to bill to the account).
  families: {
    all: ['account', 'families'] as const,
    groups: (kind: 'customer' | 'mobile') => ['account', 'families', 'groups', kind] as const,
    invites: (kind: 'customer' | 'mobile') => ['account', 'families', 'invites', kind] as const,
    invite: (token: string) => ['account', 'families', 'invite', token] as const,
    routes: {
      all: ['account', 'families', 'routes'] as const,
      list: ['account', 'families', 'routes', 'list'] as const,
      requests: ['account', 'families', 'routes', 'requests'] as const,
      request: (code: string) => ['account', 'families', 'routes', 'requests', code] as const,
    },
  },
  // Onboarding (docs/onboarding-contract.md §3.1): an adoption invalidates `onboarding.sims` and
  // `products.all`; an activation that reaches ready invalidates `all` (the new number everywhere).
  onboarding: {
    all: ['account', 'onboarding'] as const,
    sims: ['account', 'onboarding', 'sims'] as const,
    setup: (productId: string) => ['account', 'onboarding', 'sims', productId] as const,
    progress: (productId: string) => ['account', 'onboarding', 'sims', productId, 'progress'] as const,
    link: (code: string) => ['account', 'onboarding', 'link', code] as const,
  },
  // Number porting (§3.2): start, retry, cancel and resend invalidate `porting.one(productId)`.
  porting: {
    all: ['account', 'porting'] as const,
    one: (productId: string | null) => ['account', 'porting', productId ?? 'current'] as const,
    check: (number: string) => ['account', 'porting', 'check', number] as const,
  },
  // Broadband (docs/broadband-contract.md §3): a booking invalidates `broadband.orders` and
  // `broadband.services`; a plan change or choosing the current service invalidates `broadband.services`.
  broadband: {
    all: ['account', 'broadband'] as const,
    addresses: (q: string) => ['account', 'broadband', 'addresses', q] as const,
    availability: (provider: string, idx: string) => ['account', 'broadband', 'availability', provider, idx] as const,
    plans: (provider: string, idx: string, type: string) => ['account', 'broadband', 'plans', provider, idx, type] as const,
    modems: (type: string) => ['account', 'broadband', 'modems', type] as const,
    cart: (uuid: string | null) => ['account', 'broadband', 'cart', uuid ?? 'newest'] as const,
    orders: ['account', 'broadband', 'orders'] as const,
    order: (orderId: string) => ['account', 'broadband', 'orders', orderId] as const,
    slots: (orderId: string, visit: string) => ['account', 'broadband', 'orders', orderId, 'slots', visit] as const,
    services: ['account', 'broadband', 'services'] as const,
    servicePlans: (serviceId: string) => ['account', 'broadband', 'services', serviceId, 'plans'] as const,
  },
} as const;
