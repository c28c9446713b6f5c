import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '@/messages/en.json';
import mi from '@/messages/mi-NZ.json';

/**
 * Issue 27 item 9: "A test that messages/mi-NZ.json has every key of en.json." lib/i18n/request.ts
 * falls back to English per key, so a missing Māori key never shows a raw key, but it does show
 * English in the middle of a Māori page; this keeps the two files in step.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Leaf = { value: Json; /** Inside an array: read whole with t.raw() (legal sections), not formatted as ICU. */ raw: boolean };

/** Every leaf by its dotted path; array items count by index, so a legal text needs the same number of sections and paragraphs. */
function leaves(tree: Json, path = '', raw = false, out = new Map<string, Leaf>()): Map<string, Leaf> {
  if (tree !== null && typeof tree === 'object') {
    const isArray = Array.isArray(tree);
    for (const [k, v] of Object.entries(tree)) leaves(v, path ? `${path}.${k}` : k, raw || isArray, out);
  } else {
    out.set(path, { value: tree, raw });
  }
  return out;
}

const EN = leaves(en as Json);
const MI = leaves(mi as Json);

/** Parses as next-intl does (rich-text tags on); the error text, or the AST. */
function parseIcu(message: string): MessageFormatElement[] | string {
  try {
    return parse(message);
  } catch (e) {
    return (e as Error).message;
  }
}

/**
 * What a message needs from its caller: `{name}` arguments with their kind (`name`,
 * `count:plural`, `n:number`), `<tag>` rich-text tags, and each select's option keys
 * (`type:select=a|b|other`), which are code values, not words. Plural categories are not compared:
 * they belong to the language.
 */
function placeholders(ast: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of ast) {
    switch (el.type) {
      case TYPE.tag:
        out.add(`<${el.value}>`);
        placeholders(el.children, out);
        break;
      case TYPE.argument:
        out.add(el.value);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        out.add(`${el.value}:${TYPE[el.type]}`);
        break;
      case TYPE.select:
        out.add(`${el.value}:select=${Object.keys(el.options).sort().join('|')}`);
        for (const o of Object.values(el.options)) placeholders(o.value, out);
        break;
      case TYPE.plural:
        out.add(`${el.value}:plural`);
        for (const o of Object.values(el.options)) placeholders(o.value, out);
        break;
      default: // literal text and `#`
        break;
    }
  }
  return out;
}

const sorted = (s: Iterable<string>) => [...s].sort();

describe('messages/mi-NZ.json against messages/en.json', () => {
  it('has every key of en.json', () => {
    const missing = [...EN.keys()].filter((k) => !MI.has(k));
    expect({ count: missing.length, missing }).toEqual({ count: 0, missing: [] });
  });

  it('has no key en.json lacks (the English file is the list of keys the code uses)', () => {
    const extra = [...MI.keys()].filter((k) => !EN.has(k));
    expect({ count: extra.length, extra }).toEqual({ count: 0, extra: [] });
  });

  it('every value in both files is a non-empty string', () => {
    const bad = [...[...EN].map(([k, l]) => ['en', k, l] as const), ...[...MI].map(([k, l]) => ['mi-NZ', k, l] as const)]
      .filter(([, , l]) => typeof l.value !== 'string' || l.value.trim() === '')
      .map(([file, k, l]) => `${file} ${k} = ${JSON.stringify(l.value)}`);
    expect(bad).toEqual([]);
  });

  it('every message in both files parses as ICU', () => {
    const errors: string[] = [];
    for (const [file, map] of [['en', EN], ['mi-NZ', MI]] as const) {
      for (const [k, l] of map) {
        if (l.raw || typeof l.value !== 'string') continue;
        const r = parseIcu(l.value);
        if (typeof r === 'string') errors.push(`${file} ${k}: ${r} in ${JSON.stringify(l.value)}`);
      }
    }
    expect(errors).toEqual([]);
  });

  it('each key has the same arguments, plural/select arguments, select options and rich-text tags in both files', () => {
    const diffs: string[] = [];
    for (const [k, e] of EN) {
      const m = MI.get(k);
      if (!m || e.raw || typeof e.value !== 'string' || typeof m.value !== 'string') continue;
      const ea = parseIcu(e.value);
      const ma = parseIcu(m.value);
      if (typeof ea === 'string' || typeof ma === 'string') continue; // reported by the parse test
      const ep = sorted(placeholders(ea));
      const mp = sorted(placeholders(ma));
      if (ep.join(' ') !== mp.join(' ')) diffs.push(`${k}: en [${ep.join(', ')}] mi-NZ [${mp.join(', ')}]`);
    }
    expect(diffs).toEqual([]);
  });

  it('raw texts (legal sections, read with t.raw) have no { } < >: they are not formatted, so these would show as typed', () => {
    const marked = [...[...EN].map(([k, l]) => ['en', k, l] as const), ...[...MI].map(([k, l]) => ['mi-NZ', k, l] as const)]
      .filter(([, , l]) => l.raw && typeof l.value === 'string' && /[{}<>]/.test(l.value))
      .map(([file, k]) => `${file} ${k}`);
    expect(marked).toEqual([]);
  });
});
