import { useTranslations } from 'next-intl';
import type { SimState } from '@/lib/sim/types';
import { cx } from '@/components/ui/cx';
import styles from './actions.module.css';

/** 'Your SIM is working' / 'Your SIM is blocked', with a coloured dot that only repeats the words. */
export function SimStateLine({ state }: { state: SimState }) {
  const t = useTranslations('simActions.state');
  return (
    <p className={styles.state}>
      <span aria-hidden="true" className={cx(styles.dot, state === 'disabled' && styles.off)} />
      {state === 'enabled' ? t('enabled') : t('disabled')}
    </p>
  );
}
