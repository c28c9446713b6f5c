'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { readSimDetails } from './actions-queries';
import styles from './actions.module.css';
import { useSecondFactorGate } from './second-factor-gate';

/**
 * sim-details: 'Show SIM details' asks the BFF (which wants the second factor first), then lists
 * 'Phone number', 'SIM ID', 'IMSI' (what it is, in plain words) and, where `pukOnSimDetails` is on, 'PUK'. Never cached: the
 * details are read each time they are shown.
 */
export function ActionsDetails({ allowPassword }: { allowPassword: boolean }) {
  const t = useTranslations('simActions.details');
  const tn = useTranslations('profile.nav.screens');
  const gate = useSecondFactorGate({ send: readSimDetails, allowPassword, header: tn('simDetails') });
  const d = gate.data;
  const rows: Array<{ label: string; value: string; hint?: string }> = d ? [
    { label: t('number'), value: d.number },
    { label: t('simId'), value: d.simId },
    { label: t('imsi'), value: d.imsi, hint: t('imsiHint') },
    ...(d.puk === null ? [] : [{ label: t('puk'), value: d.puk }]),
  ] : [];
  return (
    <section className={styles.panel} aria-labelledby="sim-details-heading">
      <h2 id="sim-details-heading">{t('heading')}</h2>
      {d ? (
        <dl className={styles.details} aria-labelledby="sim-details-heading">
          {rows.map((r) => (
            <div key={r.label}>
              <dt>{r.label}</dt>
              <dd>
                {r.value}
                {r.hint && <span className={styles.detailHint}>{r.hint}</span>}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <>
          <p>{t('hidden')}</p>
          <div className={styles.actions}>
            <Button busy={gate.busy} onClick={() => gate.run(undefined)}>
              {t('show')}
            </Button>
          </div>
        </>
      )}
      {gate.refusal}
      {gate.step}
    </section>
  );
}
