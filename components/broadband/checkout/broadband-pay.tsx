'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { callBff } from '@/components/api/call-bff';
import { bnplReturnUrl } from '@/components/checkout/checkout-rules';
import { idempotencyKeyFor } from '@/components/checkout/checkout-storage';
import { postCheckout, type CheckoutBody } from '@/components/checkout/post-checkout';
import { formatCents } from '@/components/format/format-money';
import list from '@/components/orders/line-list.module.css';
import { createPaymentProvider } from '@/components/payments/create-provider';
import { PaymentStep, type BillTo, type ChargeResult, type PaymentChoice } from '@/components/payments/payment-step';
import { queryKeys } from '@/components/query/keys';
import { useErrorText } from '@/components/shop/use-error-text';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import type { BroadbandCartView } from '@/lib/broadband/types';
import type { PaymentMethodType } from '@/lib/eshop/types';
import type { PaymentsConfig } from '@/lib/payments/types';
import { BROADBAND_KEYS, readSavedCart, removeKey, type SavedBroadbandCart } from '../order/flow-storage';
import { finishBroadband, readPendingBroadband, savePendingBroadband, type PendingBroadband } from './finish';
import styles from './checkout.module.css';

type Props = {
  kind: 'ufb' | 'fwa';
  contact: { email: string; name: string; phone: string };
  options: PaymentMethodType[];
  billTo: BillTo | null;
  payments: PaymentsConfig;
  failedReturn: boolean;
};

type Basket = { cart: SavedBroadbandCart | null; pending: PendingBroadband | null };
const BNPL = ['afterpay', 'klarna'] as const;

const noop = () => () => {};
function snapshot(): string {
  try {
    return `${window.localStorage.getItem(BROADBAND_KEYS.cart) ?? ''}|${window.localStorage.getItem(BROADBAND_KEYS.checkout) ?? ''}`;
  } catch {
    return '';
  }
}
/** The saved cart and pending order, read once in the browser (null on the server). */
function useBasket(kind: 'ufb' | 'fwa'): Basket | null {
  const raw = useSyncExternalStore(noop, snapshot, () => null);
  return useMemo(() => {
    if (raw === null) return null;
    const cart = readSavedCart(window.localStorage);
    const pending = readPendingBroadband(window.localStorage);
    return { cart: cart?.kind === kind ? cart : null, pending: pending?.kind === kind ? pending : null };
  }, [raw, kind]);
}

/**
 * The broadband cart's lines and the e-shop's one payment step (card 4242 through the sandbox's
 * page, saved cards, bill to account, Afterpay/Klarna returning to bnpl-Return?broadband=true).
 * The order is placed by the shop's POST /api/eshop/checkout (one Idempotency-Key per attempt),
 * saved before the provider is asked so a retry or the BNPL return pays that same order.
 */
export function BroadbandPay({ kind, contact, options, billTo, payments, failedReturn }: Props) {
  const t = useTranslations('checkout');
  const tb = useTranslations('checkout.broadband');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const router = useRouter();
  const basket = useBasket(kind);
  const provider = useMemo(() => createPaymentProvider(payments), [payments]);
  const [arrival, setArrival] = useState<string | null>(failedReturn ? t('errors.paymentFailed') : null);
  /** The order this page placed: a retry (another card) pays it, never a second one. */
  const placed = useRef<PendingBroadband | null>(null);
  const [placedShown, setPlacedShown] = useState<PendingBroadband | null>(null);
  const here = `/eshop/checkout-${kind}`;

  const pending = placedShown ?? basket?.pending ?? null;
  const saved = basket?.cart ?? null;
  // A cart newer than the pending order is a new order; the pending one is paid only while it is the cart's.
  const current: PendingBroadband | null = pending && (!saved || saved.cartUuid === pending.cartUuid) ? pending : null;
  // The cart as the upstream has it now (GET /api/broadband/cart): one closed or gone elsewhere is forgotten.
  const fresh = useQuery({
    queryKey: queryKeys.broadband.cart(saved?.cartUuid ?? null),
    queryFn: async () => {
      const res = await callBff<BroadbandCartView>(`/api/broadband/cart?uuid=${encodeURIComponent(saved?.cartUuid ?? '')}`, 'GET');
      if (!res.ok && res.status === 404) removeKey(window.localStorage, BROADBAND_KEYS.cart);
      return res;
    },
    enabled: saved !== null && current === null,
  });
  const gone = fresh.data && !fresh.data.ok && fresh.data.status === 404;
  const cart: SavedBroadbandCart | null = !saved || gone ? null : fresh.data?.ok
    ? { ...saved, lines: fresh.data.data.lines, amountCents: fresh.data.data.amountCents, delivery: fresh.data.data.delivery, deliveryInstructions: fresh.data.data.notes }
    : saved;

  async function placeOrder(choice: PaymentChoice): Promise<PendingBroadband | { problem: string } | { stop: true }> {
    if (placed.current) return placed.current;
    if (current) return current;
    if (!cart) return { stop: true };
    const method: PaymentMethodType = choice.type === 'voucher' ? 'cards' : choice.type;
    const savedCard = choice.type === 'cards' && 'paymentMethodId' in choice ? choice.paymentMethodId : null;
    const key = idempotencyKeyFor(window.sessionStorage, cart.cartUuid, () => crypto.randomUUID());
    const body: CheckoutBody = {
      uuid: cart.cartUuid,
      contact: { email: contact.email.trim(), name: contact.name.trim(), phone: (cart.contactPhone || contact.phone).trim() },
      ...(cart.delivery ? { address: cart.delivery } : {}),
      notes: cart.deliveryInstructions,
      paymentMethodType: method,
      ...(savedCard ? { paymentMethodId: savedCard } : {}),
    };
    const posted = await postCheckout(body, key);
    if (posted.kind === 'network') return { problem: te('networkError') };
    if (posted.kind === 'session_lost') {
      router.push(`/sign-in?redirect=${encodeURIComponent(here)}`);
      return { stop: true };
    }
    if (posted.kind === 'refused') return { problem: errorText(posted.code, posted.message, te('somethingWentWrong')) };
    const json = posted.result;
    const p: PendingBroadband = { kind, cartUuid: cart.cartUuid, orderId: json.orderId, clientSecret: json.clientSecret, amountCents: json.amountCents, lines: cart.lines };
    savePendingBroadband(window.localStorage, p);
    placed.current = p;
    setPlacedShown(p);
    return p;
  }

  async function charge(choice: PaymentChoice): Promise<ChargeResult> {
    setArrival(null);
    const p = await placeOrder(choice);
    if ('problem' in p || 'stop' in p) return p;
    return { clientSecret: p.clientSecret || undefined };
  }

  const onPaid = useCallback(() => {
    const p = placed.current ?? current;
    if (p) finishBroadband(p, router.replace);
  }, [current, router]);

  if (basket === null || (fresh.isPending && fresh.fetchStatus !== 'idle')) return <p role="status" className={styles.muted}>{t('summary.loading')}</p>;
  const lines = current?.lines ?? cart?.lines ?? [];
  const amount = current?.amountCents ?? cart?.amountCents ?? 0;
  if (lines.length === 0) {
    return (
      <section className={styles.section} aria-labelledby="order-summary">
        {arrival && <Alert tone="error">{arrival}</Alert>}
        <h2 id="order-summary">{t('summary.heading')}</h2>
        <p>{tb('empty')}</p>
        <ButtonLink href="/broadband" variant="secondary">{tb('startOrder')}</ButtonLink>
      </section>
    );
  }
  const locked = current !== null;
  return (
    <div className={styles.layout}>
      <section className={styles.section} aria-labelledby="order-summary">
        <h2 id="order-summary">{t('summary.heading')}</h2>
        <ul className={list.lines}>
          {lines.map((l) => (
            <li key={l.uuid} className={l.parent ? list.subLine : list.line}>
              <span>{l.name}</span>
              <span>{l.priceCents === 0 ? t('summary.free') : formatCents(l.priceCents * l.quantity)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.total}>{t('summary.total', { amount: formatCents(amount) })}</p>
        <p className={styles.muted}>{tb('monthlyNote')}</p>
      </section>
      <div className={styles.section}>
        {arrival && <Alert tone="error">{arrival}</Alert>}
        {locked && <Alert tone="info">{t('errors.retrySame', { order: current.orderId })}</Alert>}
        <PaymentStep
          amountCents={amount}
          provider={provider}
          allow={{ billRoutes: !locked && options.includes('bill_routes'), billTo, bnpl: BNPL.filter((m) => options.includes(m)), savedCards: !locked }}
          newCard="intent"
          charge={charge}
          onPaid={onPaid}
          bnplReturnUrl={() => bnplReturnUrl(window.location.origin, { serviceType: kind })}
          chargingLabel={t('payment.placing')}
          reload={false}
        />
      </div>
    </div>
  );
}
