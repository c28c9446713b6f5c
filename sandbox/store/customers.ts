import type { Db } from './db';
import type { Addon, Customer, MobileProduct } from './types';

interface CustomerRow {
  uuid: string;
  spid: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  external_ref5: string;
  email_verified: number;
  account_state: 'Active' | 'Suspended';
  can_invite: number;
  can_request: number;
}

interface ProductRow {
  uuid: string;
  msisdn: string;
  imsi: string;
  sim_id: string;
  status: number;
  product_type: string;
  billing_reference: string;
  service_type: string;
  porting_state: number;
  created_at_nanos: number;
  data_rollover_allowed: number;
  rollover_ineligible: number;
  product_catalog_uuid: string;
  total_data_mb: number;
  total_sms: number;
  total_mms: number;
  total_voice_minutes: number;
  main_bal_credit_cents: number | null;
  credit_expires_at_nanos: number;
  pending_plan_json: string | null;
  pending_plan_at_nanos: number;
  last_plan_change_at_nanos: number;
  broadband_json: string | null;
}

/** An `addons` row (also read by the usage engine). */
export interface AddonRow {
  uuid: string;
  product_uuid: string;
  name: string;
  product_catalog_uuid: string;
  product_availability_uuid: string;
  is_base_plan: number;
  is_addon: number;
  allow_auto_renew: number;
  auto_renew: number;
  end_after_cycle_count: number;
  price_cents: number;
  created_at_nanos: number;
  expires_at_nanos: number;
  ended_at_nanos: number;
}

const toCustomer = (r: CustomerRow): Customer => ({
  UUID: r.uuid,
  SPID: r.spid,
  FirstName: r.first_name,
  LastName: r.last_name,
  Email: r.email,
  MobileNumber: r.mobile,
  ExternalRef5: r.external_ref5,
  EmailVerified: r.email_verified === 1,
  AccountState: r.account_state,
});

const toAddon = (r: AddonRow): Addon => ({
  UUID: r.uuid,
  Name: r.name,
  ProductCatalogUUID: r.product_catalog_uuid,
  ProductAvailabilityUUID: r.product_availability_uuid,
  IsBasePlan: r.is_base_plan === 1,
  IsAddon: r.is_addon === 1,
  AllowAutoRenew: r.allow_auto_renew === 1,
  AutoRenew: r.auto_renew === 1,
  EndAfterCycleCount: r.end_after_cycle_count,
  PriceCents: r.price_cents,
  CreatedAtNanos: r.created_at_nanos,
  ExpiresAtNanos: r.expires_at_nanos,
  EndedAtNanos: r.ended_at_nanos,
});

function toProduct(r: ProductRow, addons: Addon[], pendingName: string): MobileProduct {
  const product: MobileProduct = {
    UUID: r.uuid,
    MSISDN: r.msisdn,
    IMSI: r.imsi,
    SIMID: r.sim_id,
    Status: r.status,
    ProductType: r.product_type,
    BillingReference: r.billing_reference,
    ServiceType: r.service_type,
    PortingState: r.porting_state,
    CreatedAtNanos: r.created_at_nanos,
    DataRolloverAllowed: r.data_rollover_allowed === 1,
    RolloverIneligible: r.rollover_ineligible === 1,
    ProductCatalogUUID: r.product_catalog_uuid,
    TotalDataMB: r.total_data_mb,
    TotalSMS: r.total_sms,
    TotalMMS: r.total_mms,
    TotalVoiceMinutes: r.total_voice_minutes,
    Addons: addons,
    PendingPlanChange: r.pending_plan_at_nanos > 0 ? { Name: pendingName, AtNanos: r.pending_plan_at_nanos } : null,
    LastPlanChangeAtNanos: r.last_plan_change_at_nanos,
  };
  if (r.broadband_json) Object.assign(product, JSON.parse(r.broadband_json) as Partial<MobileProduct>);
  if (r.main_bal_credit_cents !== null) {
    product.MainBalCreditCents = r.main_bal_credit_cents;
    product.CurrencyCreditExpiresAtNanos = r.credit_expires_at_nanos;
  }
  return product;
}

export interface CustomerUpdate {
  FirstName: string;
  LastName: string;
  Email: string;
}

/** Customer accounts and what hangs off them. */
export class CustomerStore {
  constructor(private readonly db: Db) {}

  get(uuid: string): Customer | undefined {
    const row = this.db.prepare('SELECT * FROM customers WHERE uuid = ?').get(uuid);
    return row ? toCustomer(row as CustomerRow) : undefined;
  }

  update(uuid: string, change: CustomerUpdate): Customer | undefined {
    this.db
      // A new address is not verified yet (case-insensitive: a change of case is not a new address).
      .prepare(
        `UPDATE customers SET first_name = ?, last_name = ?, email = ?,
           email_verified = CASE WHEN lower(email) = lower(?) THEN email_verified ELSE 0 END
         WHERE uuid = ?`,
      )
      .run(change.FirstName, change.LastName, change.Email, change.Email, uuid);
    return this.get(uuid);
  }

  /** Oldest first, the order the document store listed them in. */
  mobileProducts(customerUuid: string): MobileProduct[] {
    const products = this.db
      .prepare('SELECT * FROM mobile_products WHERE customer_uuid = ? ORDER BY created_at_nanos, uuid')
      .all(customerUuid) as ProductRow[];
    const addons = this.db
      .prepare(
        `SELECT a.* FROM addons a JOIN mobile_products p ON p.uuid = a.product_uuid
         WHERE p.customer_uuid = ? ORDER BY a.created_at_nanos, a.uuid`,
      )
      .all(customerUuid) as AddonRow[];
    return products.map((p) =>
      toProduct(
        p,
        addons.filter((a) => a.product_uuid === p.uuid).map(toAddon),
        p.pending_plan_json ? this.availabilityName((JSON.parse(p.pending_plan_json) as { AvailabilityUUID: string }).AvailabilityUUID) : '',
      ),
    );
  }

  private availabilityName(uuid: string): string {
    return (this.db.prepare('SELECT retail_name AS n FROM catalog_availabilities WHERE uuid = ?').get(uuid) as { n: string } | undefined)?.n ?? '';
  }

  remoteConfig(): Record<string, string> {
    const rows = this.db.prepare('SELECT key, value FROM remote_config ORDER BY key').all() as {
      key: string;
      value: string;
    }[];
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }

  /** Test control (PUT /__control/remote-config): sets each parameter given; null removes one. */
  setRemoteConfig(changes: Record<string, string | null>): void {
    const put = this.db.prepare('INSERT INTO remote_config (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value');
    const drop = this.db.prepare('DELETE FROM remote_config WHERE key = ?');
    this.db.transaction(() => {
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) drop.run(key);
        else put.run(key, value);
      }
    })();
  }
}
