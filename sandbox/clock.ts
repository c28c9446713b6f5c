/**
 * The sandbox's own time. Everything that stamps or expires data reads this instead of
 * Date.now(), so tests can jump ahead (token expiry) and demos can run faster (scale).
 *
 * Virtual time = anchor + (real elapsed since anchor) × scale + offset. Changing the scale
 * re-anchors first, so time never jumps backwards when it speeds up or slows down.
 */
export interface Clock {
  /** Virtual time in milliseconds since the epoch. */
  now(): number;
  /** Virtual time in whole seconds (JWT `iat`/`exp`). */
  nowSeconds(): number;
  /** Virtual time in nanoseconds as a JSON-safe number (microsecond precision). */
  nowNanos(): number;
  advance(ms: number): void;
  setScale(scale: number): void;
  /** Back to the start: the fixed instant the clock was created with, else real time; scale 1. */
  reset(): void;
  state(): { now: number; iso: string; scale: number; offsetMs: number };
}

/**
 * `startAt` (ms since the epoch) starts virtual time at a fixed instant, running from there at the
 * real pace: a test or a demo chooses its calendar day (SANDBOX_NOW; tests/support/calendar.ts).
 */
export function createClock(realNow: () => number = Date.now, startAt?: number): Clock {
  if (startAt !== undefined && !Number.isFinite(startAt)) throw new RangeError('startAt needs a finite number');
  let anchorReal = realNow();
  let anchorVirtual = startAt ?? anchorReal;
  let scale = 1;
  let offsetMs = 0;

  const now = (): number => anchorVirtual + (realNow() - anchorReal) * scale + offsetMs;

  return {
    now,
    nowSeconds: () => Math.floor(now() / 1000),
    nowNanos: () => Math.floor(now()) * 1e6,
    advance(ms) {
      if (!Number.isFinite(ms)) throw new RangeError('advance needs a finite number');
      offsetMs += ms;
    },
    setScale(next) {
      if (!Number.isFinite(next) || next < 0) throw new RangeError('scale must be >= 0');
      const current = now() - offsetMs;
      anchorReal = realNow();
      anchorVirtual = current;
      scale = next;
    },
    reset() {
      anchorReal = realNow();
      anchorVirtual = startAt ?? anchorReal;
      scale = 1;
      offsetMs = 0;
    },
    state() {
      const t = now();
      return { now: t, iso: new Date(t).toISOString(), scale, offsetMs };
    },
  };
}

/** SANDBOX_NOW: an ISO 8601 instant with its offset (2027-02-28T10:30:00Z), or unset for real time. */
export function startInstantOf(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms)) throw new RangeError(`SANDBOX_NOW must be an ISO 8601 instant with an offset (2027-02-28T10:30:00Z): ${value}`);
  return ms;
}
