export { CACHE_LIFETIMES_MS, type CacheName } from './lifetimes';
export { cacheKey, cached, invalidateTag, clearCache } from './store';
export { hit, forget, resetLimiter } from './limiter';
