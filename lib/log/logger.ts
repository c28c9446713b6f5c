import pino, { type DestinationStream, type Logger } from 'pino';
import { correlation } from '@/lib/observability/correlation';

/**
 * The structured logger, without `server-only` so that instrumentation.ts (Next's
 * onRequestError) can log through it too; everything else imports `@/lib/log`.
 *
 * Every line carries the current request id and trace id (lib/observability/correlation.ts),
 * so the customer's error reference finds them (docs/operations.md §4); what the call itself
 * passes wins. Redaction is the safety net; the rule is still: never pass a JWT, password,
 * card detail or full phone number to a log call. Lines go out asynchronously, in batches.
 */
export function createLogger(destination?: DestinationStream, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  const options = {
    level,
    base: undefined,
    mixin: () => correlation(),
    redact: {
      paths: ['jwt', 'token', 'password', '*.jwt', '*.token', '*.password', '*.JWT', '*.AuthCode', 'headers.authorization', 'headers.cookie'],
      censor: '[redacted]',
    },
  };
  // Standard output written asynchronously, so a slow reader of the logs never holds up a request; pino flushes it on exit.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}

const g = globalThis as typeof globalThis & { __portalLog?: Logger };

/** The process's logger (one on globalThis: every bundle writes through the same one). */
export const log: Logger = (g.__portalLog ??= createLogger());
