import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';
import { cx } from '@/components/ui/cx';
import styles from './status-panel.module.css';

type Props = {
  icon: IconName;
  tone?: 'brand' | 'warning' | 'danger';
  /** The page's h1. */
  title: string;
  children: ReactNode;
  /** The ways out: buttons and links, shown as a row that stacks on phones. */
  actions?: ReactNode;
};

/** A one-message screen (suspended, no cards, verify email, not found): icon, heading, text, ways out. */
export function StatusPanel({ icon, tone = 'brand', title, children, actions }: Props) {
  return (
    <section className={styles.panel}>
      <div className={cx(styles.icon, styles[tone])}>
        <Icon name={icon} size={28} />
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
