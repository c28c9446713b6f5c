import { GET as addressesGet } from '@/app/api/broadband/addresses/route';
import { GET as availabilityGet } from '@/app/api/broadband/availability/route';
import { GET as cartGet, POST as cartPost } from '@/app/api/broadband/cart/route';
import { GET as modemsGet } from '@/app/api/broadband/modems/route';
import { POST as bookPost } from '@/app/api/broadband/orders/[orderId]/book/route';
import { GET as eventsGet } from '@/app/api/broadband/orders/[orderId]/events/route';
import { GET as orderGet } from '@/app/api/broadband/orders/[orderId]/route';
import { GET as slotsGet } from '@/app/api/broadband/orders/[orderId]/slots/route';
import { GET as ordersGet } from '@/app/api/broadband/orders/route';
import { GET as plansGet } from '@/app/api/broadband/plans/route';
import { POST as changePlanPost } from '@/app/api/broadband/services/[serviceId]/change-plan/route';
import { GET as servicePlansGet } from '@/app/api/broadband/services/[serviceId]/plans/route';
import { PUT as currentPut } from '@/app/api/broadband/services/current/route';
import { GET as servicesGet } from '@/app/api/broadband/services/route';
import { POST as checkoutPost } from '@/app/api/eshop/checkout/route';
import type {
  AddressView, AvailabilityView, BroadbandCartView, BroadbandOrderView, BroadbandPlanView, ModemView, SlotView, SubscriptionView,
} from '@/lib/broadband/types';
import { control } from './bff';
import { call, type ErrorOut } from './eshop';

/** The broadband BFF (docs/broadband-contract.md §3) as the browser calls it, for the issue 17 suites. */

export type Out<T> = T & ErrorOut;
type As = { cookie?: string };
const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();

export const BOTH_MODULES = { FLAG_UFB_MODULE: 'true', FLAG_FWA_MODULE: 'true' };

export const broadband = {
  addresses: (q: string, as: As = {}) => call<Out<{ results: AddressView[] }>>(addressesGet, 'GET', `/api/broadband/addresses?${qs({ q })}`, as),
  availability: (provider: string, idx: string, as: As = {}) => call<Out<AvailabilityView>>(availabilityGet, 'GET', `/api/broadband/availability?${qs({ provider, idx })}`, as),
  plans: (provider: string, idx: string, type: string, as: As = {}) =>
    call<Out<{ plans: BroadbandPlanView[]; prequalUuid: string }>>(plansGet, 'GET', `/api/broadband/plans?${qs({ provider, idx, type })}`, as),
  modems: (type: string, as: As = {}) => call<Out<{ modems: ModemView[] }>>(modemsGet, 'GET', `/api/broadband/modems?${qs({ type })}`, as),
  cart: (as: As, body: unknown) => call<Out<BroadbandCartView>>(cartPost, 'POST', '/api/broadband/cart', { ...as, body }),
  readCart: (as: As, uuid?: string) => call<Out<BroadbandCartView>>(cartGet, 'GET', `/api/broadband/cart${uuid ? `?${qs({ uuid })}` : ''}`, as),
  orders: (as: As) => call<Out<{ orders: BroadbandOrderView[] }>>(ordersGet, 'GET', '/api/broadband/orders', as),
  order: (as: As, orderId: string) => call<Out<BroadbandOrderView>>(orderGet, 'GET', `/api/broadband/orders/${orderId}`, { ...as, params: { orderId } }),
  events: (as: As, orderNumber: string) => call<ErrorOut>(eventsGet, 'GET', `/api/broadband/orders/${orderNumber}/events`, { ...as, params: { orderId: orderNumber } }),
  slots: (as: As, orderId: string, visit: string) =>
    call<Out<{ slots: SlotView[] }>>(slotsGet, 'GET', `/api/broadband/orders/${orderId}/slots?${qs({ visit })}`, { ...as, params: { orderId } }),
  book: (as: As, orderId: string, body: unknown) => call<Out<BroadbandOrderView>>(bookPost, 'POST', `/api/broadband/orders/${orderId}/book`, { ...as, params: { orderId }, body }),
  services: (as: As) => call<Out<{ services: SubscriptionView[] }>>(servicesGet, 'GET', '/api/broadband/services', as),
  servicePlans: (as: As, serviceId: string) =>
    call<Out<{ plans: BroadbandPlanView[] }>>(servicePlansGet, 'GET', `/api/broadband/services/${serviceId}/plans`, { ...as, params: { serviceId } }),
  changePlan: (as: As, serviceId: string, body: unknown) =>
    call<Out<SubscriptionView>>(changePlanPost, 'POST', `/api/broadband/services/${serviceId}/change-plan`, { ...as, params: { serviceId }, body }),
  choose: (as: As, body: unknown) => call<Out<{ ok: true }>>(currentPut, 'PUT', '/api/broadband/services/current', { ...as, body }),
};

/** Moves a broadband order's appointments and delays on by `ms` (contract §2.4 control). */
export function moveOrderOn(url: string, orderUuid: string, ms: number): Promise<unknown> {
  return control(url, 'POST', `/broadband/orders/${orderUuid}/move-on`, { ms });
}

/** Fails a broadband order with a note (contract §2.4 control). */
export function failOrder(url: string, orderUuid: string, note: string): Promise<unknown> {
  return control(url, 'POST', `/broadband/orders/${orderUuid}/fail`, { note });
}

/** The Server-Sent Events of a stream body, parsed (`event:` and `data:` lines). */
export async function readEvents(res: Response): Promise<Array<{ event: string; data: unknown }>> {
  const text = await res.text();
  return text.split('\n\n').filter((b) => b.includes('event:')).map((block) => {
    const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
    const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
    return { event, data: JSON.parse(data) as unknown };
  });
}

/** The demo addresses of contract §2.6 (location provider nzpost). */
export const NZPOST = 'nzpost';
export const QUEEN = '3000001';
export const PONSONBY = '3000002';
export const LAMBTON = '3000008';
export const HAKARIMATA = '3000027';
export const HAAST = '3000028';

/** What the flow sends for a plan at an address: the availability's PrequalUUID and earliest day, the plan by name, the modem by name (null: own modem). */
export async function orderInput(as: As, idx: string, technology: 'UFB' | 'FWA', planName: string, modemName: string | null, over: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const plans = await broadband.plans(NZPOST, idx, technology, as);
  const plan = plans.body.plans.find((p) => p.name === planName);
  if (!plan) throw new Error(`no plan ${planName} at ${idx}: ${JSON.stringify(plans.body)}`);
  const availability = (await broadband.availability(NZPOST, idx, as)).body.technologies.find((t) => t.technology === technology);
  const modem = modemName ? (await broadband.modems(technology, as)).body.modems.find((m) => m.name === modemName) : null;
  return {
    flowId: `flow-${idx}`, technology, address: { provider: NZPOST, idx }, prequalUuid: availability?.prequalUuid ?? plans.body.prequalUuid,
    planAvailabilityUuid: plan.availabilityUuid, modemVariantUuid: modem?.uuid ?? null, switching: { kind: 'new' }, startDate: availability?.earliestStart,
    contactPhone: '021 555 0101', delivery: { provider: NZPOST, idx, instructions: 'Leave at the door' }, ...over,
  };
}

/** Pays a cart as the checkout page does: the e-shop's checkout, then card 4242 confirmed at the provider. */
export async function payCart(url: string, cookie: string, cartUuid: string): Promise<string> {
  const cart = (await broadband.readCart({ cookie }, cartUuid)).body;
  const out = await call<Out<{ orderId: string; clientSecret: string }>>(checkoutPost, 'POST', '/api/eshop/checkout', {
    cookie, headers: { 'idempotency-key': `bb-${cartUuid}` },
    body: {
      uuid: cartUuid, contact: { email: 'kiri@example.com', name: 'Kiri Buyer', phone: '0215550101' },
      ...(cart.delivery ? { address: cart.delivery } : {}), notes: cart.notes, paymentMethodType: 'cards',
    },
  });
  if (out.status !== 200) throw new Error(`checkout ${out.status} ${JSON.stringify(out.body)}`);
  const id = out.body.clientSecret.split('_secret_')[0];
  const res = await fetch(`${url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { authorization: 'Bearer pk_test_sandbox', 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: out.body.clientSecret, payment_method_data: { type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' } } }),
  });
  const paid = (await res.json()) as { status: string };
  if (paid.status !== 'succeeded') throw new Error(`payment ${JSON.stringify(paid)}`);
  return out.body.orderId;
}

/** The broadband order an e-shop order made, once it appeared (the product comes 3 s after PAID). */
export async function appeared(as: As, orderNumber: string, withinMs = 15_000): Promise<BroadbandOrderView> {
  const until = Date.now() + withinMs;
  for (;;) {
    const found = (await broadband.orders(as)).body.orders?.find((o) => o.eshopOrderNumber === orderNumber && o.planName !== '');
    if (found) return found;
    if (Date.now() > until) throw new Error(`no broadband order for ${orderNumber}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
