import 'server-only';
import type { Flags } from '@/lib/flags';
import type { RequestContext } from '@/lib/upstream/context';
import type { UpstreamError, UpstreamResult } from '@/lib/upstream/types';
import { getCustomer, listBillingRoutes, listCards, listMobileProducts } from './calls';
import { currentProduct, hasPaymentMethod, hasPlans, isEmailVerified, type GuardFacts } from './rules';
import type { BroadbandHolding, CardView, CustomerView, MobileProductView } from './types';

export type AccountSnapshot = {
  customerUuid: string;
  customer: CustomerView | null;
  products: MobileProductView[];
  current?: MobileProductView;
  /** The broadband services held (none when no broadband module is on, or no reader was given). */
  broadband: BroadbandHolding[];
  cards: CardView[];
  facts: GuardFacts;
};

const NO_BROADBAND: UpstreamResult<BroadbandHolding[]> = { ok: true, data: [], status: 200 };

export class AccountUnavailable extends Error {
  constructor(readonly cause: UpstreamError) {
    super(cause.message);
    this.name = 'AccountUnavailable';
  }
}

/**
 * Reads the broadband services a customer holds. Broadband is another domain (lib/broadband reads
 * this domain's calls), so the caller passes its reader in: `broadbandHoldings` of lib/broadband/account.
 */
export type BroadbandReader = (ctx: RequestContext, customerUuid: string) => Promise<UpstreamResult<BroadbandHolding[]>>;

/**
 * Everything the profile guard chain and the profile home need, in parallel. A failed customer
 * lookup counts as not suspended (§4); failed product or card reads are a real outage and
 * throw, so the page shows its error state with a retry instead of a wrong redirect. A failed
 * broadband read only matters to a customer whose mobile products have no add-ons (the guard
 * needs it then): it throws for them, and counts as none for the others.
 */
export async function loadAccount(ctx: RequestContext, customerUuid: string, flags: Flags, opts: { broadband?: BroadbandReader } = {}): Promise<AccountSnapshot> {
  const [customer, products, cards, routes, broadband] = await Promise.all([
    getCustomer(ctx, customerUuid),
    listMobileProducts(ctx, customerUuid),
    listCards(ctx, customerUuid),
    listBillingRoutes(ctx, customerUuid),
    opts.broadband ? opts.broadband(ctx, customerUuid) : NO_BROADBAND,
  ]);
  if (!products.ok) throw new AccountUnavailable(products.error);
  if (!cards.ok) throw new AccountUnavailable(cards.error);
  if (!broadband.ok && !hasPlans(products.data, [])) throw new AccountUnavailable(broadband.error);
  const held = broadband.ok ? broadband.data : [];
  const s = ctx.session;
  const c = customer.ok ? customer.data : null;
  const list = products.data;
  return {
    customerUuid,
    customer: c,
    products: list,
    current: currentProduct(list, s.productUuid),
    broadband: held,
    cards: cards.data,
    facts: {
      signedIn: true,
      emailVerified: isEmailVerified({ accountSays: Boolean(c?.emailVerified ?? s.emailVerified), email: c?.email ?? s.email ?? '', envFlag: flags.emailVerifiedOverride, identityProvider: s.identityProvider }),
      suspended: c?.suspended ?? false,
      // A failed routes read only matters for customers without cards; treat it as "none".
      hasPaymentMethod: hasPaymentMethod(cards.data, routes.ok ? routes.data : [], new Date()),
      hasAddons: hasPlans(list, held),
    },
  };
}
