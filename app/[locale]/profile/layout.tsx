import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireProfile } from './_lib/require-profile';
import styles from './layout.module.css';

/** My account: nothing renders until the guard chain has passed (see requireProfile). */
export default async function ProfileLayout({ children }: { children: ReactNode }) {
  await requireProfile();
  return (
    <ClientMessages namespaces={['profile']}>
      <div className={styles.profile}>{children}</div>
    </ClientMessages>
  );
}
