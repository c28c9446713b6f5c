export { CACHE_LIFETIMES_MS, type CacheName } from './lifetimes';
export { cacheKey, cached, invalidateTag, clearCache } from './store';
export { hit, forget, resetLimiter, slowDown, recordFailure } from './limiter';
export { revokeSession, isSessionRevoked, clearRevocations, setRevocationStore, memoryRevocationStore, type RevocationStore } from './revoked';
