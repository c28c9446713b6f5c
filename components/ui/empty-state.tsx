import type { ReactNode } from 'react';
import styles from './empty-state.module.css';
import { Icon, type IconName } from './icon';

/** A list with nothing in it yet: an icon, a heading that says so, and what to do about it. */
export function EmptyState({ id, icon, title, children }: { id: string; icon: IconName; title: string; children?: ReactNode }) {
  return (
    <section className={styles.empty} aria-labelledby={id}>
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
