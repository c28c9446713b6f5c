'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import type { HistogramType } from '@/lib/usage/types';
import styles from './history.module.css';

const TYPES: readonly HistogramType[] = ['data', 'voice'];

/**
 * "a radio group 'Show' with 'Data' and 'Voice'": shows one of the two charts the server
 * rendered (`charts`), the other hidden. The charts themselves carry no script.
 */
export function HistorySwitch({ charts }: { charts: Record<HistogramType, ReactNode> }) {
  const t = useTranslations('usage.history');
  const [shown, setShown] = useState<HistogramType>('data');
  const name = useId();
  return (
    <>
      <fieldset role="radiogroup" className={styles.switch}>
        <legend>{t('show')}</legend>
        {TYPES.map((type) => (
          <label key={type}>
            <input type="radio" name={name} value={type} checked={shown === type} onChange={() => setShown(type)} />
            <span>{t(type)}</span>
          </label>
        ))}
      </fieldset>
      {TYPES.map((type) => (
        <div key={type} hidden={shown !== type}>
          {charts[type]}
        </div>
      ))}
    </>
  );
}
