import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

/** A screen's title (its one h1) with the line that says what the screen is for, kept together. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.heading}>
      <h1>{title}</h1>
      {children && <p>{children}</p>}
    </header>
  );
}
