import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callBff } from '@/components/api/call-bff';
import { errorKey, isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';

/**
 * One call of an account step to our own /api: `busy` while it runs, the catalogue's text in
 * `error` when it fails, and a lost session sends the visitor to sign in again. `call` gives
 * `{ data }` on success, undefined otherwise.
 */
export function useAccountCall() {
  const te = useTranslations('errors');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function call<T>(path: string, method: 'POST' | 'PUT', body?: unknown): Promise<{ data: T } | undefined> {
    setBusy(true);
    setError(undefined);
    const res = await callBff<T>(path, method, body);
    setBusy(false);
    if (res.ok) return { data: res.data };
    if (isSessionLoss(res.code)) signInAgain();
    else setError(te(errorKey(res.code)));
    return undefined;
  }

  return { busy, error, call };
}
