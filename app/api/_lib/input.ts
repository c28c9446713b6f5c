import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { fieldMessage, FORMAT_INVALID, isWellFormedText, jsonDeeperThan, malformedTextPath } from '@/lib/errors/input';
import { JSON_DEPTH_MAX, PATH_SEGMENT_MAX_CHARS, REQUEST_BODY_MAX_BYTES } from '@/lib/flags/constants';

/**
 * A route's input, checked before any handler (and so before the upstream) sees it (issue 10,
 * finding 6): bodies over 1 MB are 413 before they are read (Content-Length, and a cap while
 * reading a body without one); malformed JSON, a lone surrogate anywhere, and each zod problem
 * are 422 with the spec's field messages in `details` (our own camel-case paths, never the
 * upstream's field names); a dynamic segment that is not well-formed text is 404. Issue 29: a
 * body that is not valid UTF-8 is 400 (never stored as U+FFFD), JSON nested deeper than
 * JSON_DEPTH_MAX is 422 before it is parsed.
 */

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type FieldProblem = { path: string; message: string };

function tooLarge(): ApiError {
  return new ApiError('payload_too_large');
}

/** The body as text, refusing more than `max` bytes whether or not Content-Length said so. */
async function readCapped(req: NextRequest, max: number): Promise<string> {
  const declared = req.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > max)) throw tooLarge();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    // Not UTF-8 (issue 29: "invalid UTF-8 is stored as U+FFFD instead of refused"): 400, as the bytes cannot be read at all.
    throw new ApiError('bad_input', FORMAT_INVALID, [{ path: '', message: FORMAT_INVALID }] satisfies FieldProblem[], 400);
  }
}

/** The query (reads) or JSON body (writes) of a request, well-formed or refused; `maxBytes` a route's own smaller cap. */
export async function readInput(req: NextRequest, maxBytes: number = REQUEST_BODY_MAX_BYTES): Promise<unknown> {
  if (!MUTATING.has(req.method)) return Object.fromEntries(req.nextUrl.searchParams);
  const text = await readCapped(req, Math.min(maxBytes, REQUEST_BODY_MAX_BYTES));
  if (!text.trim()) return {};
  if (jsonDeeperThan(text, JSON_DEPTH_MAX)) throw new ApiError('bad_input', FORMAT_INVALID, [{ path: '', message: FORMAT_INVALID }] satisfies FieldProblem[]);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('bad_input', FORMAT_INVALID, [{ path: '', message: FORMAT_INVALID }] satisfies FieldProblem[]);
  }
  const bad = malformedTextPath(value);
  if (bad !== null) throw new ApiError('bad_input', FORMAT_INVALID, [{ path: bad, message: FORMAT_INVALID }] satisfies FieldProblem[]);
  return value;
}

/** Parses with the route's schema; each problem carries the spec's field message ('please enter', 'format is invalid', 'cannot be longer than N characters'). */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const parsed = schema.safeParse(raw, { error: fieldMessage });
  if (parsed.success) return parsed.data;
  const details: FieldProblem[] = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new ApiError('bad_input', FORMAT_INVALID, details);
}

/**
 * Next hands route handlers their dynamic segments already decoded (a malformed `%FF` never
 * gets here: proxy.ts answers it). What is left to refuse: text that is not well-formed (a
 * lone surrogate cannot be URL-encoded for the upstream) and absurd lengths. Catch-all segments
 * are joined with '/'.
 */
export function routeParams(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) {
    const value = Array.isArray(v) ? v.join('/') : (v ?? '');
    if (!isWellFormedText(value) || value.length > PATH_SEGMENT_MAX_CHARS) throw new ApiError('not_found');
    out[k] = value;
  }
  return out;
}
