import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import styles from '@/components/sim/actions.module.css';
import type { ScreenLabel } from '@/lib/profile/screens';

/** A child's title: its navigation label. */
export function childMetadata(label: ScreenLabel): () => Promise<Metadata> {
  return async () => {
    const t = await getTranslations('profile.nav.screens');
    return { title: t(label) };
  };
}

/**
 * One child screen of sim-card-actions: its h1 (its navigation label `label`), its client leaf with the
 * messages it reads (the step's 'account', the labels' 'profile', the fields' 'validation'), and
 * the way back to the overview (on a phone the navigation is behind 'Menu').
 */
export async function SimChildPage({ label, children }: { label: ScreenLabel; children: ReactNode }) {
  const [t, tn] = await Promise.all([getTranslations('simActions'), getTranslations('profile.nav.screens')]);
  return (
    <>
      <PageHeading title={tn(label)} />
      <div className={styles.stack}>
        <ClientMessages namespaces={['simActions', 'account', 'profile', 'validation']}>{children}</ClientMessages>
        <p>
          <Link href="/profile/sim-card-actions">{t('back')}</Link>
        </p>
      </div>
    </>
  );
}
