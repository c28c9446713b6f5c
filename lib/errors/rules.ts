/**
 * "Error text comes from a response's err_message, else message, else error.message, else the
 * error's own message, else 'unknown error'." (portal-shop-onboarding.md §8)
 */
export function deriveErrorText(body: unknown, ownMessage?: string): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (nonEmpty(b.err_message)) return b.err_message;
    if (nonEmpty(b.message)) return b.message;
    const nested = b.error;
    if (nested && typeof nested === 'object' && nonEmpty((nested as Record<string, unknown>).message)) {
      return (nested as Record<string, string>).message as string;
    }
  }
  if (nonEmpty(ownMessage)) return ownMessage;
  return 'unknown error';
}

/** "Data calls with no body fail with 'no response data' or 'unknown error in {action}'." (§8) */
export function noDataText(action?: string): string {
  return action ? `unknown error in ${action}` : 'no response data';
}

function nonEmpty(v: unknown): v is string {
  return typeof v === 'string' && v.trim().length > 0;
}
