const S = 1000;
const M = 60 * S;
const H = 60 * M;

/**
 * Every cache lifetime of both specs, by name (portal-shop-onboarding.md §9,
 * account-management.md §9). "Cache clears data 1 s after expiry" is the LRU's purge.
 */
export const CACHE_LIFETIMES_MS = {
  dataEntities: 3 * M,
  lfcProducts: 3 * M,
  ufbPlans: 3 * M,
  helpArticles: 1 * H,
  helpCollections: 1 * H,
  helpSearch: 10 * M,
  planLists: 1 * M,
  deliveryAddresses: 30 * M,
  catalogue: 30 * M,
  fwaPlanAndModem: 300000,
  invoices: 5 * M,
  /** The "Cached 5 minutes" for receipts as for invoices. */
  receipts: 5 * M,
  paymentHistory: 5 * M,
  mapData: 5 * M,
  simSettings: 5 * M,
  roamingToggle: 5 * M,
  ufbPlansAndModems: 5 * M,
  userPlan: 10 * M,
  currentPlan: 10 * M,
  usage: 1 * H,
  dailyUsage: 1 * H,
  charges: 1 * H,
  bonuses: 1 * M,
  remoteConfig: 1 * M,
} as const;

export type CacheName = keyof typeof CACHE_LIFETIMES_MS;
