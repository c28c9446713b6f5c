export { upstreamCall, upstreamBase } from './client';
export { createContext, customerCall, publicCall, ensureToken, endSession, type RequestContext } from './context';
export { toApiError } from './errors';
export type { UpstreamError, UpstreamResult, UpstreamFamily, CallOptions } from './types';
