import 'server-only';
import type { Flags } from '@/lib/flags';
import type { RequestContext } from '@/lib/upstream/context';
import type { UpstreamError } from '@/lib/upstream/types';
import { getCustomer, listBillingRoutes, listCards, listMobileProducts } from './calls';
import { currentProduct, hasPaymentMethod, isEmailVerified, type GuardFacts } from './rules';
import type { CardView, CustomerView, MobileProductView } from './types';

export type AccountSnapshot = {
  customerUuid: string;
  customer: CustomerView | null;
  products: MobileProductView[];
  current?: MobileProductView;
  cards: CardView[];
  facts: GuardFacts;
};

export class AccountUnavailable extends Error {
  constructor(readonly cause: UpstreamError) {
    super(cause.message);
    this.name = 'AccountUnavailable';
  }
}

/**
 * Everything the profile guard chain and the profile home need, in parallel. A failed customer
 * lookup counts as not suspended (§4); failed product or card reads are a real outage and
 * throw, so the page shows its error state with a retry instead of a wrong redirect.
 */
export async function loadAccount(ctx: RequestContext, customerUuid: string, flags: Flags): Promise<AccountSnapshot> {
  const [customer, products, cards, routes] = await Promise.all([
    getCustomer(ctx, customerUuid),
    listMobileProducts(ctx, customerUuid),
    listCards(ctx, customerUuid),
    listBillingRoutes(ctx, customerUuid),
  ]);
  if (!products.ok) throw new AccountUnavailable(products.error);
  if (!cards.ok) throw new AccountUnavailable(cards.error);
  const s = ctx.session;
  const c = customer.ok ? customer.data : null;
  const list = products.data;
  return {
    customerUuid,
    customer: c,
    products: list,
    current: currentProduct(list, s.productUuid),
    cards: cards.data,
    facts: {
      signedIn: true,
      emailVerified: isEmailVerified({ accountSays: Boolean(c?.emailVerified ?? s.emailVerified), email: c?.email ?? s.email ?? '', envFlag: flags.emailVerifiedOverride, identityProvider: s.identityProvider }),
      suspended: c?.suspended ?? false,
      // A failed routes read only matters for customers without cards; treat it as "none".
      hasPaymentMethod: hasPaymentMethod(cards.data, routes.ok ? routes.data : [], new Date()),
      hasAddons: list.some((p) => p.addons.length > 0),
    },
  };
}
