'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { reportFromPage } from '@/lib/observability/client-reporter';

/** The reference each error shown was reported under (an error page shows one; a few per page view). */
const references = new Map<unknown, string | null>();
const listeners = new Set<() => void>();

function subscribe(changed: () => void): () => void {
  listeners.add(changed);
  return () => listeners.delete(changed);
}

/**
 * An error page's reference (app/[locale]/error.tsx, app/global-error.tsx): the error is reported
 * once, after the page is shown (never while rendering: not on the server, and once however often
 * React renders), and the page then shows the report's reference; null until then.
 */
export function useErrorReference(error: unknown, digest: string | undefined): string | null {
  useEffect(() => {
    if (references.has(error)) return;
    references.set(error, reportFromPage(error, digest));
    for (const changed of listeners) changed();
  }, [error, digest]);
  return useSyncExternalStore(subscribe, () => references.get(error) ?? null, () => null);
}
