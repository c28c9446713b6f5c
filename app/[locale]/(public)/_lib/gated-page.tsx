import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getFlags } from '@/lib/config/calls';
import { routeGateOpen, type Flags, type RouteGate } from '@/lib/flags';
import { publicPageMetadata } from '@/lib/seo/metadata';

/** A page under an optional catch-all (`ufb/[[...rest]]`): only its bare path exists. */
export type GatedPageProps = { params: Promise<{ locale: string; rest?: string[] }> };

type Options = {
  path: string;
  gate: RouteGate;
  /** The namespace whose `title` and `description` are the page's metadata. */
  namespace: 'broadband.ufb' | 'broadband.package' | 'broadband.landing';
  render: (flags: Flags) => Promise<ReactNode>;
};

/**
 * A public page behind a route gate that reads the upstream, so it is kept out of the build:
 * its page file exports `generateStaticParams() { return [] }` under an optional catch-all,
 * and only the bare path renders (anything below it is not-found). The gate is checked again
 * here (proxy.ts checks first; ARCHITECTURE: proxy is never the only check).
 */
export function gatedPage({ path, gate, namespace, render }: Options) {
  async function generateMetadata({ params }: GatedPageProps): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace });
    return publicPageMetadata({ path, locale, title: t('title'), description: t('description') });
  }

  async function Page({ params }: GatedPageProps) {
    const { locale, rest = [] } = await params;
    setRequestLocale(locale);
    if (rest.length > 0) notFound();
    const flags = await getFlags();
    if (!routeGateOpen(gate, flags)) notFound();
    return render(flags);
  }

  return { generateMetadata, Page };
}
