import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { QuerySection, useQueryErrorText } from '@/components/ui/section-state';
import type { UsageAlerts } from '@/lib/usage/types';
import { useSaveUsageAlerts, useUsageAlerts } from './queries';
import styles from './usage-alerts.module.css';

const CHOICES: readonly (keyof UsageAlerts)[] = ['at80', 'at100'];

/**
 * The usage alerts of the notifications dialog ("usage alerts at 80% and 100% of an allowance,
 * chosen under notifications"): what is stored, what the customer ticks, and `save`, which sends
 * them when they changed and answers the refusal's text (null when saved or unchanged).
 */
export function useUsageAlertsForm() {
  const query = useUsageAlerts();
  const mutation = useSaveUsageAlerts();
  const errorText = useQueryErrorText();
  const [draft, setDraft] = useState<UsageAlerts | null>(null);
  const value = draft ?? query.data ?? null;
  async function save(): Promise<string | null> {
    const stored = query.data;
    if (!draft || (stored && draft.at80 === stored.at80 && draft.at100 === stored.at100)) return null;
    try {
      await mutation.mutateAsync(draft);
      return null;
    } catch (err) {
      return errorText(err);
    }
  }
  return { query, value, change: (next: UsageAlerts) => setDraft(next), save };
}

/** The group 'Usage alerts': 'Email me at 80% of an allowance', 'Email me when an allowance is used up'. Loads and fails on its own. */
export function UsageAlertsFields({ form }: { form: ReturnType<typeof useUsageAlertsForm> }) {
  const t = useTranslations('usageAlerts');
  const id = useId();
  return (
    <fieldset className={styles.group} aria-describedby={`${id}-hint`}>
      <legend>{t('title')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('hint')}
      </p>
      <QuerySection query={form.query} title={t('title')} rows={2}>
        {() =>
          form.value &&
          CHOICES.map((key) => (
            <label key={key} className={styles.choice}>
              <input type="checkbox" name={key} checked={form.value![key]} onChange={(e) => form.change({ ...form.value!, [key]: e.target.checked })} />
              <span>{t(key)}</span>
            </label>
          ))
        }
      </QuerySection>
    </fieldset>
  );
}
