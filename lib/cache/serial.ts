/**
 * Values through Redis: JSON that keeps what JSON alone would lose in the cached upstream
 * results (Date, Map, Set, binary). Tagged objects `{ "$t": kind, "v": … }`; an own object that
 * happens to have a "$t" key is wrapped too, so decoding never mistakes data for a tag.
 */
type Tagged = { $t: 'date' | 'map' | 'set' | 'bin' | 'obj' | 'undef'; v: unknown };

function isTagged(v: unknown): v is Tagged {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { $t?: unknown }).$t === 'string' && 'v' in v && Object.keys(v).length === 2;
}

function enc(v: unknown): unknown {
  if (v === undefined) return { $t: 'undef', v: 0 };
  if (v === null || typeof v !== 'object') return v;
  if (v instanceof Date) return { $t: 'date', v: v.getTime() };
  if (v instanceof Map) return { $t: 'map', v: [...v].map(([k, x]) => [enc(k), enc(x)]) };
  if (v instanceof Set) return { $t: 'set', v: [...v].map(enc) };
  if (v instanceof Uint8Array) return { $t: 'bin', v: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64') };
  if (Array.isArray(v)) return v.map(enc);
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) if (x !== undefined) out[k] = enc(x);
  return '$t' in out ? { $t: 'obj', v: out } : out;
}

function dec(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(dec);
  if (isTagged(v)) {
    switch (v.$t) {
      case 'undef':
        return undefined;
      case 'date':
        return new Date(v.v as number);
      case 'map':
        return new Map((v.v as [unknown, unknown][]).map(([k, x]) => [dec(k), dec(x)]));
      case 'set':
        return new Set((v.v as unknown[]).map(dec));
      case 'bin':
        return Buffer.from(v.v as string, 'base64');
      case 'obj':
        return decObject(v.v as Record<string, unknown>);
    }
  }
  return decObject(v as Record<string, unknown>);
}

function decObject(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(o)) out[k] = dec(x);
  return out;
}

export function encodeValue(value: unknown): string {
  return JSON.stringify(enc(value));
}

export function decodeValue(text: string): unknown {
  return dec(JSON.parse(text));
}
