/**
 * Our own origin is configuration (ARCHITECTURE "Our own origin is configuration"): APP_ORIGIN
 * when set (required in production, checked at start-up by lib/flags/env), else the local run's
 * `http://localhost:<PORT>`. Never the request's Host, X-Forwarded-Host or Origin: a link built
 * from those follows a forged header. Reads process.env directly (not appEnv()) so that pages
 * built ahead can use it where the run-time environment is not there yet.
 */
function configured(): string | undefined {
  const raw = process.env.APP_ORIGIN?.trim();
  if (!raw) return undefined;
  try {
    return new URL(raw).origin;
  } catch {
    return undefined;
  }
}

function port(): number {
  const n = Number(process.env.PORT);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : 3000;
}

export function appOrigin(): string {
  return configured() ?? `http://localhost:${port()}`;
}

/**
 * The Origin values a mutation may carry: exactly APP_ORIGIN when configured; for a local run
 * without it, the loopback names of PORT (a developer may open localhost or 127.0.0.1).
 */
export function allowedOrigins(): ReadonlySet<string> {
  const origin = configured();
  if (origin) return new Set([origin]);
  return new Set(['localhost', '127.0.0.1', '[::1]'].map((h) => `http://${h}:${port()}`));
}

/** True when `origin` (a request's Origin header) is one of ours. */
export function isOwnOrigin(origin: string | null | undefined): boolean {
  return !!origin && allowedOrigins().has(origin);
}
