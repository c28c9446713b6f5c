import type { ReactNode } from 'react';
import styles from './badge.module.css';
import { cx } from './cx';

export type BadgeTone = 'neutral' | 'success' | 'info' | 'warning' | 'brand';

/** A short status label; colour is never the only signal, the text says it. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={cx(styles.badge, styles[tone])}>{children}</span>;
}
