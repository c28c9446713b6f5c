'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callBff } from '@/components/api/call-bff';
import { errorKey, isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Redeemed } from '@/lib/rewards/types';

type Props = { uuid: string; title: string; costPoints: number; total: number };

/**
 * Redeem, the one client leaf of a bonus's page: confirm ('Redeem {title} for {points} points?'),
 * spend the points, show the code, then let the server draw the page again with the lower total.
 */
export function RedeemButton({ uuid, title, costPoints, total }: Props) {
  const t = useTranslations('rewards.bonus');
  const te = useTranslations('errors');
  const dialogs = useDialogs();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function redeem() {
    if (busy) return;
    setProblem(null);
    const ok = await dialogs.confirm({
      title: t('confirmTitle'),
      message: t('confirmMessage', { title, points: costPoints, left: total - costPoints }),
      confirmCaption: t('confirmCaption'),
    });
    if (!ok) return;
    setBusy(true);
    const res = await callBff<Redeemed>(`/api/bonuses/${encodeURIComponent(uuid)}/redeem`, 'POST', {});
    setBusy(false);
    if (!res.ok) {
      if (isSessionLoss(res.code)) return signInAgain();
      const short = (res.details as { short?: unknown } | undefined)?.short;
      setProblem(res.code === 'not_enough_points' && typeof short === 'number' ? t('short', { points: short }) : te(errorKey(res.code)));
      router.refresh();
      return;
    }
    const r = res.data.redemption;
    router.refresh();
    await dialogs.success({
      title: t('doneTitle'),
      message: r.onAccount ? t('doneOnAccount', { title: r.title, code: r.code }) : t('doneCode', { title: r.title, code: r.code }),
    });
  }

  return (
    <>
      <Button busy={busy} onClick={() => void redeem()}>
        {busy ? t('redeeming') : t('redeem', { points: costPoints })}
      </Button>
      {problem && <Alert tone="error">{problem}</Alert>}
    </>
  );
}
