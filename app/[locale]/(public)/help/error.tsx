'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startTransition, useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import styles from './error.module.css';

type Props = { error: unknown; retry?: () => void; reset?: () => void };

/**
 * The help centre when its knowledge base cannot be read (the pages throw rather than keep a
 * failure in the ISR cache for an hour): the help-centre heading, a kind message, Try again,
 * and the way to contact us (the layout's "Still need help?" stays below). Never a raw error.
 */
export default function HelpError({ error, retry, reset }: Props) {
  const t = useTranslations('help');
  const router = useRouter();

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
    <section className={styles.page} aria-labelledby="help-heading">
      <h1 id="help-heading">{t('heading')}</h1>
      <Alert tone="warning" live="assertive" title={t('unavailable.title')}>
        <p>{t('unavailable.body')}</p>
      </Alert>
      <div className={styles.actions}>
        <Button onClick={tryAgain}>{t('unavailable.tryAgain')}</Button>
        <a href="#contact" className={styles.contact}>
          {t('unavailable.contact')}
        </a>
      </div>
    </section>
  );
}
