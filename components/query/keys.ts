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
} as const;
