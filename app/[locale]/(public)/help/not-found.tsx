'use client';

import { useTranslations } from 'next-intl';
import { StatusPanel } from '@/components/layout/status-panel';
import { ButtonLink } from '@/components/ui/button-link';
import { HELP_PATH } from '@/lib/help/paths';

/**
 * A help address that names nothing (a draft, a removed article, a made-up id). The app's
 * not-found page reads the locale from a request header, which an ISR page may not do (Next.js
 * stops it as "static to dynamic"); not-found.tsx gets no params, so this one reads its texts
 * from the help layout's client messages, where the locale is already known.
 */
export default function HelpNotFound() {
  const t = useTranslations();
  return (
    <StatusPanel
      icon="compass"
      title={t('errors.pageNotFound')}
      actions={
        <>
          <ButtonLink href={HELP_PATH}>{t('help.notFoundBack')}</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            {t('common.backHome')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('help.notFound')}</p>
    </StatusPanel>
  );
}
