import 'server-only';

export { createLogger, log } from './logger';

/** 0211234567 → 021****567: enough to tell numbers apart in a log, not enough to call one. */
export function maskPhone(n: string): string {
  return n.length <= 6 ? '***' : `${n.slice(0, 3)}${'*'.repeat(n.length - 6)}${n.slice(-3)}`;
}
