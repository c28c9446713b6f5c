import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/app/_components/site-document';
import { LOCALES, matchLocale } from '@/lib/i18n/locales';
import { shareImages } from '@/lib/seo/metadata';
import { metadataBase } from '@/lib/seo/origin';
import '../globals.css';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: matchLocale(locale) ?? 'en', namespace: 'app' });
  return {
    metadataBase: metadataBase(),
    title: { default: t('name'), template: `%s · ${t('name')}` },
    description: t('description'),
    applicationName: t('name'),
    openGraph: { siteName: t('name'), locale: locale === 'mi-NZ' ? 'mi_NZ' : 'en_NZ', type: 'website', images: shareImages(t('name')) },
    twitter: { card: 'summary_large_image', images: shareImages(t('name')) },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#073f45',
};

/**
 * Every locale is rendered ahead of time; proxy.ts rewrites `/x` to `/<locale>/x`. Params stay
 * dynamic so that catalogue and help pages (which cannot reach the upstream at build time)
 * render on first request and are then kept as ISR pages; proxy.ts sends every page path,
 * file-like ones too, through a real locale.
 */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/**
 * Reads no cookie and no header, so public pages render statically per locale. Whether the
 * header shows (header=hide) and which links it offers (signed in or not) come from the hint
 * cookies through HINTS_SCRIPT, before the first paint.
 */
export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale: param } = await params;
  const locale = matchLocale(param);
  if (!locale || locale !== param) notFound();
  setRequestLocale(locale);

  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
