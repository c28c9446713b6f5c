'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useSyncExternalStore } from 'react';
import { StatusPanel } from '@/components/layout/status-panel';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';

type Props = { error: unknown; reset?: () => void };

function subscribeToConnection(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * The error boundary of the catalogue pages (plans, multi-SIM plans, fibre): the catalogue's
 * friendly text and Try again. The server's message never reaches the browser, so the text
 * says 'network error' when the browser itself is offline, else 'something went wrong, try later'.
 */
export function CatalogueError({ error, reset }: Props) {
  const t = useTranslations('errorPage');
  const te = useTranslations('errors');
  const tc = useTranslations('common');
  const router = useRouter();
  const offline = useSyncExternalStore(subscribeToConnection, () => !navigator.onLine, () => false);

  useEffect(() => {
    console.error(error);
  }, [error]);

  function tryAgain() {
    startTransition(() => {
      router.refresh();
      reset?.();
    });
  }

  return (
    <StatusPanel
      icon="alert"
      tone="danger"
      title={te(offline ? 'networkError' : 'somethingWentWrong')}
      actions={
        <>
          <Button onClick={tryAgain}>{tc('tryAgain')}</Button>
          <ButtonLink href="/" variant="secondary">
            {tc('backHome')}
          </ButtonLink>
        </>
      }
    >
      <p role="alert">{t('body')}</p>
    </StatusPanel>
  );
}
