import { broadbandTimeline, nextVisitToBook } from '@/lib/broadband/rules';
import type { AppointmentView, BroadbandOrderView, SubscriptionView } from '@/lib/broadband/types';

/** The account side's broadband shapes as the BFF answers them (docs/broadband-contract.md §3.2). */
export function service(over: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    id: 'svc-fibre',
    technology: 'UFB',
    address: '101 Lambton Quay, Wellington Central, Wellington 6011',
    planName: 'Fibre 300',
    priceCents: 8900,
    state: 'active',
    status: 'ufb',
    secondLabel: 'postpay',
    orderText: 'Active',
    canChangePlan: true,
    goLive: '2026-06-02T04:00:00.000Z',
    orderId: null,
    current: true,
    ...over,
  };
}

/** Scope visit booked Wednesday 2 December 8:00 am – 12:00 pm (New Zealand), install still to book. */
export const SCOPE_BOOKED: AppointmentView = { id: 'ap-scope', visit: 'scope', start: '2026-12-01T19:00:00.000Z', end: '2026-12-01T23:00:00.000Z', status: 'booked' };

export function order(appointments: AppointmentView[] = [SCOPE_BOOKED], over: Partial<BroadbandOrderView> = {}): BroadbandOrderView {
  const facts = { createdAt: '2026-11-27T20:00:00.000Z', paidAt: '2026-11-27T20:01:00.000Z', visits: ['scope', 'install'] as const, appointments, state: 'acknowledged', goLiveAt: null };
  const install = appointments.find((a) => a.visit === 'install');
  return {
    id: 'ord-1',
    technology: 'UFB',
    eshopOrderNumber: 'ES-100234',
    serviceId: 'svc-new',
    planName: 'Fibre 300',
    address: '17 Ponsonby Road, Ponsonby, Auckland 1011',
    state: facts.state,
    substate: install ? 'Booked' : 'RequiresSiteVisitInstallBooking',
    orderText: install ? null : 'Site visit required',
    visits: ['scope', 'install'],
    toBook: nextVisitToBook(facts),
    appointments,
    goLive: install ? install.end : null,
    timeline: broadbandTimeline(facts),
    ...over,
  };
}

/** The free times offered: Thursday 3 December morning and afternoon, Friday 4 December morning. */
export const SLOTS = [
  { id: 'slot-thu-am', start: '2026-12-02T19:00:00.000Z', end: '2026-12-02T23:00:00.000Z' },
  { id: 'slot-thu-pm', start: '2026-12-02T23:00:00.000Z', end: '2026-12-03T04:00:00.000Z' },
  { id: 'slot-fri-am', start: '2026-12-03T19:00:00.000Z', end: '2026-12-03T23:00:00.000Z' },
];
