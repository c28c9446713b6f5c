import type { CatalogError, OfferView, Phrase, PlanTheme } from '@/lib/catalog/types';

/** Our camel-case fibre shapes; pages never see the upstream's field names. */

export type FibrePlanView = {
  uuid: string;
  catalogUuid: string;
  availabilityUuid: string;
  name: string;
  description: string;
  available: boolean;
  priority: number;
  /** A month's price now: the offer price while an offer runs. */
  priceCents: number;
  /** Present only when a discount applies. */
  originalPriceCents?: number;
  offer: OfferView | null;
  downBps?: number;
  upBps?: number;
  /** 'Up to 300Mbps down / 100Mbps up'; null when the plan names no speed. */
  speed: Phrase | null;
  data: Phrase;
  term: Phrase;
  theme: PlanTheme;
};

export type ModemView = {
  uuid: string;
  itemUuid: string;
  name: string;
  description: string;
  /** "the Price attribute becomes the price" (cents; 0 when it has none). */
  priceCents: number;
  maxSpeedBps?: number;
  /** The other attributes with a value, by name ("empty-valued attributes are dropped"). */
  attributes: Readonly<Record<string, string>>;
};

/** A fibre plan with the modem that suits it (none when the e-shop has no modem). */
export type FibrePackage = { plan: FibrePlanView; modem: ModemView | null };

export type FibrePlansResult = { ok: true; plans: FibrePlanView[] } | { ok: false; error: CatalogError };
export type ModemsResult = { ok: true; modems: ModemView[] } | { ok: false; error: CatalogError };
