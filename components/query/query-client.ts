import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from './bff-query';

/**
 * The account area's query client. The spec's cache lifetimes live on the server (lib/cache);
 * in the browser a query is fresh for 30 s so that moving between screens does not refetch at
 * once, and mutations invalidate what they changed (components/query/keys.ts).
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
