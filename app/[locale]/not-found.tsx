import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPanel } from '@/components/layout/status-panel';
import { ButtonLink } from '@/components/ui/button-link';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('title'), robots: { index: false } };
}

/** "not-found (catch-all)": the catalogue's 'page not found', and the way home. */
export default async function NotFound() {
  const [t, te, tc] = await Promise.all([getTranslations('notFound'), getTranslations('errors'), getTranslations('common')]);
  return (
    <StatusPanel
      icon="compass"
      title={te('pageNotFound')}
      actions={
        <>
          <ButtonLink href="/">{tc('backHome')}</ButtonLink>
          <ButtonLink href="/help" variant="secondary">
            {tc('getHelp')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('body')}</p>
    </StatusPanel>
  );
}
