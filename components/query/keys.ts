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
} as const;
