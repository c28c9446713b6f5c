import { FWA_PLAN_SEED, MODEM_SEED, UFB_PLAN_SEED } from './broadband-seed';
import type { Db } from './db';
import { uuidFor } from './ids';

/** Wire shapes of the contract's "Broadband" section, Pascal case as the upstream sends them. */
export interface Attribute {
  Name: string;
  Value: string;
}

export type BroadbandTechnology = 'UFB' | 'FWA';

export interface UfbPlan {
  UUID: string;
  SPID: number;
  Name: string;
  Description: string;
  BroadbandProductType: BroadbandTechnology;
  ProductCatalogUUID: string;
  ProductAvailabilityUUID: string;
  Available: boolean;
  Priority: number;
  PriceCents: number;
  OriginalPriceCents: number;
  DiscountCents: number;
  Attributes: Attribute[];
}

export interface ItemVariant {
  UUID: string;
  ItemUUID: string;
  Name: string;
  Description: string;
  NetworkType: string;
  PhysicalType: string;
  Attributes: Attribute[];
}

/** docs/broadband-contract.md §2.1 `BroadbandPlan`: the UFB_plan fields and `ID` (= ProductAvailabilityUUID). */
export interface BroadbandPlan extends UfbPlan {
  ID: string;
  /** Only in a service's plan list: the plan it is on now. */
  Current?: boolean;
}

interface PlanRow { product_type: BroadbandTechnology; uuid: string; name: string; description: string; price_cents: number; discount_cents: number; available: number; priority: number; attributes_json: string }
interface VariantRow { uuid: string; item_uuid: string; name: string; description: string; network_type: string; physical_type: string; attributes_json: string }

const SPID = 69;

/** The catalogue and availability UUIDs of a broadband plan (fibre's as issue 5 made them). */
export const broadbandCatalogUuid = (type: BroadbandTechnology, name: string): string => uuidFor(`catalog:${type.toLowerCase()}:${name}`);
export const broadbandAvailabilityUuid = (type: BroadbandTechnology, name: string): string => uuidFor(`availability:${type.toLowerCase()}:${name}`);
const attributes = (record: Record<string, string>): Attribute[] => Object.entries(record).map(([Name, Value]) => ({ Name, Value }));

/** Replaces the fibre plans and modems with the seed: idempotent, like the catalogue's. */
export function seedBroadband(db: Db): void {
  db.transaction(() => {
    db.prepare('DELETE FROM ufb_plans').run();
    db.prepare('DELETE FROM eshop_item_variants').run();
    const plan = db.prepare(
      'INSERT INTO ufb_plans (uuid, product_type, name, description, price_cents, discount_cents, available, priority, attributes_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const [type, seed] of [['UFB', UFB_PLAN_SEED], ['FWA', FWA_PLAN_SEED]] as const) {
      for (const p of seed) {
        plan.run(uuidFor(`${type.toLowerCase()}:${p.name}`), type, p.name, p.description, p.priceCents, p.discountCents ?? 0, p.available === false ? 0 : 1, p.priority,
          JSON.stringify(attributes(p.attributes)));
      }
    }
    const variant = db.prepare('INSERT INTO eshop_item_variants (uuid, item_uuid, name, description, network_type, physical_type, attributes_json) VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const m of MODEM_SEED) {
      variant.run(uuidFor(`variant:${m.name}`), uuidFor(`item:${m.name}`), m.name, m.description, m.networkType, 'MODEM', JSON.stringify(attributes(m.attributes)));
    }
  })();
}

export class BroadbandStore {
  constructor(private readonly db: Db) {}

  /** Every fibre plan, on sale or not, by priority. */
  ufbPlans(): UfbPlan[] {
    return this.plans('UFB');
  }

  /** Every plan of a technology, on sale or not, by priority, with `ID`. */
  broadbandPlans(type: BroadbandTechnology): BroadbandPlan[] {
    return this.plans(type).map((p) => ({ ID: p.ProductAvailabilityUUID, ...p }));
  }

  /** The plan (of either technology) sold under that ProductAvailabilityUUID. */
  planByAvailability(availabilityUuid: string): BroadbandPlan | undefined {
    return [...this.broadbandPlans('UFB'), ...this.broadbandPlans('FWA')].find((p) => p.ProductAvailabilityUUID === availabilityUuid);
  }

  private plans(type: BroadbandTechnology): UfbPlan[] {
    const rows = this.db.prepare('SELECT * FROM ufb_plans WHERE product_type = ? ORDER BY priority, name').all(type) as PlanRow[];
    return rows.map((r) => ({
      UUID: r.uuid,
      SPID,
      Name: r.name,
      Description: r.description,
      BroadbandProductType: r.product_type,
      ProductCatalogUUID: broadbandCatalogUuid(r.product_type, r.name),
      ProductAvailabilityUUID: broadbandAvailabilityUuid(r.product_type, r.name),
      Available: r.available === 1,
      Priority: r.priority,
      PriceCents: r.price_cents - r.discount_cents,
      OriginalPriceCents: r.price_cents,
      DiscountCents: r.discount_cents,
      Attributes: JSON.parse(r.attributes_json) as Attribute[],
    }));
  }

  /** E-shop item variants, optionally of one network type, in no particular order. */
  itemVariants(networkType?: string): ItemVariant[] {
    const rows = (networkType
      ? this.db.prepare('SELECT * FROM eshop_item_variants WHERE network_type = ?').all(networkType)
      : this.db.prepare('SELECT * FROM eshop_item_variants').all()) as VariantRow[];
    return rows.map((r) => ({
      UUID: r.uuid,
      ItemUUID: r.item_uuid,
      Name: r.name,
      Description: r.description,
      NetworkType: r.network_type,
      PhysicalType: r.physical_type,
      Attributes: JSON.parse(r.attributes_json) as Attribute[],
    }));
  }
}
