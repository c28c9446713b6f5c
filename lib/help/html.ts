/**
 * A small, forgiving HTML tokenizer for third-party article bodies. It does not build a DOM: the
 * sanitiser re-serialises every token itself, so a parse that differs from a browser's can only
 * lose content, never let markup through.
 */
export type HtmlToken =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attrs: Array<[name: string, value: string]>; selfClosing: boolean }
  | { kind: 'end'; name: string }
  /** Content of a raw-text element such as script or style: never markup, never shown. */
  | { kind: 'raw'; text: string };

/** Elements whose content browsers read as plain text up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);

const isLetter = (c: string | undefined): boolean => c !== undefined && /[a-zA-Z]/.test(c);
const isSpace = (c: string | undefined): boolean => c !== undefined && /[\t\n\f\r ]/.test(c);

export function tokenize(input: string): HtmlToken[] {
  const html = input.replace(/\0/g, '');
  const tokens: HtmlToken[] = [];
  let i = 0;
  let text = '';
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text });
    text = '';
  };
  while (i < html.length) {
    const c = html[i];
    if (c !== '<') {
      const next = html.indexOf('<', i);
      const end = next === -1 ? html.length : next;
      text += html.slice(i, end);
      i = end;
      continue;
    }
    const after = html[i + 1];
    if (html.startsWith('<!--', i)) {
      flush();
      i = skipComment(html, i);
    } else if (after === '!' || after === '?' || (after === '/' && !isLetter(html[i + 2]))) {
      // Doctype, CDATA, processing instruction or a broken end tag: a "bogus comment" to '>'.
      flush();
      const close = html.indexOf('>', i + 2);
      i = close === -1 ? html.length : close + 1;
    } else if (after === '/' || isLetter(after)) {
      const tag = readTag(html, i);
      if (!tag) break; // a tag cut off by the end of the input is dropped, as browsers do
      flush();
      tokens.push(tag.token);
      i = tag.next;
      if (tag.token.kind === 'start' && RAW_TEXT.has(tag.token.name)) {
        const close = findRawEnd(html, i, tag.token.name);
        tokens.push({ kind: 'raw', text: html.slice(i, close) });
        i = close;
      }
    } else {
      text += '<';
      i += 1;
    }
  }
  flush();
  return tokens;
}

function skipComment(html: string, start: number): number {
  // "<!-->" and "<!--->" end at once; otherwise "-->" (or "--!>") ends it.
  if (html.startsWith('<!-->', start)) return start + 5;
  if (html.startsWith('<!--->', start)) return start + 6;
  const ends = [html.indexOf('-->', start + 4), html.indexOf('--!>', start + 4)].filter((n) => n !== -1);
  if (ends.length === 0) return html.length;
  const end = Math.min(...ends);
  return end + (html.startsWith('--!>', end) ? 4 : 3);
}

function findRawEnd(html: string, from: number, name: string): number {
  if (name === 'plaintext') return html.length;
  const re = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'gi');
  re.lastIndex = from;
  const m = re.exec(html);
  return m ? m.index : html.length;
}

function readTag(html: string, start: number): { token: HtmlToken; next: number } | null {
  const closing = html[start + 1] === '/';
  let i = start + (closing ? 2 : 1);
  let name = '';
  while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') name += html[i++];
  name = name.toLowerCase();
  const attrs: Array<[string, string]> = [];
  let selfClosing = false;
  while (i < html.length) {
    const c = html[i];
    if (isSpace(c)) {
      i += 1;
    } else if (c === '>') {
      const token: HtmlToken = closing ? { kind: 'end', name } : { kind: 'start', name, attrs, selfClosing };
      return { token, next: i + 1 };
    } else if (c === '/') {
      selfClosing = html[i + 1] === '>';
      i += 1;
    } else {
      const attr = readAttribute(html, i);
      if (!attrs.some(([n]) => n === attr.name)) attrs.push([attr.name, attr.value]); // first one wins
      i = attr.next;
      selfClosing = false;
    }
  }
  return null;
}

function readAttribute(html: string, start: number): { name: string; value: string; next: number } {
  let i = start;
  let name = html[i++] ?? '';
  while (i < html.length && !isSpace(html[i]) && !'/>='.includes(html[i] ?? '')) name += html[i++];
  let j = i;
  while (isSpace(html[j])) j += 1;
  if (html[j] !== '=') return { name: name.toLowerCase(), value: '', next: i };
  j += 1;
  while (isSpace(html[j])) j += 1;
  const quote = html[j];
  if (quote === '"' || quote === "'") {
    const close = html.indexOf(quote, j + 1);
    const end = close === -1 ? html.length : close;
    return { name: name.toLowerCase(), value: html.slice(j + 1, end), next: close === -1 ? end : end + 1 };
  }
  let value = '';
  while (j < html.length && !isSpace(html[j]) && html[j] !== '>') value += html[j++];
  return { name: name.toLowerCase(), value, next: j };
}

/** Named references we decode; others are kept as written (text) or refused (URLs). */
const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', ndash: '–', mdash: '—',
  hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', bull: '•', middot: '·',
  copy: '©', reg: '®', trade: '™', deg: '°', times: '×', euro: '€', pound: '£',
  colon: ':', tab: '\t', newline: '\n', sol: '/', lpar: '(', rpar: ')', period: '.', comma: ',',
  excl: '!', quest: '?', num: '#', plus: '+', equals: '=', semi: ';', percnt: '%',
  amacr: 'ā', emacr: 'ē', imacr: 'ī', omacr: 'ō', umacr: 'ū',
  Amacr: 'Ā', Emacr: 'Ē', Imacr: 'Ī', Omacr: 'Ō', Umacr: 'Ū', eacute: 'é',
};

/** Numeric references (with or without the ';' browsers forgive) and the common named ones. */
export function decodeEntities(s: string): string {
  return s.replace(/&(?:#(\d+);?|#[xX]([0-9a-fA-F]+);?|([a-zA-Z][a-zA-Z0-9]*);)/g, (all, dec?: string, hex?: string, named?: string) => {
    if (named !== undefined) return NAMED[named] ?? NAMED[named.toLowerCase()] ?? all;
    const code = dec !== undefined ? Number(dec) : parseInt(hex ?? '', 16);
    const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : '\ufffd';
  });
}
