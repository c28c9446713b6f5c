// @ts-check
/**
 * Next.js's own cache (ISR pages, the fetch cache) shared by every instance through Redis
 * (docs/scaling.md §1). next.config.ts names this file as `cacheHandler` only when REDIS_URL is
 * set at `next start`: the build never loads it and never needs Redis.
 *
 * Plain JavaScript: Next imports it at run time outside its bundles. Redis down (or slow): a
 * small in-process LRU answers instead, as Next's own default would; never an error.
 *
 * Layout: `<prefix>n:<build id>:<key>` = the entry as tagged JSON, expiring with the entry's
 * expire time, and `…<key>#v` its version (lastModified): each instance keeps a decoded copy and
 * reads only the version while it is current; `<prefix>nt:<tag>` = when the tag was last revalidated (ms). An entry older than
 * any of its tags' revalidation is a miss, so `revalidateTag`/`revalidatePath` on one instance
 * serve all at once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { createClient } from 'redis';

const COMMAND_TIMEOUT_MS = 250;
const DEFAULT_TTL_S = 60 * 60 * 24;
const prefix = process.env.REDIS_PREFIX?.trim() || 'portal:';

/** @type {typeof globalThis & { __portalNextRedis?: ReturnType<typeof createClient> }} */
const g = globalThis;

function client() {
  const url = process.env.REDIS_URL?.trim();
  if (!url) return undefined;
  if (!g.__portalNextRedis) {
    const c = createClient({
      url,
      disableOfflineQueue: true,
      pingInterval: 2000,
      commandOptions: { timeout: COMMAND_TIMEOUT_MS },
      socket: { connectTimeout: 500, reconnectStrategy: (n) => Math.min(100 * 2 ** Math.min(n, 5), 2000) },
    });
    c.on('error', () => undefined); // the app's client (lib/redis) logs the outage
    c.connect().catch(() => undefined);
    g.__portalNextRedis = c;
  }
  return g.__portalNextRedis.isReady ? g.__portalNextRedis : undefined;
}

/** JSON that keeps Buffers and Maps (rscData, segmentData). */
function encode(value) {
  return JSON.stringify(value, function (key, v) {
    const raw = this[key];
    if (Buffer.isBuffer(raw) || raw instanceof Uint8Array) return { $b: Buffer.from(raw).toString('base64') };
    if (raw instanceof Map) return { $m: [...raw] };
    return v;
  });
}

function decode(text) {
  return JSON.parse(text, (_key, v) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      if (typeof v.$b === 'string' && Object.keys(v).length === 1) return Buffer.from(v.$b, 'base64');
      if (Array.isArray(v.$m) && Object.keys(v).length === 1) return new Map(v.$m);
    }
    return v;
  });
}

/** The tags an entry answers to: a fetch's own, a page's x-next-cache-tags header. */
function tagsOf(value, ctx) {
  const tags = new Set([...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]);
  if (value?.kind === 'FETCH') for (const t of value.tags ?? []) tags.add(t);
  const header = value?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string') for (const t of header.split(',')) if (t) tags.add(t);
  return [...tags];
}

async function safely(op) {
  const c = client();
  if (!c) return undefined;
  try {
    return await op(c);
  } catch {
    return undefined;
  }
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx) {
    let build = 'dev';
    try {
      build = readFileSync(path.join(ctx.serverDistDir ?? path.join(process.cwd(), '.next', 'server'), '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      // no build id (dev): one namespace
    }
    this.ns = `${prefix}n:${build}:`;
    /** @type {LRUCache<string, { value: unknown; lastModified: number; tags: string[]; cacheControl?: unknown }>} */
    this.local = new LRUCache({ max: 500 });
    /** @type {Map<string, number>} */
    this.localTags = new Map();
    /** Decoded copies of shared entries, used while Redis says their version is current. */
    this.copies = new LRUCache({ max: 500 });
    client();
  }

  async get(key, ctx) {
    const shared = await safely(async (c) => {
      // One small read decides: the entry's version (its lastModified) and its tags' times. The
      // entry itself (a whole page) crosses the wire only when this instance lacks that version.
      const version = await c.get(this.ns + key + '#v');
      if (version === null) return null;
      let entry = this.copies.get(key);
      if (!entry || String(entry.lastModified) !== version) {
        const text = await c.get(this.ns + key);
        if (text === null) return null;
        entry = decode(text);
        this.copies.set(key, entry);
      }
      const tags = tagsOf(entry.value, ctx);
      if (tags.length) {
        const times = await c.mGet(tags.map((t) => `${prefix}nt:${t}`));
        if (times.some((t) => t !== null && Number(t) > entry.lastModified)) return null;
      }
      return entry;
    });
    if (shared !== undefined) return shared;
    const entry = this.local.get(key);
    if (!entry) return null;
    if (entry.tags.some((t) => (this.localTags.get(t) ?? 0) > entry.lastModified)) return null;
    return entry;
  }

  async set(key, data, ctx) {
    const entry = { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx), cacheControl: ctx?.cacheControl };
    const expireS = ctx?.cacheControl?.expire ?? (typeof ctx?.cacheControl?.revalidate === 'number' ? ctx.cacheControl.revalidate * 2 : DEFAULT_TTL_S);
    const ttlS = Math.max(1, Math.min(Number.isFinite(expireS) ? expireS : DEFAULT_TTL_S, DEFAULT_TTL_S * 30));
    const done = await safely(async (c) => {
      if (data === null) await c.del([this.ns + key, this.ns + key + '#v']);
      else {
        const ex = { expiration: { type: 'EX', value: Math.ceil(ttlS) } };
        await c.multi().set(this.ns + key, encode(entry), ex).set(this.ns + key + '#v', String(entry.lastModified), ex).exec();
        this.copies.set(key, entry);
      }
      return true;
    });
    if (!done) {
      if (data === null) this.local.delete(key);
      else this.local.set(key, entry);
    }
  }

  async revalidateTag(tags) {
    const list = Array.isArray(tags) ? tags : [tags];
    const now = Date.now();
    for (const t of list) this.localTags.set(t, now);
    await safely(async (c) => {
      const m = c.multi();
      for (const t of list) m.set(`${prefix}nt:${t}`, String(now), { expiration: { type: 'EX', value: DEFAULT_TTL_S * 30 } });
      await m.exec();
      return true;
    });
  }

  resetRequestCache() {}
}
