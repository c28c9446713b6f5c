/** Structured data (schema.org JSON-LD) as plain JSON objects. */
export type JsonLd = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | undefined | JsonValue[] | JsonLd;

/**
 * The text of a `<script type="application/ld+json">`: JSON with `<`, `>` and `&` (and the two
 * line separators JavaScript once refused) escaped, so that no text from the catalogue or the
 * help centre (a plan named `</script>`) can close the script early or start markup. JSON
 * parsers read the escapes back as the same characters.
 */
export function jsonLdHtml(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
