'use client';

import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/components/query/keys';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { formatCents } from '@/components/format/format-money';
import { QuerySection } from '@/components/ui/section-state';
import type { RoamingView } from '@/lib/sim/types';
import { SaveOutcome, SettingSwitch } from './settings-panel';
import { sendRoaming, useRoaming } from './settings-queries';
import styles from './settings.module.css';

/** The 'Daily roaming charge' switch of SIM settings (`initial`: the server's first view). */
export function RoamingSection({ initial }: { initial?: RoamingView }) {
  const t = useTranslations('simSettings');
  const query = useRoaming(initial);
  return (
    <QuerySection query={query} title={t('roaming.heading')} rows={1}>
      {(view) => <RoamingSwitch stored={view.autoActive} dailyChargeCents={view.dailyChargeCents ?? null} />}
    </QuerySection>
  );
}

/**
 * "Serialised per product; the last request wins" (docs/sim-contract.md §3 Roaming): the switch
 * moves at every click and never waits, while one request at a time goes out. When it returns
 * and the latest wish differs from what it sent, the latest wish goes next; so five quick clicks
 * send two or three requests and the last click is what is stored. A failure puts the switch
 * back to what is stored and says so.
 */
export function RoamingSwitch({ stored, dailyChargeCents = null }: { stored: boolean; dailyChargeCents?: number | null }) {
  const t = useTranslations('simSettings');
  const client = useQueryClient();
  // The latest wish (null: none since the last answer), read by the request loop as it changes.
  const [wish, setWish] = useState<boolean | null>(null);
  const latest = useRef<boolean | null>(null);
  const inFlight = useRef(false);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  async function flush() {
    inFlight.current = true;
    try {
      for (;;) {
        const want = latest.current;
        if (want === null) break;
        const view = await sendRoaming(want);
        client.setQueryData<RoamingView>(queryKeys.sim.roaming, view);
        if (latest.current === want) {
          latest.current = null;
          setWish(null);
          setSaved(true);
        }
      }
    } catch (err) {
      latest.current = null;
      setWish(null);
      setError(err);
    } finally {
      inFlight.current = false;
    }
  }

  function toggle(on: boolean) {
    latest.current = on;
    setWish(on);
    setError(null);
    setSaved(false);
    if (!inFlight.current) void flush();
  }

  const busy = wish !== null;
  return (
    <div className={styles.stack}>
      <ul className={styles.switches}>
        <li>
          {/* Never disabled: a click while a request is out is the next wish. */}
          <SettingSwitch label={t('roaming.label')} hint={dailyChargeCents === null ? t('roaming.hint') : t('roaming.hintPrice', { price: formatCents(dailyChargeCents) })} on={wish ?? stored} busy={busy} onChange={toggle} />
        </li>
      </ul>
      <SaveOutcome saved={saved ? t('saved') : null} error={error} />
    </div>
  );
}
