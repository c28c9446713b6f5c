import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { ProfileTabs } from '../_components/profile-tabs';
import { requireTab } from '../_lib/require-tab';
import styles from './page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile.orders');
  return { title: t('title') };
}

/** my-orders: nothing is ordered through this portal yet, so the honest empty state. */
export default async function MyOrdersPage() {
  const { tabs } = await requireTab('my-orders');
  const t = await getTranslations('profile.orders');
  return (
    <>
      <ProfileTabs current="my-orders" tabs={tabs} />
      <h1>{t('title')}</h1>
      <section className={styles.empty} aria-labelledby="orders-empty">
        <span className={styles.icon}>
          <Icon name="package" size={28} />
        </span>
        <h2 id="orders-empty">{t('empty')}</h2>
        <p>{t('emptyBody')}</p>
        <ButtonLink href="/" variant="secondary">
          {t('browse')}
        </ButtonLink>
      </section>
    </>
  );
}
