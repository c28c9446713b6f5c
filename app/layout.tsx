import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app-providers';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { getSession, isSignedIn } from '@/lib/session';
import './globals.css';

/** The message namespaces client components read; the rest stays on the server. */
const CLIENT_NAMESPACES = ['common', 'dialogs', 'errors', 'validation', 'signIn', 'signOut', 'selectAccount', 'errorPage', 'profile'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('app');
  return {
    title: { default: t('name'), template: `%s · ${t('name')}` },
    description: t('description'),
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#073f45',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, messages, h, session] = await Promise.all([getLocale(), getMessages(), headers(), getSession()]);
  // proxy.ts turns `header=hide` and `platform` into these request headers.
  const hideHeader = h.get('x-hide-header') === '1';
  const platform = h.get('x-platform') || 'web';
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));

  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider messages={clientMessages}>
          <AppProviders platform={platform}>
            <SkipLink />
            {!hideHeader && <SiteHeader signedIn={isSignedIn(session)} locale={locale} />}
            <main id="main" tabIndex={-1} className="main">
              {children}
            </main>
            <SiteFooter />
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
