import { broadbandAvailabilityUuid } from '@/sandbox/store/broadband';
import { uuidFor } from '@/sandbox/store/ids';
import { card, checkout, confirm, freshCustomer, req } from './eshop-helpers';

/** The demo addresses of docs/broadband-contract.md §2.6 (IDX of the location service, provider nzpost). */
export const QUEEN = '3000001';
export const PONSONBY = '3000002';
export const KARANGAHAPE = '3000003';
export const LAMBTON = '3000008';
export const HAKARIMATA = '3000027';
export const HAAST = '3000028';

export const FIBRE_300 = broadbandAvailabilityUuid('UFB', 'Fibre 300');
export const FIBRE_MAX = broadbandAvailabilityUuid('UFB', 'Fibre Max');
export const FIBRE_STARTER = broadbandAvailabilityUuid('UFB', 'Fibre Starter');
export const HYPERFIBRE = broadbandAvailabilityUuid('UFB', 'Hyperfibre 2000');
export const FIBRE_CLASSIC = broadbandAvailabilityUuid('UFB', 'Fibre 100 Classic');
export const WIRELESS_UNLIMITED = broadbandAvailabilityUuid('FWA', 'Wireless Unlimited');
export const WIRELESS_MAX = broadbandAvailabilityUuid('FWA', '5G Wireless Max');
export const UFB_MODEM = uuidFor('variant:Wi-Fi 6 Modem');
export const FWA_MODEM = uuidFor('variant:5G Outdoor Modem');

export const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type Availability = { Status: string; PrequalUUID: string; Technology: string; EarliestRFSDateNanos: number };
export type CartBody = {
  UUID: string; CustomerUUID: string; AmountCents: number; Address: Record<string, unknown>;
  Items: Array<{ UUID: string; ItemUUID: string; ItemVariantUUID: string; Name: string; Type: string; VirtualType: string; PhysicalType: string; ServiceType: string; PriceCents: number; AmountCents: number; Attributes: Record<string, unknown> }>;
};
export type Appointment = { UUID: string; VisitType: string; SlotID: string; StartNanos: number; EndNanos: number; Status: string };
export type OrderBody = {
  UUID: string; CustomerUUID: string; ProductUUID: string; Technology: string; EshopOrderNumber: string; OrderType: string; State: string; Substate: string;
  Visits: string[]; Appointments: Appointment[]; RSFDateNanos: number; GoLiveAtNanos: number; CreatedAtNanos: number; PaidAtNanos: number; UpdatedAtNanos: number;
  Notes: Array<{ Note: string; CreatedAtNanos: number }>;
};
export type Slot = { SlotID: string; StartNanos: number; EndNanos: number };

export async function availability(url: string, idx: string, tech: 'ufb' | 'fwa'): Promise<Availability> {
  const res = await req<{ ServiceAvailability: Availability }>(url, 'GET', `/${tech}/service_availability?SPID=69&LocationProvider=nzpost&LocationProviderIDX=${idx}`);
  if (res.status !== 200) throw new Error(`availability answered ${res.status} ${res.text}`);
  return res.body.ServiceAvailability;
}

/** A plan item as the BFF sends it, for the address and technology checked just now. */
export async function planItem(url: string, idx: string, plan: string, tech: 'ufb' | 'fwa' = 'ufb', over: Record<string, unknown> = {}) {
  const a = await availability(url, idx, tech);
  return {
    Kind: 'plan', ProductAvailabilityUUID: plan,
    Attributes: {
      PrequalUUID: a.PrequalUUID, ServiceType: 'Managed', OrderType: 'ConnectPrimary', RSFDate: Math.floor(a.EarliestRFSDateNanos / 1e9),
      ServiceAddress: { LocationProvider: 'nzpost', LocationProviderIDX: idx }, CustomerCreation: 'ReuseTheCustomer', ContactPhone: '021 555 0123', ...over,
    },
  };
}

export function broadbandCart(url: string, jwt: string, customer: string, items: unknown[], extra: Record<string, unknown> = {}) {
  return req<CartBody & { err_message?: string; err_number?: number; details?: string }>(url, 'POST', '/ufb/cart', {
    jwt, body: { SPID: 69, CustomerUUID: customer, ExternalReference: 'flow-1', Address: { Email: 'kiri@example.com', Name: 'Kiri Buyer', Phone: '0215550123' }, Items: items, ...extra },
  });
}

/**
 * A fresh postpay customer who ordered broadband at that address and paid by card 4242; the
 * order's product appears 3 s after PAID (moved on by the control route, not the clock).
 */
export async function paidOrder(
  url: string, idx: string, plan: string,
  opts: { tech?: 'ufb' | 'fwa'; modem?: string; state?: string; who?: { jwt: string; customer: string; email: string } } = {},
) {
  const who = opts.who ?? await freshCustomer(url, opts.state ?? 'postpay');
  const items: unknown[] = [await planItem(url, idx, plan, opts.tech ?? 'ufb')];
  if (opts.modem) items.push({ Kind: 'modem', ItemVariantUUID: opts.modem });
  const cart = await broadbandCart(url, who.jwt, who.customer, items);
  if (cart.status !== 200) throw new Error(`cart answered ${cart.status} ${cart.text}`);
  const out = await checkout(url, who.jwt, who.customer, cart.body.UUID, { Address: undefined });
  if (out.status !== 200) throw new Error(`checkout answered ${out.status} ${out.text}`);
  const paid = await confirm(url, out.body.PaymentIntentID ?? '', out.body.ClientSecret, card('4242424242424242'));
  if (paid.body.status !== 'succeeded') throw new Error(`payment ${paid.text}`);
  return { ...who, cart: cart.body, orderNumber: out.body.OrderID };
}

/** The customer's one broadband order of that technology (after it appeared). */
export async function theOrder(url: string, jwt: string, customer: string, tech: 'UFB' | 'FWA' = 'UFB'): Promise<OrderBody | undefined> {
  if (tech === 'UFB') {
    const res = await req<{ UFBOrders: OrderBody[] }>(url, 'GET', `/v3/69/UFB_order?CustomerUUID=${customer}`, { jwt });
    return res.body.UFBOrders[0];
  }
  const res = await req<{ FWAOrders: OrderBody[] }>(url, 'GET', `/fwa/v1/customer/${customer}/orders`, { jwt });
  return res.body.FWAOrders[0];
}
