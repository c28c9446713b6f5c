/** Types of origin-cache-handler.mjs (Next's file-system cache, origin-aware). */
export function servingOrigin(env?: Record<string, string | undefined>): string;
export function namedOrigin(html: string): string | undefined;
export function renderedForAnotherOrigin(entry: { value?: { kind?: string; html?: unknown } | null } | null | undefined, origin: string): boolean;

export default class OriginCacheHandler {
  constructor(ctx: Record<string, unknown>);
  get(key: string, ctx: Record<string, unknown>): Promise<unknown>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
}
