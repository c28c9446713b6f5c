import { spendOnce } from '@/lib/cache';
import { metrics, type PaymentFlow } from './metrics';

/** How long a counted final outcome is remembered across instances (an order page is read for days). */
const FINAL_REMEMBERED_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A payment's final outcome read from its order or transaction (which the page follows through
 * the event stream, so it is read many times, on any instance): counted once across the cluster.
 * This process remembers what it counted (no second trip to the store on every poll), and the
 * shared store (lib/cache `spendOnce`, Redis when configured) says whether another instance
 * counted it first.
 */
export async function countPaymentFinalOnce(flow: PaymentFlow, outcome: 'succeeded' | 'failed', id: string): Promise<void> {
  const m = metrics();
  const key = `payment:${id}`;
  if (m.finals.has(key)) return;
  m.finals.set(key, true);
  if (await spendOnce(`metrics:${key}`, FINAL_REMEMBERED_MS)) m.payments.inc({ flow, outcome });
}
