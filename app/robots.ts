import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/seo/origin';

export const dynamic = 'force-dynamic';

/**
 * Public pages are open to search engines; the BFF, the account and the sign-in screens are not
 * (they are per customer, or forms with nothing to index).
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/profile', '/select-account', '/sign-in', '/sign-up', '/forgot-pass', '/forgot-email', '/identity-link', '/link/', '/eshop/checkout'],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
  };
}
