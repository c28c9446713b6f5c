'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { BffResult } from '@/components/api/call-bff';
import { errorKey } from '@/components/api/error-key';
import { retryMinutes } from './form-errors';

type Failure = Extract<BffResult<unknown>, { ok: false }>;

/**
 * What every auth form does around its BFF call: the pending flag, the form-level error, and
 * the lock after a 429, which lifts itself when the wait is over. `retryIn` words the wait in
 * the form's own namespace.
 */
export function useAuthSubmit(retryIn: (minutes: number) => string) {
  const te = useTranslations('errors');
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [retryAt, setRetryAt] = useState<number>();

  useEffect(() => {
    if (retryAt === undefined) return;
    const timer = window.setTimeout(() => setRetryAt(undefined), Math.max(0, retryAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [retryAt]);

  /** The failures no form words on its own: a 429 (locks the form) or the catalogue's text. */
  function showFailure(res: Failure) {
    if (res.code === 'rate_limited') {
      setRetryAt(Date.now() + (res.retryAfterS ?? 60) * 1000);
      setFormError(`${te('rateLimited')} ${retryIn(retryMinutes(res.retryAfterS))}`);
    } else {
      // Network trouble or an upstream fault: the form stays as typed, so trying again is one press.
      setFormError(te(errorKey(res.code)));
    }
  }

  return { formError, setFormError, pending, setPending, locked: retryAt !== undefined, showFailure };
}
