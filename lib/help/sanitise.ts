import { decodeEntities, tokenize, type HtmlToken } from './html';

/**
 * Article bodies come from a third party (the help-centre provider) and are shown as HTML, so
 * only an allow-list survives: these elements with these attributes. Everything else is
 * unwrapped (its text kept), or dropped with its content when the content is not for reading.
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  p: [], br: [], hr: [], h2: [], h3: [], h4: [], blockquote: [],
  ul: [], ol: ['start'], li: [],
  strong: [], em: [], code: [], pre: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  table: [], thead: [], tbody: [], tr: [], th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'],
};

/** The page owns the h1 (the article title); b and i read as their semantic twins. */
const RENAMED: Readonly<Record<string, string>> = { h1: 'h2', h5: 'h4', h6: 'h4', b: 'strong', i: 'em' };

/** Dropped together with everything inside them. */
const DROPPED = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript', 'noembed',
  'noframes', 'textarea', 'title', 'xmp', 'plaintext', 'svg', 'math', 'select', 'head', 'audio', 'video', 'canvas',
]);

const VOID = new Set(['br', 'hr', 'img', 'area', 'base', 'col', 'embed', 'input', 'link', 'meta', 'source', 'track', 'wbr', 'param']);

/** Elements that close an open <p> first, as the HTML parser would. */
const CLOSES_P = new Set(['p', 'ul', 'ol', 'h2', 'h3', 'h4', 'pre', 'blockquote', 'table', 'hr']);

/**
 * Tells, token by token, whether we are inside an element dropped with its content. Foreign
 * elements (svg, math) may self-close; HTML ones ignore the slash, so their content follows.
 */
function skipper(): (token: HtmlToken) => boolean {
  let skip: { name: string; depth: number } | null = null;
  return (token) => {
    if (skip) {
      if (token.kind === 'start' && token.name === skip.name && !token.selfClosing) skip.depth += 1;
      if (token.kind === 'end' && token.name === skip.name) skip.depth -= 1;
      if (skip.depth === 0) skip = null;
      return true;
    }
    if (token.kind !== 'start' || !DROPPED.has(token.name) || VOID.has(token.name)) return false;
    if (token.selfClosing && (token.name === 'svg' || token.name === 'math')) return true;
    skip = { name: token.name, depth: 1 };
    return true;
  };
}

const NUMBER = /^\d{1,4}$/;
const SCOPES = new Set(['row', 'col', 'rowgroup', 'colgroup']);

/** Full escaping for values we decoded ourselves (URLs). */
const escapeAll = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text as written: character references stay (they cannot make markup), the rest is escaped. */
export const escapeText = (s: string): string =>
  s
    .replace(/&(?!#\d+;|#[xX][0-9a-fA-F]+;|[a-zA-Z][a-zA-Z0-9]*;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * A link or image address we are willing to render: links may be http, https, mailto, tel or a
 * same-site path; images https only. Entities and the control characters browsers ignore are
 * resolved first, so `jav&#x61;script:` or `java\tscript:` are seen for what they are.
 */
export function safeUrl(raw: string, use: 'link' | 'image'): string | null {
  const url = decodeEntities(raw).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const compact = url.replace(/[\s\u0080-\u009f]/g, '');
  if (!compact) return null;
  const head = compact.split(/[/?#]/, 1)[0] ?? '';
  // A reference we did not decode could hide a ':' from us: refuse rather than guess.
  if (/&[a-zA-Z0-9#]/.test(head)) return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact)?.[1]?.toLowerCase();
  if (use === 'image') return scheme === 'https' ? url : null;
  if (scheme !== undefined) return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? url : null;
  if (head.includes(':')) return null;
  // Protocol-relative ("//host", "/\host") leaves the site without saying how: not a same-site path.
  if (/^[/\\]{2}/.test(compact)) return null;
  return url;
}

function attributesOf(name: string, attrs: ReadonlyArray<[string, string]>): string | null {
  const allowed = ALLOWED[name] ?? [];
  let out = '';
  for (const [attr, value] of attrs) {
    if (!allowed.includes(attr)) continue;
    if (attr === 'href' || attr === 'src') {
      const url = safeUrl(value, attr === 'src' ? 'image' : 'link');
      if (url === null) continue;
      out += ` ${attr}="${escapeAll(url)}"`;
      if (attr === 'href' && /^https?:/i.test(url)) out += ' rel="noopener noreferrer"';
    } else if (['start', 'width', 'height', 'colspan', 'rowspan'].includes(attr)) {
      if (NUMBER.test(value.trim())) out += ` ${attr}="${value.trim()}"`;
    } else if (attr === 'scope') {
      if (SCOPES.has(value.trim().toLowerCase())) out += ` scope="${value.trim().toLowerCase()}"`;
    } else {
      out += ` ${attr}="${escapeText(value)}"`;
    }
  }
  // An image without a usable source is nothing at all.
  if (name === 'img' && !/ src="/.test(out)) return null;
  if (name === 'img') out += ' loading="lazy" referrerpolicy="no-referrer"';
  return out;
}

/**
 * "Safe HTML": the article body reduced to the allow-list, every text escaped, every element
 * closed, so it can be placed in a page as it is.
 */
export function sanitiseHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  const skipping = skipper();
  const closeUntil = (name: string) => {
    const at = open.lastIndexOf(name);
    if (at === -1) return;
    while (open.length > at) out.push(`</${open.pop()}>`);
  };

  for (const token of tokenize(html)) {
    if (skipping(token) || token.kind === 'raw') continue;
    if (token.kind === 'text') {
      out.push(escapeText(token.text));
      continue;
    }
    const name = RENAMED[token.name] ?? token.name;
    if (!(name in ALLOWED)) continue;
    if (token.kind === 'end') {
      if (!VOID.has(name)) closeUntil(name);
      continue;
    }
    startElement(token, name, open, out, closeUntil);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

function startElement(
  token: Extract<HtmlToken, { kind: 'start' }>,
  name: string,
  open: string[],
  out: string[],
  closeUntil: (name: string) => void,
): void {
  const attrs = attributesOf(name, token.attrs);
  if (attrs === null) return;
  if (CLOSES_P.has(name) && open.at(-1) === 'p') closeUntil('p');
  if (name === 'li' && open.at(-1) === 'li') closeUntil('li');
  // A link inside a link is not allowed: the inner one ends the outer.
  if (name === 'a' && open.includes('a')) closeUntil('a');
  out.push(`<${name}${attrs}>`);
  if (!VOID.has(name)) open.push(name);
}

const BLOCKS = new Set(['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'div', 'tr', 'td', 'th', 'pre', 'blockquote', 'table']);

/** The readable text of an HTML body: no tags, no script or style, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  const skipping = skipper();
  for (const token of tokenize(html)) {
    if (skipping(token)) continue;
    if (token.kind === 'text') parts.push(decodeEntities(token.text));
    else if ((token.kind === 'start' || token.kind === 'end') && BLOCKS.has(token.name)) parts.push(' ');
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}
