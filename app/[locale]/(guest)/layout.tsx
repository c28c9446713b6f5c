import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query/query-provider';

/** The guest pages (/recharge, /pay-bill): the payment step reads through react-query (its saved cards are off for a guest). */
export default function GuestLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
