export { CACHE_LIFETIMES_MS, type CacheName } from './lifetimes';
export { cacheKey, cached, invalidateTag, clearCache, invalidationCount } from './store';
export { hit, forget, resetLimiter, slowDown, recordFailure, spendOnce, type Verdict } from './limiter';
export { settleSharedWrites } from './shared';
export { revokeSession, isSessionRevoked, clearRevocations, setRevocationStore, memoryRevocationStore, redisRevocationStore, type RevocationStore } from './revoked';
