import { jsonLdHtml } from '@/lib/help/seo';

/** Structured data for search engines, in the HTML the server sends; `<` and friends are escaped. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdHtml(data) }} />;
}
