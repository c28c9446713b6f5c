'use client';

import { Suspense, type ReactNode } from 'react';
import { PageViewLogger } from './analytics/page-view-logger';
import { DialogsProvider } from './dialogs/dialogs-provider';

/**
 * The root layout's one client boundary: the global dialogs around the page, and the page-view
 * logger (in Suspense, as it reads the search params). DialogsProvider and PageViewLogger carry
 * no 'use client' of their own; they are only ever rendered from here.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <DialogsProvider>{children}</DialogsProvider>
      <Suspense fallback={null}>
        <PageViewLogger />
      </Suspense>
    </>
  );
}
