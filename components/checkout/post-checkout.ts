import { isSessionLoss } from '@/components/api/error-key';
import type { CheckoutResult, PaymentMethodType } from '@/lib/eshop/types';
import { forgetIdempotencyKey } from './checkout-storage';

/** What POST /api/eshop/checkout takes (docs/eshop-contract.md §3), from the shop's or the broadband checkout. */
export type CheckoutBody = {
  uuid: string;
  contact: { email: string; name: string; phone: string };
  address?: unknown;
  notes: string;
  paymentMethodType: PaymentMethodType;
  paymentMethodId?: string;
};

export type CheckoutPost =
  | { kind: 'placed'; result: CheckoutResult }
  | { kind: 'session_lost' }
  | { kind: 'refused'; code: string; message: string | undefined }
  | { kind: 'network' };

/**
 * Places the order once under the attempt's Idempotency-Key (a double submit or a reload re-uses
 * it). A refused attempt is over (a repeat with its key would get the same answer), so its key is
 * forgotten; an outage keeps it, and the retry is the same attempt.
 */
export async function postCheckout(body: CheckoutBody, idempotencyKey: string): Promise<CheckoutPost> {
  let res: Response;
  try {
    res = await fetch('/api/eshop/checkout', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return { kind: 'network' };
  }
  const json = (await res.json().catch(() => null)) as (CheckoutResult & { error?: { code?: string; message?: string } }) | null;
  if (res.ok && json && !json.error) return { kind: 'placed', result: json };
  const code = json?.error?.code ?? (res.status >= 500 ? 'internal' : 'upstream_error');
  if (isSessionLoss(code)) return { kind: 'session_lost' };
  if (res.status >= 400 && res.status < 500) forgetIdempotencyKey(window.sessionStorage);
  return { kind: 'refused', code, message: json?.error?.message };
}
