'use client';

import { useMutationState, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { bffGet } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import { Alert } from '@/components/ui/alert';
import type { MobileProductView } from '@/lib/customer/types';
import { billingReferenceChange } from '@/lib/plans/rules';
import { PRODUCT_TYPE_MUTATION } from './queries';

type Products = { products: MobileProductView[]; currentUuid: string | null };

/**
 * "A billing-reference change where the second part is equal and the first differs, when not
 * mid-transfer, shows a message that the payment type changed and refreshes the interface":
 * the current product as the page was drawn, compared with the products read again when the
 * window regains focus; not while this page's own transfer runs or after it (that one says
 * 'Product type transfer' itself).
 */
export function PaymentTypeNotice({ productUuid, billingReference }: { productUuid: string; billingReference: string }) {
  const t = useTranslations('productType');
  const router = useRouter();
  // This page's own transfers, running or done (the mutation cache keeps them while the section is there).
  const ownTransfer = useMutationState({ filters: { mutationKey: PRODUCT_TYPE_MUTATION }, select: (m) => m.state.status }).some((s) => s !== 'idle' && s !== 'error');
  const [changed, setChanged] = useState(false);
  const products = useQuery({
    queryKey: queryKeys.products.all,
    queryFn: () => bffGet<Products>('/api/customer/products'),
    refetchOnWindowFocus: 'always',
  });
  const now = products.data?.products.find((p) => p.uuid === productUuid)?.billingReference;

  const noticed = now !== undefined && billingReferenceChange(billingReference, now, ownTransfer);
  // Once noticed, the message stays, also after the refresh has drawn the page with the new reference.
  if (noticed && !changed) setChanged(true);
  const refreshed = useRef(false);
  useEffect(() => {
    if (!changed || refreshed.current) return;
    refreshed.current = true;
    router.refresh();
  }, [changed, router]);

  return changed ? <Alert tone="info">{t('changedElsewhere')}</Alert> : null;
}
