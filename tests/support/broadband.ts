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
