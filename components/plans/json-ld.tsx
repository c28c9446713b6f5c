import { jsonLdHtml, type JsonLd as Data } from '@/lib/catalog/seo';

/** Structured data for search engines, escaped so that no text can close the script. */
export function JsonLd({ data }: { data: Data }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdHtml(data) }} />;
}
