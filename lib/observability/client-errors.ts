import { z } from 'zod';
import type { ClientErrorKind } from './client-reporter';

/**
 * A browser's error report (POST /api/client-errors; the reporter is client-reporter.ts) and
 * what of it is kept: never what the customer typed. The schema keeps only the named fields
 * (anything else sent is dropped), and `cleanReport` strips what could hold the customer's words
 * or numbers: queries and fragments of every URL, email addresses, runs of six or more digits
 * (a card, a phone number, a PUK; not a stack's `:line:column`).
 */

const KINDS = ['error', 'rejection', 'chunk', 'boundary'] as const satisfies readonly ClientErrorKind[];

export const clientErrorSchema = z.object({
  kind: z.enum(KINDS),
  message: z.string().max(1000),
  stack: z.string().max(6000).optional(),
  path: z.string().max(500).regex(/^\//),
  traceId: z.string().regex(/^[0-9a-f]{32}$/).optional(),
  reference: z.string().regex(/^[0-9a-f]{8}$/),
  digest: z.string().max(64).regex(/^[\w-]+$/).optional(),
});

export type ClientErrorReport = z.infer<typeof clientErrorSchema>;

/** A URL's query or fragment, up to the end of the URL or a stack frame's `:line:column`. */
const URL_QUERY = /((?:\b[a-z][a-z0-9+.-]*:\/\/|\/)[^\s?#)'"`]*)[?#][^\s)'"`]*?(?=:\d+(?::\d+)?(?:[\s)'"`]|$)|[\s)'"`]|$)/gim;
const EMAIL = /[^\s@'"`()<>]+@[^\s@'"`()<>]+\.[^\s@'"`()<>]+/g;
const DIGITS = /(?<![:\w])\d(?:[ -]?\d){5,}(?!\w)/g;

/** `text` without URL queries and fragments, email addresses and long digit runs. */
export function scrub(text: string): string {
  return text.replace(URL_QUERY, '$1').replace(EMAIL, '[email]').replace(DIGITS, '[number]');
}

/** What is logged of a report. */
export function cleanReport(r: ClientErrorReport): ClientErrorReport {
  const out: ClientErrorReport = { kind: r.kind, message: scrub(r.message), path: scrub(r.path.replace(/[?#].*$/s, '')), reference: r.reference };
  if (r.stack) out.stack = scrub(r.stack);
  if (r.traceId) out.traceId = r.traceId;
  if (r.digest) out.digest = r.digest;
  return out;
}
