import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import en from '@/messages/en.json';

/**
 * A fresh query client as the app's (components/query/query-client.ts: fresh for 30 s, so a
 * server's first view is not read again on mount), without retries: a test sees its answer at once.
 */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false, gcTime: Infinity, refetchOnWindowFocus: false }, mutations: { retry: false } } });
}

/** Renders a component with the English messages (and a query client), as a page would give them. */
export function renderIntl(ui: ReactElement, client: QueryClient = testQueryClient()): RenderResult & { client: QueryClient } {
  const result = render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={en} timeZone="Pacific/Auckland">
        {ui}
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
