'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useMakeCurrent } from './product-switcher';
import styles from './account-nav.module.css';

export type ProductChoice = { uuid: string; label: string };

/**
 * "Current number": the product every section shows. The server chose it ("The first product not
 * Not Activated is auto-selected", or the one the customer made current); choosing another here
 * makes it current for every section and every other tab.
 */
export function ProductSelect({ products, currentUuid }: { products: ProductChoice[]; currentUuid: string | null }) {
  const t = useTranslations('profile.nav');
  const id = useId();
  const { makeCurrent, busy } = useMakeCurrent();
  const [value, setValue] = useState(currentUuid ?? '');
  // The server's choice wins whenever it changes (after a refresh, or another tab's change).
  const [seen, setSeen] = useState(currentUuid);
  if (seen !== currentUuid) {
    setSeen(currentUuid);
    setValue(currentUuid ?? '');
  }

  async function choose(uuid: string) {
    const before = value;
    setValue(uuid);
    if (!(await makeCurrent(uuid))) setValue(before);
  }

  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className={styles.switcherLabel}>{t('currentNumber')}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(e) => void choose(e.target.value)}
      >
        {value === '' && <option value="" disabled>{t('chooseNumber')}</option>}
        {products.map((p) => (
          <option key={p.uuid} value={p.uuid}>{p.label}</option>
        ))}
      </select>
    </div>
  );
}
