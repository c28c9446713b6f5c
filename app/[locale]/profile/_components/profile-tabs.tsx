import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ProfileTab } from '@/lib/flags';
import { TAB_PATHS } from '../_lib/require-tab';
import styles from './profile-tabs.module.css';

/**
 * The allowed profile tabs. Each page renders it with its own tab marked, so the mark stays
 * right after client-side navigation (the layout above does not re-render then).
 */
export async function ProfileTabs({ current, tabs }: { current: ProfileTab; tabs: ProfileTab[] }) {
  const t = await getTranslations('profile.tabs');
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link href={TAB_PATHS[tab]} className={styles.tab} aria-current={tab === current ? 'page' : undefined}>
              {t(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
