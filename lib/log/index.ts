import 'server-only';
import pino from 'pino';

/**
 * Structured logs. Redaction is the safety net; the rule is still: never pass a JWT, password,
 * card detail or full phone number to a log call.
 */
export const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: undefined,
  redact: {
    paths: ['jwt', 'token', 'password', '*.jwt', '*.token', '*.password', '*.JWT', '*.AuthCode', 'headers.authorization', 'headers.cookie'],
    censor: '[redacted]',
  },
});

/** 0211234567 → 021****567: enough to tell numbers apart in a log, not enough to call one. */
export function maskPhone(n: string): string {
  return n.length <= 6 ? '***' : `${n.slice(0, 3)}${'*'.repeat(n.length - 6)}${n.slice(-3)}`;
}
