'use client';

import { Suspense, type ReactNode } from 'react';
import { CrossTabReload } from './account/cross-tab-reload';
import { PageViewLogger } from './analytics/page-view-logger';
import { DialogsProvider } from './dialogs/dialogs-provider';

/**
 * The root layout's one client boundary: the global dialogs around the page, and the page-view
 * logger (in Suspense, as it reads the search params), and the cross-tab reload when another tab
 * changes the current product. DialogsProvider, PageViewLogger and CrossTabReload carry no
 * 'use client' of their own; they are only ever rendered from here.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <DialogsProvider>{children}</DialogsProvider>
      <CrossTabReload />
      <Suspense fallback={null}>
        <PageViewLogger />
      </Suspense>
    </>
  );
}
