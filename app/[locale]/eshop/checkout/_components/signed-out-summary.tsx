'use client';

import { useTranslations } from 'next-intl';
import { useCheckoutCart } from '@/components/checkout/use-checkout-cart';
import { OrderSummary } from './order-summary';
import styles from './checkout.module.css';

/** A visitor's cart beside the sign-in links: it stays while they sign in or sign up. */
export function SignedOutSummary() {
  const t = useTranslations('checkout.summary');
  const state = useCheckoutCart();
  if (state.status === 'loading') return <p role="status" className={styles.muted}>{t('loading')}</p>;
  if (state.status !== 'ready') return <section className={styles.empty}><p>{t('empty')}</p></section>;
  const b = state.basket;
  return <OrderSummary lines={b.lines} totalCents={b.totalCents} taxCents={b.taxCents} />;
}
