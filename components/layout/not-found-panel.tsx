'use client';

import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button-link';
import { StatusPanel } from './status-panel';

/**
 * "not-found (catch-all)": the catalogue's 'page not found', and the way home or to help. Reads
 * the layout's shared client messages (errors, notFound, common), so it renders the same on the
 * server (app/global-not-found.tsx) and in the browser (app/[locale]/not-found.tsx).
 */
export function NotFoundPanel() {
  const t = useTranslations();
  return (
    <StatusPanel
      icon="compass"
      title={t('errors.pageNotFound')}
      actions={
        <>
          {/* A suspended account's every other page is not-found: its way back is the suspended page (globals.css, the hint). */}
          <span data-when="not-suspended">
            <ButtonLink href="/">{t('common.backHome')}</ButtonLink>
            <ButtonLink href="/help" variant="secondary">
              {t('common.getHelp')}
            </ButtonLink>
          </span>
          <span data-when="suspended">
            <ButtonLink href="/suspended">{t('notFound.backToAccount')}</ButtonLink>
          </span>
        </>
      }
    >
      <p>{t('notFound.body')}</p>
    </StatusPanel>
  );
}
