import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
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
  // What was asked for shows at once (the switch moves as it is clicked); the answer then decides.
  const [asked, setAsked] = useState<boolean | null>(null);
  const on = asked ?? addon.autoRenew;
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
          onChange={(e) => {
            setAsked(e.target.checked);
            change.mutate({ addonUuid: addon.uuid, autoRenew: e.target.checked }, { onSettled: () => setAsked(null) });
          }}
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
