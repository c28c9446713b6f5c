import { z } from 'zod';

/**
 * Input rules shared by every schema and the route wrapper (issue 10, finding 6: "Bad input
 * gives 500 or 502 ... Each must be a 4xx with the spec's field message ('please enter',
 * 'format is invalid'), checked before the upstream is called"). Pure: no I/O.
 */

/** "Generic field messages: 'please enter', 'cannot be longer than N characters', 'format is invalid'." (portal-shop-onboarding.md §5) */
export const PLEASE_ENTER = 'please enter';
export const FORMAT_INVALID = 'format is invalid';
export function tooLongText(max: number): string {
  return `cannot be longer than ${max} characters`;
}

/**
 * The spec's field message for a zod issue that carries no message of its own (a schema's own
 * message, such as the password rule, wins over this map): missing or blank → 'please enter',
 * a string over its maximum → 'cannot be longer than N characters', anything else (a wrong
 * type, a bad choice, a malformed value) → 'format is invalid'. Pass it as `safeParse`'s `error`.
 */
export function fieldMessage(issue: { code: string; input?: unknown; origin?: string; minimum?: unknown; maximum?: unknown }): string {
  if (issue.input === undefined || (issue.code === 'invalid_type' && issue.input === null)) return PLEASE_ENTER;
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) return PLEASE_ENTER;
  if (issue.code === 'too_big' && issue.origin === 'string') return tooLongText(Number(issue.maximum));
  return FORMAT_INVALID;
}

/**
 * "Control and bidi-override characters (U+0000-U+001F, U+202A-U+202E, U+2066-U+2069) are
 * stripped from names, addresses and notes." (issue 10, finding 6), and so are the other
 * invisible format characters (issue 29: "zero-width and other invisible characters are stored
 * in names"): all of Unicode's Cf (U+00AD, U+200B-U+200F, U+2060-U+2064, U+FEFF, the tag
 * characters…) and Cc (U+007F-U+009F too). A tab or line break between two words becomes one
 * space, so stripping never glues words together.
 */
const LINE_CONTROLS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;
export function stripUnsafeCharacters(value: string): string {
  return value.replace(LINE_CONTROLS, ' ').replace(UNSAFE_CHARACTERS, '');
}

/** A name, address part or note: unsafe characters stripped, trimmed, at most `max` characters; 'please enter' when `required` and blank. */
export function cleanText(max: number, opts: { required?: boolean } = {}): z.ZodString {
  const text = z.string().overwrite(stripUnsafeCharacters).trim();
  const capped = text.max(max, tooLongText(max));
  return opts.required ? capped.min(1, PLEASE_ENTER) : capped;
}

/** A secret (password, code) may not be blank: whitespace alone is 'please enter', never sent upstream. */
export function secretText(max: number): z.ZodString {
  return z.string().max(max, tooLongText(max)).refine((v) => v.trim().length > 0, PLEASE_ENTER);
}

/**
 * Whether a JSON text nests arrays and objects deeper than `max` (issue 29: "JSON nested about
 * 6,000 deep answers 500"). One pass over the text, brackets inside strings not counted, so the
 * deep value is refused before JSON.parse or any recursive check sees it.
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** A lone UTF-16 surrogate (half of a pair): it cannot be URL-encoded or stored, so no text may hold one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/**
 * The first place in a parsed JSON value (keys included) whose text is not well-formed, as a
 * dotted path (`sims.0.name`, `''` for the value itself); null when there is none.
 */
export function malformedTextPath(value: unknown, path: Array<string | number> = []): string | null {
  if (typeof value === 'string') return isWellFormedText(value) ? null : path.join('.');
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = malformedTextPath(value[i], [...path, i]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (!isWellFormedText(k)) return [...path, k].join('.');
      const found = malformedTextPath(v, [...path, k]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * A dynamic URL segment as the handler should see it: `decodeURIComponent` of the raw segment,
 * or null when its percent-encoding is malformed (`%FF`, `%`, `%E0%A4%A`) or it decodes to
 * text that is not well-formed. Pages answer not-found for null, route handlers 404.
 */
export function decodeSegment(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return isWellFormedText(decoded) ? decoded : null;
}

/**
 * Whether an upstream's error text names one of the upstream's own fields ("upstream field
 * names never reach the browser", issue 10, finding 6): Pascal-case names (LastName,
 * CustomerUUID, AuthID), dotted paths (Notifications.Billing) and its bare identifiers (UUID,
 * SPID, MSISDN, ICCID, JWT). Such a text is replaced by the catalogue's own before it is sent.
 */
const UPSTREAM_FIELD = /\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*\b|\b[A-Z][A-Za-z0-9]*\.[A-Za-z]|\b(?:UUID|SPID|MSISDN|ICCID|JWT)\b/;
export function mentionsUpstreamField(text: string): boolean {
  return UPSTREAM_FIELD.test(text);
}

/** A request path whose every percent-escape decodes to well-formed text (see decodeSegment). */
export function isDecodablePath(pathname: string): boolean {
  return decodeSegment(pathname) !== null;
}
