import type { OrderView, ShownOrderStatus } from '@/lib/eshop/types';

/** The progress the order page shows, in order; each step done once the status got that far. */
export const ORDER_STEPS = ['paid', 'processing', 'shipped', 'completed'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

const REACHED: Record<ShownOrderStatus, number> = {
  CART: -1, CONFIRMED: -1, UNKNOWN: -1, FAILED: -1, CANCELED: -1,
  PAID: 0, PROCESSING: 1, PARTIALLY_SHIPPED: 2, SHIPPED: 2, COMPLETED: 3, DELIVERED: 3,
};

/** The steps of this order (no "on its way" without a physical SIM) with how far it got. */
export function orderSteps(status: ShownOrderStatus, physical: boolean): Array<{ step: OrderStep; done: boolean; current: boolean }> {
  const steps = ORDER_STEPS.filter((s) => physical || s !== 'shipped');
  const reached = REACHED[status] ?? -1;
  const index = (s: OrderStep) => ORDER_STEPS.indexOf(s);
  const last = steps.filter((s) => index(s) <= reached).at(-1);
  return steps.map((step) => ({ step, done: index(step) <= reached, current: step === last }));
}

/** True when an order holds a SIM card the post brings. */
export function hasPhysicalSim(order: Pick<OrderView, 'lines'>): boolean {
  return order.lines.some((l) => l.type === 'sim' && !l.parent);
}

/**
 * When the page must render again on the server: the status moved on to one that changes what
 * the server draws (the eSIM's QR code at COMPLETED, delivery at SHIPPED/DELIVERED), or an eSIM
 * became ready.
 */
export function needsServerRender(before: Pick<OrderView, 'shownStatus' | 'esims'>, after: Pick<OrderView, 'shownStatus' | 'esims'>): boolean {
  const ready = (o: Pick<OrderView, 'esims'>) => o.esims.filter((e) => e.status === 'READY').length;
  return before.shownStatus !== after.shownStatus || ready(after) > ready(before);
}

/** The order will not move any more (the events stream ends). DELIVERED comes after COMPLETED. */
export function isFinalShown(s: ShownOrderStatus): boolean {
  return s === 'COMPLETED' || s === 'DELIVERED' || s === 'FAILED' || s === 'CANCELED';
}

/**
 * "A SIM or eSIM bought in our shop is ready to activate from the order page and the thanks
 * page" (issue 16 item 5): once the order is paid (the sandbox then writes its SIMs to the
 * buyer), how many SIM and eSIM lines it holds; 0 before payment or when it failed.
 */
export function simsToActivate(order: Pick<OrderView, 'lines' | 'shownStatus'>): number {
  if ((REACHED[order.shownStatus] ?? -1) < 0) return 0;
  return order.lines.filter((l) => (l.type === 'sim' || l.type === 'esim') && !l.parent).reduce((n, l) => n + l.quantity, 0);
}
