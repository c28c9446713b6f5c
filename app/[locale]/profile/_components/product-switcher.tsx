'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { announceCurrentProduct } from '@/components/account/cross-tab';
import { callBff } from '@/components/api/call-bff';
import { errorKey, isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { queryKeys } from '@/components/query/keys';
import { Button } from '@/components/ui/button';

/**
 * Makes a product the current one (PUT /api/customer/products/current): tells the other tabs
 * ("A change of the stored current mobile product in another browser tab reloads the page"),
 * forgets every section's data (each reads the current product) and re-renders the page.
 * Returns whether it changed.
 */
export function useMakeCurrent() {
  const te = useTranslations('errors');
  const router = useRouter();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [refreshing, startTransition] = useTransition();

  async function makeCurrent(productUuid: string): Promise<boolean> {
    setSaving(true);
    const res = await callBff<{ currentUuid: string }>('/api/customer/products/current', 'PUT', { productUuid });
    setSaving(false);
    if (!res.ok) {
      if (isSessionLoss(res.code)) signInAgain();
      else await dialogs.error({ message: te(errorKey(res.code)) });
      return false;
    }
    announceCurrentProduct(res.data.currentUuid);
    await queryClient.invalidateQueries({ queryKey: queryKeys.all });
    startTransition(() => router.refresh());
    return true;
  }

  return { makeCurrent, busy: saving || refreshing };
}

/** The "Make current" button of a number's card on the profile home. */
export function ProductSwitcher({ productUuid, number }: { productUuid: string; number: string }) {
  const t = useTranslations('profile.home');
  const { makeCurrent, busy } = useMakeCurrent();
  return (
    <Button variant="secondary" busy={busy} onClick={() => void makeCurrent(productUuid)}>
      {busy ? t('switching') : t('useThis')}
      <span className="visually-hidden"> ({number})</span>
    </Button>
  );
}
