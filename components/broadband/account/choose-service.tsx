'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { BffError } from '@/components/query/bff-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useQueryErrorText } from '@/components/ui/section-state';
import styles from './account.module.css';
import { chooseCurrentService } from './queries';

export type ServiceChoice = { id: string; planName: string; address: string; current: boolean };

/** select-ufb-product: one of several fibre services is chosen, then the broadband tab shows it. */
export function ChooseService({ services }: { services: ServiceChoice[] }) {
  const t = useTranslations('broadband.account.select');
  const errorText = useQueryErrorText();
  const router = useRouter();
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(services.find((s) => s.current)?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit() {
    if (busy) return;
    if (!chosen) return setFailure(t('choose'));
    setBusy(true);
    setFailure(null);
    try {
      await chooseCurrentService(chosen);
      router.push('/profile/broadband');
    } catch (e) {
      if (e instanceof BffError && isSessionLoss(e.code)) return signInAgain();
      setFailure(errorText(e));
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.choose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className={styles.plans}>
        <legend className="visually-hidden">{t('legend')}</legend>
        {services.map((s) => (
          <label key={s.id} className={styles.plan}>
            <input type="radio" name={`${id}-service`} value={s.id} checked={chosen === s.id} onChange={() => setChosen(s.id)} />
            <span className={styles.planText}>
              <span className={styles.planName}>{s.address}</span>
              <span>{s.planName}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
