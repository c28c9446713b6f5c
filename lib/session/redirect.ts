/**
 * "redirect targets (`redirect` query) are same-site relative paths only": a single leading
 * slash, no scheme, no protocol-relative `//host`, no backslash tricks, no control characters.
 * Anything else is dropped (undefined), never "fixed".
 */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || target.length > 2048) return undefined;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return undefined;
  try {
    const url = new URL(target, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid') return undefined;
    const cleaned = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can collapse into a protocol-relative path: '/.//evil.example' → '//evil.example'.
    if (cleaned.startsWith('//') || cleaned.startsWith('/\\')) return undefined;
    return cleaned;
  } catch {
    return undefined;
  }
}
