import { isInstallerWorkingDay } from '../holidays';
import { nzDay } from './account-payments';
import { broadbandAvailabilityUuid, broadbandCatalogUuid } from './broadband';
import { earliestRfsNanos, availabilityAt } from './broadband-addresses';
import { parseSlot, slotLabel, type Appointment, type BroadbandOrderStore, type Note } from './broadband-orders';
import { UFB_PLAN_SEED } from './broadband-seed';
import type { Db } from './db';
import type { EshopStore } from './eshop';
import { findAddress, LOCATION_PROVIDER } from './location';

/**
 * Broadband demo data (issue 17, docs/broadband-contract.md §2.5, §2.6): postpay@example.com's
 * fibre at 101 Lambton Quay, live for months, and the test states `fibre` and `fibre-booked`.
 */

const MS = 1e6;
const DAY_MS = 86_400_000;
export const LAMBTON_QUAY = '3000008';
export const PONSONBY_ROAD = '3000002';

/** The working day's (not a weekend, not a public holiday) morning window on or before the New Zealand day `daysAgo` days before now. */
function pastSlot(nowMs: number, daysAgo: number): { SlotID: string; StartNanos: number; EndNanos: number } {
  let day = nzDay(nowMs - daysAgo * DAY_MS);
  for (;;) {
    if (isInstallerWorkingDay(day.date)) break;
    day = nzDay(day.fromMs - 1);
  }
  const slot = parseSlot(`${day.date}-AM`);
  if (!slot) throw new Error('bad demo slot');
  return slot;
}

/**
 * An active Fibre 300 service at 101 Lambton Quay, live since an install about 120 days ago, its
 * order COMPLETED with a scope and an install visit done. Idempotent under the same `id`s.
 */
export function seedFibreService(db: Db, customerUuid: string, accountNo: string, idOf: (key: string) => string, nowMs: number): void {
  // One identifier per key within a call, even when `idOf` is random (a fresh test customer's).
  const ids = new Map<string, string>();
  const id = (key: string): string => {
    const known = ids.get(key) ?? idOf(key);
    ids.set(key, known);
    return known;
  };
  const address = findAddress(LOCATION_PROVIDER, LAMBTON_QUAY);
  const plan = UFB_PLAN_SEED.find((p) => p.name === 'Fibre 300');
  if (!address || !plan) return;
  const scope = pastSlot(nowMs, 130);
  const install = pastSlot(nowMs, 120);
  const paidAt = (nowMs - 136 * DAY_MS) * MS;
  const appointments: Appointment[] = [
    { UUID: id('ufb:scope'), VisitType: 'scope', ...scope, Status: 'done' },
    { UUID: id('ufb:install'), VisitType: 'install', ...install, Status: 'done' },
  ];
  const notes: Note[] = [
    { Note: 'Order received', CreatedAtNanos: paidAt + 3_000 * MS },
    { Note: `Scope visit booked for ${slotLabel(scope.SlotID, scope.StartNanos)}`, CreatedAtNanos: paidAt + 60_000 * MS },
    { Note: `Install booked for ${slotLabel(install.SlotID, install.StartNanos)}`, CreatedAtNanos: paidAt + 120_000 * MS },
    { Note: 'Scope visit done', CreatedAtNanos: scope.EndNanos },
    { Note: 'Installed: your fibre is live', CreatedAtNanos: install.EndNanos },
  ];
  const availability = broadbandAvailabilityUuid('UFB', plan.name);
  const catalog = broadbandCatalogUuid('UFB', plan.name);
  const billing = `postpay:${accountNo}`;
  const rsf = nzDay(install.StartNanos / MS).fromMs * MS;
  const facts = {
    technology: 'UFB', availabilityUuid: availability, catalogUuid: catalog, planName: plan.name, priceCents: plan.priceCents, address,
    prequalUuid: id('ufb:prequal'), billingReference: billing, eshopOrderNumber: '', attributes: { OrderType: 'ConnectPrimary' },
  };
  db.transaction(() => {
    db.prepare(
      `INSERT OR IGNORE INTO broadband_prequals (uuid, location_provider, location_provider_idx, technology, status, created_at_nanos)
       VALUES (?, ?, ?, 'UFB', 'service_scope_required', ?)`,
    ).run(id('ufb:prequal'), LOCATION_PROVIDER, LAMBTON_QUAY, paidAt - 600_000 * MS);
    db.prepare(
      `INSERT OR IGNORE INTO broadband_orders (uuid, customer_uuid, technology, product_uuid, order_type, state, visits_json, appointments_json, notes_json, line_json,
         rsf_nanos, go_live_at_nanos, created_at_nanos, paid_at_nanos, updated_at_nanos) VALUES (?, ?, 'UFB', ?, 'ConnectPrimary', 'completed', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(id('ufb:order'), customerUuid, id('ufb'), JSON.stringify(['scope', 'install']), JSON.stringify(appointments), JSON.stringify(notes), JSON.stringify(facts),
      rsf, install.EndNanos, paidAt, paidAt, install.EndNanos);
    db.prepare(
      `INSERT OR IGNORE INTO ufb_products (uuid, customer_uuid, order_uuid, state, status, address_json, prequal_uuid, plan_name, product_availability_uuid,
         product_catalog_uuid, price_cents, billing_reference, eshop_order_number, rsf_nanos, go_live_at_nanos, created_at_nanos) VALUES (?, ?, ?, 'active', 4, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?)`,
    ).run(id('ufb'), customerUuid, id('ufb:order'), JSON.stringify(address), id('ufb:prequal'), plan.name, availability, catalog,
      // Live for months: its first-months offer is over, so the full price.
      plan.priceCents, billing, rsf, install.EndNanos, paidAt + 3_000 * MS);
  })();
}

/**
 * The `fibre-booked` test state's order: Fibre 300 at 17 Ponsonby Road bought and PAID (e-shop
 * order and all), its product there, the scope visit booked on the first slot offered and the
 * install not yet booked. Answers the broadband order's UUID.
 */
export function bookedFibreOrder(db: Db, eshop: EshopStore, broadband: BroadbandOrderStore, customer: { uuid: string; email: string; name: string; phone: string }, nowMs: number): string {
  const at = availabilityAt(LOCATION_PROVIDER, PONSONBY_ROAD);
  if (!at) throw new Error('no Ponsonby Road');
  const prequal = broadband.prequals.issue(LOCATION_PROVIDER, PONSONBY_ROAD, 'UFB', at.row.UFB, nowMs * MS);
  const cart = broadband.writeCart({
    customerUuid: customer.uuid, externalReference: 'fibre-booked', address: { Email: customer.email, Name: customer.name, Phone: customer.phone },
    items: [{
      Kind: 'plan', ProductAvailabilityUUID: broadbandAvailabilityUuid('UFB', 'Fibre 300'),
      Attributes: {
        PrequalUUID: prequal, ServiceType: 'Managed', OrderType: 'ConnectPrimary', RSFDate: Math.floor(earliestRfsNanos(at.row, 'UFB', nowMs) / 1e9),
        ServiceAddress: { LocationProvider: LOCATION_PROVIDER, LocationProviderIDX: PONSONBY_ROAD }, CustomerCreation: 'ReuseTheCustomer', ContactPhone: customer.phone || '021 555 0100',
      },
    }],
  });
  const order = eshop.createOrder({
    cartUuid: cart.UUID, customerUuid: customer.uuid, address: cart.Address, email: customer.email, name: customer.name, phone: customer.phone, notes: '', paymentMethodType: 'cards',
  });
  eshop.markPaid(order.UUID);
  const row = db.prepare('SELECT uuid FROM broadband_orders WHERE eshop_order_uuid = ?').get(order.UUID) as { uuid: string } | undefined;
  if (!row) throw new Error('the fibre order was not made');
  // Its product is there (the 3 s after PAID have passed for this order alone).
  const made = broadband.moveOn(row.uuid, 3_000);
  if (!made) throw new Error('the fibre order did not appear');
  const slot = broadband.slots(made, 'scope')[0];
  if (!slot) throw new Error('no scope slot');
  broadband.book(row.uuid, [customer.uuid], [{ VisitType: 'scope', SlotID: slot.SlotID }]);
  return row.uuid;
}
