import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app-providers';
import { ClientMessages } from '@/components/i18n/client-messages';
import { JitlessZod } from '@/components/security/jitless-zod';
import { REPORTER_SCRIPT } from '@/lib/observability/client-reporter';
import { HINTS_SCRIPT } from '@/lib/session/hints';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';

/**
 * The whole document of every page: <html lang>, the hint script and the error reporter, the header, the page in <main>
 * and the footer. The root layout (app/[locale]/layout.tsx) and the not-found page of unknown
 * paths (app/global-not-found.tsx, which no layout wraps) both render it, so a 404 looks like the
 * site, in the visitor's language.
 */
export function SiteDocument({ locale, head, children }: { locale: string; head?: ReactNode; children: ReactNode }) {
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/* Allowed by their hashes in the Content-Security-Policy (lib/security/headers.ts): keep them constant. */}
        <script dangerouslySetInnerHTML={{ __html: HINTS_SCRIPT }} />
        {/* Browser errors to our own /api/client-errors (lib/observability/client-reporter.ts). */}
        <script dangerouslySetInnerHTML={{ __html: REPORTER_SCRIPT }} />
        {head}
      </head>
      <body>
        <JitlessZod />
        <ClientMessages>
          <AppProviders>
            <SkipLink />
            <SiteHeader locale={locale} />
            <main id="main" tabIndex={-1} className="main">
              {children}
            </main>
            <SiteFooter />
          </AppProviders>
        </ClientMessages>
      </body>
    </html>
  );
}
