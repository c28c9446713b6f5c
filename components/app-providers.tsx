'use client';

import { Suspense, type ReactNode } from 'react';
import { CrossTabReload } from './account/cross-tab-reload';
import { PageViewLogger } from './analytics/page-view-logger';
import { ScrollKeeper } from './layout/scroll-keeper';
import { DialogsProvider } from './dialogs/dialogs-provider';
import { CartProvider } from './shop/cart-provider';

/**
 * The root layout's one client boundary: the global dialogs and the e-shop cart around the page, and the page-view
 * logger (in Suspense, as it reads the search params), and the cross-tab reload when another tab
 * changes the current product. DialogsProvider, CartProvider, PageViewLogger, CrossTabReload and ScrollKeeper carry no
 * 'use client' of their own; they are only ever rendered from here.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <DialogsProvider>
        <CartProvider>{children}</CartProvider>
      </DialogsProvider>
      <CrossTabReload />
      <ScrollKeeper />
      <Suspense fallback={null}>
        <PageViewLogger />
      </Suspense>
    </>
  );
}
