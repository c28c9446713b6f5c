'use client';

import { useTranslations } from 'next-intl';
import { NotFoundPanel } from '@/components/layout/not-found-panel';

/**
 * "not-found (catch-all)" where a page calls notFound() (an unknown plan or help article, a
 * page's own flag check). A client component reading the layout's client messages: not-found.tsx
 * gets no params, and reading the locale from a request header would turn an ISR page that calls
 * notFound() into a 500 ("static to dynamic"). React hoists the title and robots tags into <head>.
 * Unknown paths and the proxy's refusals (flags off, no such screen) are app/global-not-found.tsx,
 * whole in the server HTML.
 */
export default function NotFound() {
  const t = useTranslations();
  return (
    <>
      <title>{`${t('notFound.title')} · ${t('app.name')}`}</title>
      <meta name="robots" content="noindex" />
      <NotFoundPanel />
    </>
  );
}
