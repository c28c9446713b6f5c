'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { readPurchase } from '@/components/checkout/checkout-storage';

/**
 * "thanks and thanks-broadband (only if a purchase exists, else home)": the purchase summary is
 * kept in this browser (localStorage `eshop.purchase`). Without one → home; without an order in
 * the address → the summary's order.
 */
export function PurchaseGuard({ orderId, path, children }: { orderId: string | null; path: string; children: ReactNode }) {
  const router = useRouter();
  const [ok, setOk] = useState(false);
  useEffect(() => {
    const purchase = readPurchase(window.localStorage);
    if (!purchase) router.replace('/');
    else if (!orderId && purchase.orderId) router.replace(`${path}?order=${encodeURIComponent(purchase.orderId)}`);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is only readable after hydration
    else setOk(true);
  }, [orderId, path, router]);
  return ok ? children : null;
}
