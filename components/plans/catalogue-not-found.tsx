'use client';

import { useTranslations } from 'next-intl';
import { StatusPanel } from '@/components/layout/status-panel';
import { ButtonLink } from '@/components/ui/button-link';

/**
 * The not-found page of the catalogue routes (an unknown plan slug, /ufb/<anything>). A client
 * component on purpose: those pages are ISR pages, and a server not-found would have to read
 * the locale from the request headers (it gets no params, and renders alongside the layout
 * that sets the locale), which Next.js refuses in a static render. The layout's
 * NextIntlClientProvider already holds the page's language.
 */
export function CatalogueNotFound() {
  const t = useTranslations('notFound');
  const te = useTranslations('errors');
  const tc = useTranslations('common');
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
