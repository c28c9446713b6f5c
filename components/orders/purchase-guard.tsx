'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { readPurchase } from '@/components/checkout/checkout-storage';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * "thanks and thanks-broadband (only if a purchase exists, else home)": the purchase summary is
 * kept in this browser (localStorage `eshop.purchase`, readable once hydrated). Without one →
 * home; without an order in the address → the summary's order. Until then it shows `pending`
 * (the server HTML's content: a page's main is never empty).
 */
export function PurchaseGuard({ orderId, path, pending = null, children }: { orderId: string | null; path: string; pending?: ReactNode; children: ReactNode }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const purchase = hydrated ? readPurchase(window.localStorage) : undefined;
  const hasPurchase = purchase === undefined ? undefined : purchase !== null;
  const purchaseOrder = purchase?.orderId ?? '';
  useEffect(() => {
    if (hasPurchase === false) router.replace('/');
    else if (hasPurchase && !orderId && purchaseOrder) router.replace(`${path}?order=${encodeURIComponent(purchaseOrder)}`);
  }, [hasPurchase, purchaseOrder, orderId, path, router]);
  // Until the browser's purchase is read (the server HTML, hydration) or while leaving: `pending`.
  return hasPurchase && (orderId || !purchaseOrder) ? children : pending;
}
