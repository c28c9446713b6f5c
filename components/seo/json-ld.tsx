import { jsonLdHtml, type JsonLd as Data } from '@/lib/seo/json-ld';

/** Structured data for search engines, in the HTML the server sends, escaped (see jsonLdHtml). */
export function JsonLd({ data }: { data: Data }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdHtml(data) }} />;
}
