'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { useQueryErrorText } from '@/components/ui/section-state';
import type { HeldAddon } from '@/lib/usage/types';
import styles from './account-plans.module.css';
import { useAutoRenew } from './queries';

/**
 * "Auto renew can be turned on or off per plan or addon": a switch named 'Auto-renew {name}'
 * (POST /api/customer/auto-renew), off while the change is on its way, the refusal under it.
 */
export function AutoRenewSwitch({ addon }: { addon: HeldAddon }) {
  const t = useTranslations('yourPlan');
  const errorText = useQueryErrorText();
  const change = useAutoRenew();
  const id = useId();
  const on = change.isPending ? change.variables.autoRenew : addon.autoRenew;
  return (
    <div className={styles.switchRow}>
      <label className={styles.switch} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={on}
          aria-label={t('autoRenewFor', { name: addon.name })}
          aria-busy={change.isPending || undefined}
          disabled={change.isPending}
          onChange={(e) => change.mutate({ addonUuid: addon.uuid, autoRenew: e.target.checked })}
        />
        <span aria-hidden="true">{t('autoRenew')}</span>
      </label>
      {change.isError && (
        <Alert tone="error">
          <p>{errorText(change.error)}</p>
        </Alert>
      )}
    </div>
  );
}
