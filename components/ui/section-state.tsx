'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { BffError } from '@/components/query/bff-query';
import { useErrorText } from '@/components/shop/use-error-text';
import { Alert } from './alert';
import { Button } from './button';
import styles from './section-state.module.css';

type Props<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  /** What the section holds ("Payment history"): named in its loading and failure texts. */
  title: string;
  /** What the section shows once its data is there. */
  children: ReactNode | ((data: T) => ReactNode);
  /** Placeholder rows while loading. */
  rows?: number;
};

/** A react-query failure as text in the page's language: a BFF error by its code, anything else as the general failure. */
export function useQueryErrorText(): (error: unknown) => string {
  const errorText = useErrorText();
  const tErr = useTranslations('errors');
  return (error) => (error instanceof BffError ? errorText(error.code, error.message, tErr('somethingWentWrong')) : tErr('somethingWentWrong'));
}

/**
 * One section of a screen, loading and failing on its own: a skeleton while its query is loading
 * (role=status), its error with "Try again" (refetch) when the query failed, else its content.
 * A failure that means the session ended goes to sign-in and comes back here.
 */
export function QuerySection<T>({ query, title, children, rows = 3 }: Props<T>) {
  const t = useTranslations('common.section');
  const tc = useTranslations('common');
  const errorText = useQueryErrorText();
  const code = query.error instanceof BffError ? query.error.code : 'internal';
  const ended = query.isError && isSessionLoss(code);

  useEffect(() => {
    if (ended) signInAgain();
  }, [ended]);

  if (query.isError) {
    const message = errorText(query.error);
    return (
      <Alert tone="error" title={t('failed', { title })}>
        <p>{message}</p>
        <div className={styles.retry}>
          <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            {tc('tryAgain')}
          </Button>
        </div>
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <div role="status" className={styles.loading}>
        <span className="visually-hidden">{t('loading', { title })}</span>
        {Array.from({ length: rows }, (_, i) => (
          <span key={i} className={styles.bar} aria-hidden="true" />
        ))}
      </div>
    );
  }
  return <>{typeof children === 'function' ? children(query.data as T) : children}</>;
}
