import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundPanel } from '@/components/layout/not-found-panel';
import { SiteDocument } from '@/app/_components/site-document';
import { metadataBase } from '@/lib/seo/origin';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return {
    metadataBase: metadataBase(),
    title: `${t('notFound.title')} · ${t('app.name')}`,
    description: t('app.description'),
    robots: { index: false },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#073f45' };

/**
 * Every 404 of a path no page claims (issue 30 item 9): unknown paths (next.config.ts rewrites
 * them into a locale, where no page matches), and what proxy.ts refuses (a flag that is off, a
 * profile screen that does not exist, an unknown /link) by rewriting to an unknown path. Next.js
 * renders this page whole on the server with status 404, where a page's own notFound() is an
 * empty shell until JavaScript runs. No layout wraps it: it is the site's document itself, in the
 * visitor's language (lib/i18n/request.ts: proxy.ts's x-locale, the NEXT_LOCALE cookie, then
 * Accept-Language), so it is rendered per request.
 */
export default async function GlobalNotFound() {
  const locale = await getLocale();
  return (
    <SiteDocument locale={locale}>
      <NotFoundPanel />
    </SiteDocument>
  );
}
