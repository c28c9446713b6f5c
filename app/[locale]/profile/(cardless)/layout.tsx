import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryProvider } from '@/components/query/query-provider';
import { requireCardless } from '../_lib/require-profile';

/**
 * Screens a customer without a card must reach (the add-card page, from /no-payment-methods): the
 * light guard (signed in, account chosen, email verified, not suspended) and no card check; no
 * account navigation, as the rest of the account is not open to them yet.
 */
export default async function CardlessLayout({ children }: { children: ReactNode }) {
  await requireCardless();
  return (
    <QueryProvider>
      <ClientMessages namespaces={['profile']}>{children}</ClientMessages>
    </QueryProvider>
  );
}
