import fs from 'node:fs';
import path from 'node:path';
import { appUpstreamCalls, normalisePath, type AppCall } from '../../support/upstream-calls';

/**
 * Issue 30 item 6: "docs/upstream-contract.md gets a table of every call the spec names: where the
 * app makes it, or why it does not, and every call the app makes that the spec does not name, with
 * the reason; a test fails when a call in lib/**\/calls.ts is in neither column." The calls are read
 * from the source (tests/support/upstream-calls.ts), the tables from the contract.
 */

type Call = { method: string; path: string };
type Row = { table: 'spec' | 'ours'; line: string; calls: Call[]; where: string[]; why: string };

const CONTRACT = path.resolve(__dirname, '..', '..', '..', 'docs', 'upstream-contract.md');
const SECTION = '## Every call the specs name, and every call the app makes';
const SPEC_TABLE = '### Named by the specs';
const OUR_TABLE = '### Made by the app, not named by the specs';

function rowsOf(md: string, table: Row['table']): Row[] {
  return md.split('\n').filter((l) => l.startsWith('| `')).map((line) => {
    const [calls = '', where = '', why = ''] = line.slice(1, -1).split('|').map((c) => c.trim());
    return {
      table,
      line,
      calls: [...calls.matchAll(/`(GET|POST|PUT|PATCH|DELETE) ([^`\s]+)`/g)].map((m) => ({ method: m[1]!, path: m[2]! })),
      where: where === '-' ? [] : where.split(',').map((w) => w.trim()).filter(Boolean),
      why,
    };
  });
}

function contractTables(): Row[] {
  const text = fs.readFileSync(CONTRACT, 'utf8');
  const section = text.slice(text.indexOf(SECTION));
  const spec = section.slice(section.indexOf(SPEC_TABLE), section.indexOf(OUR_TABLE));
  const ours = section.slice(section.indexOf(OUR_TABLE));
  return [...rowsOf(spec, 'spec'), ...rowsOf(ours, 'ours')];
}

const same = (a: Call, b: AppCall) => normalisePath(a.path) === normalisePath(b.path) && (b.method === '*' || a.method === b.method);

describe('docs/upstream-contract.md: every call the specs name, every call the app makes', () => {
  const rows = contractTables();
  const made = appUpstreamCalls();

  test('the contract has both tables, and the source has its calls', () => {
    expect(rows.filter((r) => r.table === 'spec').length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.table === 'ours').length).toBeGreaterThan(10);
    // the three of issue 30 item 6, read from the source
    const paths = made.map((c) => `${c.method} ${c.path}`);
    expect(paths).toEqual(expect.arrayContaining([
      'GET /ufb/searchAddress', 'GET /fwa/searchAddress',
      'GET /v3/{spid}/customer/{id}/mobileprepay/{productId}', 'GET /v1/{spid}/customer/{id}/postpay_mobile/{productId}',
    ]));
    expect(paths).not.toContain('GET /broadband/v1/search_address');
  });

  test('every upstream call of lib/ is in one of the tables, on a row naming the module that makes it', () => {
    const missing = made.filter((c) => !rows.some((r) => r.where.includes(c.file) && r.calls.some((x) => same(x, c))));
    expect(missing.map((c) => `${c.method} ${c.path} (${c.file}) is in neither table`)).toEqual([]);
  });

  test('a row that names modules names ones that make its calls (no stale row)', () => {
    const stale: string[] = [];
    for (const r of rows) {
      const libs = r.where.filter((w) => w.startsWith('lib/'));
      if (libs.length === 0) continue;
      for (const x of r.calls) if (!made.some((c) => libs.includes(c.file) && same(x, c))) stale.push(`${x.method} ${x.path}: made by none of ${libs.join(', ')}`);
      for (const f of libs) if (!made.some((c) => c.file === f && r.calls.some((x) => same(x, c)))) stale.push(`${f} makes none of: ${r.calls.map((x) => `${x.method} ${x.path}`).join(', ')}`);
    }
    expect(stale).toEqual([]);
  });

  test('a call the app does not make says why; a call the specs do not name says why', () => {
    const silent = rows.filter((r) => (r.where.length === 0 || r.table === 'ours') && r.why.length < 10);
    expect(silent.map((r) => r.line)).toEqual([]);
    // every row names at least one call
    expect(rows.filter((r) => r.calls.length === 0).map((r) => r.line)).toEqual([]);
  });
});
