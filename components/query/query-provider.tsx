'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { makeQueryClient } from './query-client';

/**
 * The one react-query provider: around the account area (profile layouts), the add-card page and
 * the checkout, never around public pages (they fetch nothing in the browser). One client per
 * browser tab; on the server one per request.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
