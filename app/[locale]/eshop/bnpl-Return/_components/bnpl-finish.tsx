'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { failedReturnPath } from '@/components/checkout/checkout-rules';
import { readPending } from '@/components/checkout/checkout-storage';
import { finishPurchase } from '@/components/checkout/finish-purchase';
import { finishBroadband, readPendingBroadband } from '@/components/broadband/checkout/finish';
import { useCart } from '@/components/shop/cart-context';
import { createPaymentProvider } from '@/components/payments/create-provider';
import type { PaymentsConfig } from '@/lib/payments/types';

type Props = { payments: PaymentsConfig; clientSecret: string; redirectStatus: string; broadband: string | null; serviceType: string | null };

/**
 * Back from the buy-now-pay-later provider: the purchase data saved before the redirect, and
 * the intent as the provider now tells it. Succeeded → the thank-you page, as after a card (a
 * broadband order: its checkout's setting-up stage, where the visits are booked); anything else →
 * "the checkout address with redirect_status=failed".
 */
export function BnplFinish({ payments, clientSecret, redirectStatus, broadband, serviceType }: Props) {
  const t = useTranslations('checkout.bnplReturn');
  const router = useRouter();
  const { forget } = useCart();
  const once = useRef(false);

  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const failed = failedReturnPath({ broadband, service_type: serviceType });
    // A broadband order is saved under its own key (the shop's cart and checkout stay as they were).
    const bb = broadband === 'true' ? readPendingBroadband(window.localStorage) : null;
    const pending = broadband === 'true' ? null : readPending(window.localStorage);
    const provider = createPaymentProvider(payments);
    const secret = clientSecret || bb?.clientSecret || pending?.clientSecret || '';
    if (!provider || !secret || redirectStatus === 'failed') {
      router.replace(failed);
      return;
    }
    void provider.retrieve(secret).then((outcome) => {
      if (outcome.status !== 'succeeded') return router.replace(failed);
      if (broadband === 'true') return bb && bb.clientSecret === secret ? finishBroadband(bb, router.replace) : router.replace('/profile/my-orders');
      if (!pending || pending.clientSecret !== secret) return router.replace('/profile/my-orders');
      finishPurchase(pending, { forgetCart: forget, push: router.replace });
    });
  }, [payments, clientSecret, redirectStatus, broadband, serviceType, router, forget]);

  return <p role="status">{t('checking')}</p>;
}
