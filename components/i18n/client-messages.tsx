import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/** What every page's client components may read (header sign-out, dialogs, error boundaries). */
export const SHARED_CLIENT_NAMESPACES = ['app', 'common', 'dialogs', 'errors', 'signOut', 'errorPage', 'notFound'] as const;

type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

/**
 * Hands client components the message namespaces they read, and no others: every namespace
 * given here travels in the page's HTML. The root layout gives the shared ones; a page whose
 * client components need more wraps them in this with those extra namespaces.
 */
export async function ClientMessages({ namespaces = [], children }: { namespaces?: readonly Namespace[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries([...SHARED_CLIENT_NAMESPACES, ...namespaces].map((ns) => [ns, messages[ns]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
