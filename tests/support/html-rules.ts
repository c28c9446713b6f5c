/**
 * A few of the W3C Nu HTML checker's rules, for a Document (jsdom in jest, or server HTML parsed
 * with jsdom in e2e): what the checker reported on our pages (issue 30 item 10). Each problem is a
 * sentence naming the element, so a failing test says where.
 *
 * - a `<label>` holds phrasing content only (no `<p>`, `<div>`, headings, lists…);
 * - an `<input>`'s autocomplete names a field its type may carry (HTML "Autofill": each
 *   autofill field name belongs to a control group, and each input type allows some groups:
 *   `tel-national` is Text, so not on type=tel; `street-address` is Multiline, textarea only);
 * - a `<section>` has a heading (h1–h6) of its own (the checker: "Section lacks heading");
 * - `<main>` is not empty.
 */

type Group = 'text' | 'multiline' | 'password' | 'url' | 'email' | 'tel' | 'numeric' | 'month' | 'date' | 'username';

/** HTML's autofill field names and their control groups. */
const FIELD_GROUP: Record<string, Group> = {
  name: 'text', 'honorific-prefix': 'text', 'given-name': 'text', 'additional-name': 'text', 'family-name': 'text',
  'honorific-suffix': 'text', nickname: 'text', 'organization-title': 'text', username: 'username',
  'new-password': 'password', 'current-password': 'password', 'one-time-code': 'password', organization: 'text',
  'street-address': 'multiline', 'address-line1': 'text', 'address-line2': 'text', 'address-line3': 'text',
  'address-level4': 'text', 'address-level3': 'text', 'address-level2': 'text', 'address-level1': 'text',
  country: 'text', 'country-name': 'text', 'postal-code': 'text',
  'cc-name': 'text', 'cc-given-name': 'text', 'cc-additional-name': 'text', 'cc-family-name': 'text', 'cc-number': 'text',
  'cc-exp': 'month', 'cc-exp-month': 'numeric', 'cc-exp-year': 'numeric', 'cc-csc': 'text', 'cc-type': 'text',
  'transaction-currency': 'text', 'transaction-amount': 'numeric', language: 'text',
  bday: 'date', 'bday-day': 'numeric', 'bday-month': 'numeric', 'bday-year': 'numeric', sex: 'text', url: 'url', photo: 'url',
  tel: 'tel', 'tel-country-code': 'text', 'tel-national': 'text', 'tel-area-code': 'text', 'tel-local': 'text',
  'tel-local-prefix': 'text', 'tel-local-suffix': 'text', 'tel-extension': 'text', email: 'email', impp: 'url',
};

/** The control groups each input type allows (hidden: every group). */
const TYPE_GROUPS: Record<string, readonly Group[]> = {
  text: ['text', 'password', 'url', 'email', 'tel', 'numeric', 'month', 'date', 'username'],
  search: ['text', 'password', 'url', 'email', 'tel', 'numeric', 'month', 'date', 'username'],
  password: ['password'],
  url: ['url'],
  email: ['email', 'username'],
  tel: ['tel'],
  number: ['numeric'],
  month: ['month'],
  date: ['date'],
};

const CONTACT = new Set(['home', 'work', 'mobile', 'fax', 'pager']);

/** Why an input's autocomplete value does not fit it, or null. */
export function autocompleteProblem(type: string, value: string): string | null {
  const tokens = value.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (tokens.length === 1 && (tokens[0] === 'on' || tokens[0] === 'off')) return null;
  if (tokens.at(-1) === 'webauthn') tokens.pop();
  const field = tokens.pop();
  if (!field || !(field in FIELD_GROUP)) return `autocomplete="${value}": no autofill field name`;
  const rest = tokens.filter((t) => !t.startsWith('section-') && t !== 'shipping' && t !== 'billing' && !CONTACT.has(t));
  if (rest.length) return `autocomplete="${value}": unknown token ${rest.join(' ')}`;
  const group = FIELD_GROUP[field]!;
  const t = (type || 'text').toLowerCase();
  if (t === 'hidden') return null;
  const allowed = TYPE_GROUPS[t];
  if (!allowed) return `autocomplete="${value}" on an input of type ${t}, which takes none`;
  return allowed.includes(group) ? null : `autocomplete="${value}" (${group}) is not allowed on type=${t}`;
}

const BLOCK_IN_LABEL = 'p, div, ul, ol, dl, section, article, aside, nav, header, footer, h1, h2, h3, h4, h5, h6, table, form, fieldset, blockquote, pre, hr, figure, main, address, label';
const SECTIONING = new Set(['SECTION', 'ARTICLE', 'ASIDE', 'NAV']);
const HEADING = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

function describe(el: Element): string {
  const id = el.id ? `#${el.id}` : '';
  const cls = el.getAttribute('class') ? `.${el.getAttribute('class')!.trim().split(/\s+/)[0]}` : '';
  const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return `<${el.tagName.toLowerCase()}${id}${cls}>${text ? ` "${text}"` : ''}`;
}

/** Whether a section has a heading of its own (not one inside a nested sectioning element). */
function hasOwnHeading(section: Element): boolean {
  const walk = (el: Element): boolean => {
    for (const child of Array.from(el.children)) {
      if (HEADING.has(child.tagName) || child.getAttribute('role') === 'heading') return true;
      if (SECTIONING.has(child.tagName)) continue;
      if (walk(child)) return true;
    }
    return false;
  };
  return walk(section);
}

/** The problems of a document (or a part of one), as sentences; [] when none. */
export function htmlProblems(root: Document | Element): string[] {
  const problems: string[] = [];
  for (const label of Array.from(root.querySelectorAll('label'))) {
    for (const inner of Array.from(label.querySelectorAll(BLOCK_IN_LABEL))) problems.push(`${describe(inner)} inside ${describe(label)}: a label holds phrasing content only`);
  }
  for (const input of Array.from(root.querySelectorAll('input[autocomplete]'))) {
    const why = autocompleteProblem(input.getAttribute('type') ?? 'text', input.getAttribute('autocomplete') ?? '');
    if (why) problems.push(`${describe(input)}${input.getAttribute('name') ? ` name=${input.getAttribute('name')}` : ''}: ${why}`);
  }
  for (const section of Array.from(root.querySelectorAll('section'))) {
    if (!hasOwnHeading(section)) problems.push(`${describe(section)} has no heading`);
  }
  for (const main of Array.from(root.querySelectorAll('main'))) {
    if (!main.children.length && !(main.textContent ?? '').trim()) problems.push('<main> is empty');
  }
  return problems;
}
