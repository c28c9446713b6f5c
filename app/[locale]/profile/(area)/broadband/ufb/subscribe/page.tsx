import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/broadband/account/account.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeading } from '@/components/ui/page-heading';
import { requireScreen } from '../../../../_lib/require-screen';
import { firstServices } from '../../_lib/first-views';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('broadband.account.subscribe');
  return { title: t('title') };
}

/** broadband/ufb/subscribe (the UFB module): "Add fibre" → the broadband flow at /broadband. */
export default async function UfbSubscribePage() {
  await requireScreen('broadband/ufb/subscribe');
  const [t, first] = await Promise.all([getTranslations('broadband.account.subscribe'), firstServices('/profile/broadband/ufb/subscribe')]);
  const fibre = first.services?.services.filter((s) => s.technology === 'UFB' && s.state !== 'cancelled').length ?? 0;
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <section className={styles.card} aria-label={t('title')}>
        {fibre > 0 && <p>{t('have', { count: fibre })}</p>}
        <div className={styles.actions}>
          <ButtonLink href="/broadband">{t('add')}</ButtonLink>
          {fibre > 0 && (
            <ButtonLink variant="secondary" href="/profile/broadband/ufb/subscriptions">
              {t('see')}
            </ButtonLink>
          )}
        </div>
      </section>
    </>
  );
}
