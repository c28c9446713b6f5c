/** Types of next-cache-handler.mjs (Next's CacheHandler shape, as far as we use it). */
export type CacheEntry = { value: unknown; lastModified: number; tags: string[]; cacheControl?: unknown };

export default class RedisCacheHandler {
  constructor(ctx: { serverDistDir?: string });
  get(key: string, ctx?: { tags?: string[]; softTags?: string[]; [k: string]: unknown }): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[]; cacheControl?: { revalidate?: number | false; expire?: number }; [k: string]: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
