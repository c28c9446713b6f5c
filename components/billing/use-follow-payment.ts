import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { callBff } from '@/components/api/call-bff';
import { queryKeys } from '@/components/query/keys';
import type { PaymentStatus } from '@/lib/billing/money-types';
import { ORDER_POLL_MS, SECOND_MS } from '@/lib/flags/constants';

/** "Poll interval 250 ms": a payment's transaction status is read this often until final. */
const STATUS_POLL_MS = ORDER_POLL_MS;
/** Our own limit (not from the spec): a status still pending after this reads as 'should be updated soon'. */
const STATUS_FOLLOW_MAX_MS = 30 * SECOND_MS;

export type Follow<T extends PaymentStatus> = { state: 'idle' } | { state: 'following' } | { state: 'done'; status: T } | { state: 'failed' } | { state: 'unknown' };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A top-up's or a bill payment's transaction after the browser confirmed the card
 * (GET /api/customer/top-up/{id} or /pay-bill/{id}), read every 250 ms until final: 'done',
 * 'failed', or 'unknown' when it cannot be read or stays pending. A final status has the BFF
 * forget the cached money; then "after a payment call the account is reloaded" (every query).
 */
export function useFollowPayment<T extends PaymentStatus>(pathOf: (intentId: string) => string) {
  const router = useRouter();
  const client = useQueryClient();
  const [follow, setFollow] = useState<Follow<T>>({ state: 'idle' });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  async function start(intentId: string | null): Promise<void> {
    setFollow({ state: 'following' });
    const started = Date.now();
    let outcome: Follow<T> = { state: 'unknown' };
    while (intentId) {
      const res = await callBff<T>(pathOf(intentId), 'GET');
      if (!alive.current) return;
      if (!res.ok) break;
      if (res.data.status === 'completed') {
        outcome = { state: 'done', status: res.data };
        break;
      }
      if (res.data.status === 'failed') {
        outcome = { state: 'failed' };
        break;
      }
      if (Date.now() - started >= STATUS_FOLLOW_MAX_MS) break;
      await wait(STATUS_POLL_MS);
    }
    // The account read again now that the payment is final (or cannot be followed further),
    // before the outcome is shown: the balance beside it is the one after the payment.
    await client.invalidateQueries({ queryKey: queryKeys.all });
    if (!alive.current) return;
    setFollow(outcome);
    router.refresh();
  }

  return { follow, start, reset: () => setFollow({ state: 'idle' }) };
}
