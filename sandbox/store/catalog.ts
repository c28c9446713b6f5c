import { CATALOG_CREATED_MS, CATALOG_SEED, CATALOG_UPDATED_MS, GATED_SEED, type SeedValue } from './catalog-seed';
import type { Db } from './db';
import { uuidFor } from './ids';

/** Wire shapes of the contract's "Catalogue" section, Pascal case as the upstream sends them. */
export interface CatalogAvailability {
  UUID: string;
  Available: boolean;
  Priority: number;
  RetailCents: number;
  RetailName: string;
  RetailDescription: string;
  ProductCatalogEntryUUID: string;
}

export interface CatalogPrice {
  ProductCatalogEntryUUID: string;
  ProductAvailabilityUUID: string;
  PriceCents: number;
  OriginalPriceCents: number;
  DiscountCents: number;
  DiscountUUID?: string;
  CreditCents: number;
  PeriodOffers: Array<{ Period: number; PriceCents: number }>;
}

export interface CatalogEntry {
  UUID: string;
  ProductType: string;
  Name: string;
  Description: string;
  cost: number;
  is_payg: boolean;
  is_fully_paid: boolean;
  RecurringRetailPrice: number;
  Characteristics: Array<{ Name: string; Value: SeedValue }>;
  DataRolloverAllowed: boolean;
  Availabilities: CatalogAvailability[];
  CreatedAtNanos: number;
  UpdatedAtNanos: number;
  PriceInfo: CatalogPrice;
}

interface EntryRow { uuid: string; product_type: string; name: string; description: string; is_payg: number; is_fully_paid: number; recurring_retail_cents: number; created_at_nanos: number; updated_at_nanos: number }
interface CharRow { entry_uuid: string; name: string; value_json: string }
interface AvailabilityRow { uuid: string; entry_uuid: string; available: number; priority: number; retail_cents: number; retail_name: string; retail_description: string }
interface OfferRow { entry_uuid: string; discount_uuid: string; discount_cents: number; credit_cents: number }

const NANOS_PER_MS = 1e6;
const CENTS_PER_DOLLAR = 100;
export const PREPAY_LIST_STATUS = 'prepay_list_status';

/**
 * Replaces the whole catalogue with the seed in one transaction: idempotent, picks up seed
 * changes on a kept database file, and puts the test switches back to normal.
 */
export function seedCatalog(db: Db): void {
  db.transaction(() => {
    for (const t of ['catalog_gated', 'catalog_offers', 'catalog_availabilities', 'catalog_characteristics', 'catalog_entries', 'catalog_settings']) db.prepare(`DELETE FROM ${t}`).run();
    const entry = db.prepare(`INSERT INTO catalog_entries (uuid, product_type, name, description, is_payg, is_fully_paid, recurring_retail_cents, position, created_at_nanos, updated_at_nanos)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const char = db.prepare('INSERT INTO catalog_characteristics (entry_uuid, name, value_json, position) VALUES (?, ?, ?, ?)');
    const availability = db.prepare(`INSERT INTO catalog_availabilities (uuid, entry_uuid, available, priority, retail_cents, retail_name, retail_description)
      VALUES (?, ?, ?, ?, ?, ?, ?)`);
    const offer = db.prepare('INSERT INTO catalog_offers (entry_uuid, discount_uuid, discount_cents, credit_cents) VALUES (?, ?, ?, ?)');
    const gated = db.prepare('INSERT INTO catalog_gated (entry_uuid, password) VALUES (?, ?)');
    [...CATALOG_SEED, ...GATED_SEED].forEach((e, i) => {
      // The same names as the demo customers' add-ons (demo.ts), so their UUIDs meet.
      const uuid = uuidFor(`catalog:${e.name}`);
      // Prepay and pay-as-you-go are bought up front; postpay is billed after.
      const fullyPaid = e.productType === 'prepaymobileAddon';
      entry.run(uuid, e.productType, e.name, e.description, e.payg ? 1 : 0, fullyPaid ? 1 : 0, e.retailCents, i, CATALOG_CREATED_MS * NANOS_PER_MS, CATALOG_UPDATED_MS * NANOS_PER_MS);
      Object.entries(e.characteristics).forEach(([name, value], j) => char.run(uuid, name, JSON.stringify(value), j));
      availability.run(uuidFor(`availability:${e.name}`), uuid, e.available === false ? 0 : 1, e.priority, e.retailCents, e.name, e.description);
      if (e.offer) offer.run(uuid, uuidFor(`discount:${e.name}`), e.offer.discountCents, e.offer.creditCents ?? 0);
      if ('password' in e && typeof e.password === 'string') gated.run(uuid, e.password);
    });
  })();
}

/** The catalogue as the upstream serves it. Small enough to read whole per request. */
export class CatalogStore {
  constructor(private readonly db: Db) {}

  /** The public catalogue: every entry but the password-gated ones. */
  entries(): CatalogEntry[] {
    const gated = this.gated();
    return this.all().filter((e) => !gated.has(e.UUID));
  }

  /** Entry UUID → password of the gated plans. */
  gated(): Map<string, string> {
    const rows = this.db.prepare('SELECT entry_uuid, password FROM catalog_gated').all() as { entry_uuid: string; password: string }[];
    return new Map(rows.map((r) => [r.entry_uuid, r.password]));
  }

  /** The gated plans this password unlocks (none for a wrong or empty one). */
  unlocked(password: string): CatalogEntry[] {
    if (!password) return [];
    const gated = this.gated();
    return this.all().filter((e) => gated.get(e.UUID) === password);
  }

  /** Every entry, gated ones included (pricing a cart). */
  all(): CatalogEntry[] {
    const chars = groupBy(this.db.prepare('SELECT entry_uuid, name, value_json FROM catalog_characteristics ORDER BY position').all() as CharRow[]);
    const availabilities = groupBy(this.db.prepare('SELECT * FROM catalog_availabilities ORDER BY priority').all() as AvailabilityRow[]);
    const offers = new Map((this.db.prepare('SELECT * FROM catalog_offers').all() as OfferRow[]).map((o) => [o.entry_uuid, o]));
    const rows = this.db.prepare('SELECT * FROM catalog_entries ORDER BY position').all() as EntryRow[];
    return rows.map((r) => {
      const characteristics = (chars.get(r.uuid) ?? []).map((c) => ({ Name: c.name, Value: JSON.parse(c.value_json) as SeedValue }));
      const value = (name: string) => characteristics.find((c) => c.Name === name)?.Value;
      const avails: CatalogAvailability[] = (availabilities.get(r.uuid) ?? []).map((a) => ({
        UUID: a.uuid, Available: a.available === 1, Priority: a.priority, RetailCents: a.retail_cents,
        RetailName: a.retail_name, RetailDescription: a.retail_description, ProductCatalogEntryUUID: r.uuid,
      }));
      const retail = avails[0]?.RetailCents ?? r.recurring_retail_cents;
      const offer = offers.get(r.uuid);
      const price = retail - (offer?.discount_cents ?? 0);
      const periods = offer ? Number(value('OfferPeriodCount') ?? 0) : 0;
      return {
        UUID: r.uuid,
        ProductType: r.product_type,
        Name: r.name,
        Description: r.description,
        // The spec's analytics quirk: "postpay cost used as is …; prepay divided by 100".
        cost: r.product_type.startsWith('postpay') ? retail / CENTS_PER_DOLLAR : retail,
        is_payg: r.is_payg === 1,
        is_fully_paid: r.is_fully_paid === 1,
        RecurringRetailPrice: r.recurring_retail_cents,
        Characteristics: characteristics,
        DataRolloverAllowed: value('ocs.DataRolloverAllowed') === true,
        Availabilities: avails,
        CreatedAtNanos: r.created_at_nanos,
        UpdatedAtNanos: r.updated_at_nanos,
        PriceInfo: {
          ProductCatalogEntryUUID: r.uuid,
          ProductAvailabilityUUID: avails[0]?.UUID ?? '',
          PriceCents: price,
          OriginalPriceCents: retail,
          DiscountCents: offer?.discount_cents ?? 0,
          ...(offer ? { DiscountUUID: offer.discount_uuid } : {}),
          CreditCents: offer?.credit_cents ?? 0,
          PeriodOffers: Array.from({ length: periods }, (_, k) => ({ Period: k + 1, PriceCents: price })),
        },
      };
    });
  }

  /** Test switch: the status the prepay list answers with (200, or 404 still carrying the list). */
  prepayListStatus(): 200 | 404 {
    const row = this.db.prepare('SELECT value FROM catalog_settings WHERE key = ?').get(PREPAY_LIST_STATUS) as { value: string } | undefined;
    return row?.value === '404' ? 404 : 200;
  }

  setPrepayListStatus(status: 200 | 404): void {
    this.db.prepare('INSERT INTO catalog_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(PREPAY_LIST_STATUS, String(status));
  }
}

function groupBy<T extends { entry_uuid: string }>(rows: T[]): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) m.set(r.entry_uuid, [...(m.get(r.entry_uuid) ?? []), r]);
  return m;
}
