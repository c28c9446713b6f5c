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
  reset(): void;
  state(): { now: number; iso: string; scale: number; offsetMs: number };
}

export function createClock(realNow: () => number = Date.now): Clock {
  let anchorReal = realNow();
  let anchorVirtual = anchorReal;
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
      anchorVirtual = anchorReal;
      scale = 1;
      offsetMs = 0;
    },
    state() {
      const t = now();
      return { now: t, iso: new Date(t).toISOString(), scale, offsetMs };
    },
  };
}
