'use client';

import { useTranslations } from 'next-intl';
import { StatusPanel } from '@/components/layout/status-panel';
import { ButtonLink } from '@/components/ui/button-link';

/**
 * "not-found (catch-all)": the catalogue's 'page not found', and the way home. A client
 * component reading the layout's client messages: not-found.tsx gets no params, and reading the
 * locale from a request header would turn an ISR page that calls notFound() into a 500
 * ("static to dynamic"). React hoists the title and robots tags into <head>.
 */
export default function NotFound() {
  const t = useTranslations();
  return (
    <>
      <title>{`${t('notFound.title')} · ${t('app.name')}`}</title>
      <meta name="robots" content="noindex" />
      <StatusPanel
        icon="compass"
        title={t('errors.pageNotFound')}
        actions={
          <>
            <ButtonLink href="/">{t('common.backHome')}</ButtonLink>
            <ButtonLink href="/help" variant="secondary">
              {t('common.getHelp')}
            </ButtonLink>
          </>
        }
      >
        <p>{t('notFound.body')}</p>
      </StatusPanel>
    </>
  );
}
