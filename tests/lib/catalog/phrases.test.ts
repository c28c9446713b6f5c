// The formatter next-intl itself uses (through use-intl), in its CommonJS build for jest.
import { IntlMessageFormat } from 'intl-messageformat';
import { PLAN_PHRASES, phrase, type PhraseKey } from '@/lib/catalog/phrases';
import en from '@/messages/en.json';
import mi from '@/messages/mi-NZ.json';

type Tree = { [key: string]: string | Tree };

/** 'speed.planSpeed' → template, for every leaf of a nested namespace. */
function leaves(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(leaves(v, `${prefix}${k}.`))));
}
const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
const sample = (template: string) => Object.fromEntries(placeholders(template).map((name, i) => [name, `v${i}`]));

const format = (template: string, locale: string, values: Record<string, string>) => String(new IntlMessageFormat(template, locale).format(values));

const enRules = leaves(en.planRules as Tree);
const miRules = leaves(mi.planRules as Tree);

describe('planRules messages — every visible plan text is a key of the planRules namespace (lib/catalog/phrases.ts)', () => {
  it('en.json has exactly the PLAN_PHRASES keys, with the same English templates', () => {
    expect(Object.keys(enRules).sort()).toEqual(Object.keys(PLAN_PHRASES).sort());
    expect(enRules).toEqual({ ...PLAN_PHRASES });
  });

  it('every en template parses as ICU and formats to the text phrase() gives', () => {
    for (const key of Object.keys(PLAN_PHRASES) as PhraseKey[]) {
      const values = sample(PLAN_PHRASES[key]);
      expect([key, format(enRules[key] ?? '', 'en', values)]).toEqual([key, phrase(key, values).text]);
    }
  });

  it('mi-NZ translates only known keys, keeps their placeholders, and every template parses', () => {
    const unknown = Object.keys(miRules).filter((k) => !(k in PLAN_PHRASES));
    expect(unknown).toEqual([]);
    for (const [key, template] of Object.entries(miRules)) expect([key, placeholders(template)]).toEqual([key, placeholders(enRules[key] ?? '')]);
    for (const template of Object.values(miRules)) expect(() => format(template, 'mi-NZ', sample(template))).not.toThrow();
  });
});

describe('plans and broadband messages — mi-NZ adds no key English lacks (the fallback is per key)', () => {
  it.each(['plans', 'broadband'] as const)('%s', (ns) => {
    const enKeys = leaves(en[ns] as Tree);
    const miKeys = leaves(mi[ns] as Tree);
    expect(Object.keys(miKeys).filter((k) => !(k in enKeys))).toEqual([]);
    for (const [key, template] of Object.entries(miKeys)) expect([key, placeholders(template)]).toEqual([key, placeholders(enKeys[key] ?? '')]);
  });
});
