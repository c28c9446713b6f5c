import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { publicPageMetadata } from '@/lib/seo/metadata';

/** The namespaces whose `title` and `description` are a fixed public page's metadata. */
type PageNamespace = 'about' | 'terms' | 'privacy' | 'networkMaps' | 'internationalPlans';

/** generateMetadata of a fixed public page: its texts in the page's language, at its path. */
export function translatedMetadata(namespace: PageNamespace, path: string) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace });
    return publicPageMetadata({ path, locale, title: t('title'), description: t('description') });
  };
}
