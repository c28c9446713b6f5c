import { STORAGE_EXPIRY_MS } from '@/lib/flags/constants';

/**
 * "Storage expiry default 30 days" (portal-shop-onboarding.md §9, account-management.md §9): what
 * the browser keeps as JSON through the checkout's and the broadband order's storage helpers (the
 * pending checkout, the purchased summary, the broadband cart and its pending checkout) carries
 * the time it was saved, and is forgotten once older than that. An entry saved before this rule
 * (no `savedAt`) is read as it is. Not stamped: the cart's bare UUID (the upstream answers 404 for
 * a cart it no longer has, and the shop forgets it then) and the broadband flow's own draft.
 */
export function stamped(value: unknown, nowMs: number = Date.now()): unknown {
  return value && typeof value === 'object' && !Array.isArray(value) ? { ...value, savedAt: nowMs } : value;
}

/** A stored value as it was saved (without its stamp), or null once past the storage expiry. */
export function fresh(value: unknown, nowMs: number = Date.now()): unknown {
  if (expired(value, nowMs)) return null;
  if (!value || typeof value !== 'object' || !('savedAt' in value)) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  delete copy.savedAt;
  return copy;
}

/** Whether a stored value is past the storage expiry. */
function expired(value: unknown, nowMs: number): boolean {
  if (!value || typeof value !== 'object' || !('savedAt' in value)) return false;
  const at = (value as { savedAt: unknown }).savedAt;
  return typeof at !== 'number' || !Number.isFinite(at) || nowMs - at > STORAGE_EXPIRY_MS;
}
