'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type FormEvent } from 'react';
import { useRefreshCards } from '@/components/billing/queries';
import { createPaymentProvider } from '@/components/payments/create-provider';
import { useSaveCard } from '@/components/payments/use-save-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { PaymentsConfig } from '@/lib/payments/types';
import list from '@/components/ui/item-list.module.css';
import styles from './add-card-form.module.css';

/**
 * "Add a card": the provider's card fields, then a SetupIntent confirmed with them (3-D Secure in
 * the dialog); once saved the list is read again (the guard sees the card) and the user goes on
 * to `next`. A failure keeps what was typed and says the provider's words and the spec's line.
 */
export function AddCardForm({ payments, next }: { payments: PaymentsConfig; next: string }) {
  const t = useTranslations('cards');
  const tp = useTranslations('paymentStep');
  const router = useRouter();
  const provider = useMemo(() => createPaymentProvider(payments), [payments]);
  const { save, dialog } = useSaveCard(provider);
  const refreshCards = useRefreshCards();
  const [complete, setComplete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setProblem(null);
    if (!provider) return setProblem([tp('errors.setup')]);
    if (!complete) return setProblem([tp('errors.incompleteCard')]);
    setBusy(true);
    const res = await save();
    if (!res.ok) {
      setBusy(false);
      return setProblem(res.lines);
    }
    setSaved(true);
    // Read the list again before leaving: the BFF then forgets the cached account, so the profile guard lets the customer in.
    await refreshCards().catch(() => undefined);
    router.push(next);
  }

  const CardFields = provider?.CardFields;
  return (
    <form className={list.panel} onSubmit={submit} noValidate aria-label={t('addTitle')}>
      {CardFields ? (
        <>
          <CardFields onChange={setComplete} disabled={busy} />
          <p className={styles.muted}>{tp('secure')}</p>
        </>
      ) : (
        <Alert tone="error">{tp('errors.setup')}</Alert>
      )}
      {problem && (
        <Alert tone="error">
          {problem.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </Alert>
      )}
      {saved && <Alert tone="success">{t('saved')}</Alert>}
      <div>
        <Button type="submit" busy={busy}>
          {busy ? t('saving') : t('save')}
        </Button>
      </div>
      {dialog}
    </form>
  );
}
