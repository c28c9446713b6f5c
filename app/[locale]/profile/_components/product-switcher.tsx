'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { announceCurrentProduct } from '@/components/account/cross-tab';
import { callBff } from '@/components/api/call-bff';
import { errorKey, isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { Button } from '@/components/ui/button';

/** Makes this product the current one (PUT /api/customer/products/current), then re-renders the page. */
export function ProductSwitcher({ productUuid, number }: { productUuid: string; number: string }) {
  const t = useTranslations('profile.home');
  const te = useTranslations('errors');
  const router = useRouter();
  const dialogs = useDialogs();
  const [saving, setSaving] = useState(false);
  const [refreshing, startTransition] = useTransition();

  async function makeCurrent() {
    setSaving(true);
    const res = await callBff<{ currentUuid: string }>('/api/customer/products/current', 'PUT', { productUuid });
    setSaving(false);
    if (!res.ok) {
      if (isSessionLoss(res.code)) return signInAgain();
      await dialogs.error({ message: te(errorKey(res.code)) });
      return;
    }
    announceCurrentProduct(res.data.currentUuid);
    startTransition(() => router.refresh());
  }

  const busy = saving || refreshing;
  return (
    <Button variant="secondary" busy={busy} onClick={makeCurrent}>
      {busy ? t('switching') : t('useThis')}
      <span className="visually-hidden"> ({number})</span>
    </Button>
  );
}
