/**
 * The account area's money shapes as the BFF answers them (docs/account-contract.md §3). Our
 * camel-case; pages and components never see upstream field names.
 */

/** "An expired flag is computed from month and year"; 'expiring' = it expires at the end of this month (NZ time). */
export type CardState = 'valid' | 'expiring' | 'expired';

export type CardItem = {
  id: string;
  /** 'Visa', 'Mastercard', … as the upstream's CardType. */
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  isDefault: boolean;
  state: CardState;
};

/** Default first, then the upstream's Rank order. */
export type CardList = { cards: CardItem[] };

/** §4 "Payment history status shown to the user". */
export type ShownPaymentStatus = 'REFUNDED' | 'COMPLETED' | 'OTHERS' | 'FAILED' | 'DECLINED' | 'ACTION REQ' | 'PENDING' | 'UNKNOWN';

export type PaymentItem = {
  id: string;
  /** ISO 8601 instant. */
  createdAt: string;
  /** 'DD MMM YYYY @ HH:mm' in New Zealand time, e.g. '03 Nov 2026 @ 14:05'. */
  shownDate: string;
  amountCents: number;
  status: ShownPaymentStatus;
  /** The upstream's own status, e.g. 'PAYMENT METHOD EXPIRED'. */
  upstreamStatus: string;
  description: string;
  /** 'Visa •••• 4242', or '' when the upstream names no card. */
  method: string;
};

export type PageInfo = { page: number; pageSize: number; totalItems: number; totalPages: number };

export type PaymentHistory = { payments: PaymentItem[]; pageInfo: PageInfo };

/** POST /api/customer/payment-methods/setup answer (docs/account-contract.md §3): the SetupIntent's client secret, for the provider. */
export type CardSetup = { clientSecret: string };
