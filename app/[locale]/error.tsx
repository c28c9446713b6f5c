'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useSyncExternalStore } from 'react';
import { StatusPanel } from '@/components/layout/status-panel';
import styles from '@/components/layout/status-panel.module.css';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useErrorReference } from '@/components/layout/error-reference';

type Props = { error: unknown; retry?: () => void; reset?: () => void };

function subscribeToConnection(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * The error boundary of every page (app/profile/error.tsx re-exports it; the catalogue pages
 * use it as it is). In production the server's message is hidden, so the text is the
 * catalogue's: 'network error' when the browser itself is offline, else 'something went wrong,
 * try later'; inside My account it says the account could not be loaded, which is what an
 * upstream outage there means.
 *
 * The error is reported to our own /api/client-errors (with Next's digest for a server error),
 * and the page shows the report's reference: it finds that log line, the page's trace and,
 * through the digest, the server's own line (docs/operations.md §4).
 */
export default function ErrorBoundaryPage({ error, retry, reset }: Props) {
  const t = useTranslations('errorPage');
  const te = useTranslations('errors');
  const tc = useTranslations('common');
  const router = useRouter();
  const inAccount = usePathname()?.startsWith('/profile') ?? false;
  const offline = useSyncExternalStore(subscribeToConnection, () => !navigator.onLine, () => false);
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;

  const reference = useErrorReference(error, digest);

  useEffect(() => {
    console.error(error);
  }, [error]);

  function tryAgain() {
    if (retry) return retry();
    startTransition(() => {
      router.refresh();
      reset?.();
    });
  }

  return (
    <StatusPanel
      icon="alert"
      tone="danger"
      title={inAccount ? t('accountTitle') : te(offline ? 'networkError' : 'somethingWentWrong')}
      actions={
        <>
          <Button onClick={tryAgain}>{tc('tryAgain')}</Button>
          <ButtonLink href="/" variant="secondary">
            {tc('backHome')}
          </ButtonLink>
        </>
      }
    >
      <div role="alert">
        {inAccount && <p className="sentence">{te('somethingWentWrong')}</p>}
        <p>{inAccount ? t('accountBody') : t('body')}</p>
      </div>
      {reference && <p className={styles.reference}>{t('reference', { reference })}</p>}
    </StatusPanel>
  );
}
