import type { ReactNode, Ref } from 'react';
import styles from './alert.module.css';
import { cx } from './cx';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

type Props = {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
  className?: string;
  /**
   * 'assertive' for errors that appear after an action (role="alert"), 'polite' for news the
   * user may hear when idle (role="status"), 'off' for text present from the first paint.
   */
  live?: 'assertive' | 'polite' | 'off';
  /** The box itself, e.g. to move focus to it (with `tabIndex={-1}`). */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
};

/** A boxed message; errors use role="alert" so screen readers announce them at once. */
export function Alert({ tone = 'info', title, children, className, live = tone === 'error' ? 'assertive' : 'polite', ref, tabIndex }: Props) {
  const role = live === 'assertive' ? 'alert' : live === 'polite' ? 'status' : undefined;
  return (
    <div ref={ref} tabIndex={tabIndex} role={role} className={cx(styles.alert, styles[tone], className)}>
      {title && <p className={styles.title}>{title}</p>}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
