import type { ReactNode } from 'react';
import { requireProfile } from './_lib/require-profile';
import styles from './layout.module.css';

/** My account: nothing renders until the guard chain has passed (see requireProfile). */
export default async function ProfileLayout({ children }: { children: ReactNode }) {
  await requireProfile();
  return <div className={styles.profile}>{children}</div>;
}
