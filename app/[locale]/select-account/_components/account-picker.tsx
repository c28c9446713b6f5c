'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callBff } from '@/components/api/call-bff';
import { errorKey, isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { Badge } from '@/components/ui/badge';
import styles from './account-picker.module.css';

export type AccountChoice = {
  uuid: string;
  /** Display name, or null when the account could not be read. */
  name: string | null;
  accountNumber: string | null;
  current: boolean;
};

/** One button per customer account; choosing posts to /api/account/select and loads where it says. */
export function AccountPicker({ accounts, redirect }: { accounts: AccountChoice[]; redirect?: string }) {
  const t = useTranslations('selectAccount');
  const te = useTranslations('errors');
  const dialogs = useDialogs();
  const [choosing, setChoosing] = useState<string>();

  async function choose(uuid: string) {
    setChoosing(uuid);
    const res = await callBff<{ redirectTo: string }>('/api/account/select', 'POST', { customerUuid: uuid, redirect });
    if (res.ok) {
      window.location.assign(res.data.redirectTo || '/profile');
      return;
    }
    setChoosing(undefined);
    // Back to the page the choice was for, not to this chooser.
    if (isSessionLoss(res.code)) return signInAgain(redirect ?? '/profile');
    await dialogs.error({ message: te(errorKey(res.code)) });
  }

  return (
    <ul className={styles.list} aria-label={t('listLabel')}>
      {accounts.map((a, i) => {
        const busy = choosing === a.uuid;
        return (
          <li key={a.uuid}>
            <button
              type="button"
              className={styles.choice}
              onClick={() => choose(a.uuid)}
              disabled={choosing !== undefined}
              aria-busy={busy || undefined}
            >
              <span className={styles.text}>
                <span className={styles.name}>{a.name ?? t('unnamed', { position: i + 1 })}</span>
                <span className={styles.number}>
                  {a.accountNumber ? t('accountNumber', { number: a.accountNumber }) : t('accountNumberUnknown')}
                </span>
              </span>
              <span className={styles.side}>
                {a.current && <Badge tone="success">{t('current')}</Badge>}
                <span className={styles.cta}>{busy ? t('choosing') : t('choose')}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
