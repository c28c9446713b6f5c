import { SPID } from '@/lib/flags/constants';

/** Fills `{name}` placeholders, each URL-encoded; `{spid}` is the provider id. Unknown names throw. */
export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = name === 'spid' ? (params.spid ?? SPID) : params[name];
    if (value === undefined || value === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function buildQuery(query?: Record<string, string | number | boolean | undefined>): string {
  if (!query) return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
