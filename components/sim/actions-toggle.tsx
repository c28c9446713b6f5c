'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { BffError } from '@/components/query/bff-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QuerySection } from '@/components/ui/section-state';
import type { SimStatusView } from '@/lib/sim/types';
import { disableSim, enableSim, useSetSimStatus, useSimStatus } from './actions-queries';
import { SimStateLine } from './actions-state-line';
import styles from './actions.module.css';
import { useSecondFactorGate } from './second-factor-gate';

type Action = 'disable' | 'enable';
const SEND: Record<Action, () => Promise<SimStatusView>> = { disable: () => disableSim('other'), enable: enableSim };
const OTHER: Record<Action, { href: string; label: 'enableSim' | 'disableSim' }> = {
  disable: { href: '/profile/sim-card-actions/enable-sim', label: 'enableSim' },
  enable: { href: '/profile/sim-card-actions/disable-sim', label: 'disableSim' },
};

/**
 * disable-sim and enable-sim: the SIM's state, what the action means, 'Disable SIM' / 'Enable
 * SIM' → a dialog to confirm → (the second factor when the BFF asks) → the new state. A SIM
 * already in the state asked for says so, with the link to the other action.
 */
export function ActionsToggle({ action, initial, allowPassword }: { action: Action; initial?: SimStatusView; allowPassword: boolean }) {
  const t = useTranslations(`simActions.${action}`);
  const ts = useTranslations('simActions.state');
  const tn = useTranslations('profile.nav.screens');
  const dialogs = useDialogs();
  const status = useSimStatus(initial);
  const setStatus = useSetSimStatus();
  const title = tn(action === 'disable' ? 'disableSim' : 'enableSim');
  const gate = useSecondFactorGate({ send: SEND[action], allowPassword, header: title, onSuccess: setStatus });
  // 'sim_already': changed meanwhile (another tab, the lost-or-stolen path): the state read again says so.
  const already = gate.error instanceof BffError && gate.error.code === 'sim_already';
  const refetch = status.refetch;
  useEffect(() => {
    if (already) void refetch();
  }, [already, refetch]);

  async function go() {
    if (gate.busy) return;
    if (await dialogs.confirm({ title: t('confirmTitle'), message: t('confirmMessage'), confirmCaption: title, destructive: action === 'disable' })) gate.run(undefined);
  }

  const other = OTHER[action];
  return (
    <section className={styles.panel} aria-labelledby="sim-toggle-heading">
      <h2 id="sim-toggle-heading">{ts('heading')}</h2>
      <QuerySection query={status} title={ts('heading')} rows={1}>
        {(view) => (
          <>
            <SimStateLine state={view.state} />
            {gate.data ? (
              <Alert tone="success">
                <p>{t('done')}</p>
              </Alert>
            ) : (view.state === 'enabled') === (action === 'disable') ? (
              <>
                <p>{t('explain')}</p>
                <div className={styles.actions}>
                  <Button variant={action === 'disable' ? 'danger' : 'primary'} busy={gate.busy} onClick={() => void go()}>
                    {title}
                  </Button>
                </div>
              </>
            ) : (
              <p>
                {t('already')} <Link href={other.href}>{tn(other.label)}</Link>
              </p>
            )}
          </>
        )}
      </QuerySection>
      {!already && gate.refusal}
      {gate.step}
    </section>
  );
}
