/**
 * `npx tsx scripts/import-graph.ts`: the arrows between lib/ folders, as the code has them.
 *
 * Reads every .ts/.tsx file under lib/ (tests and the sandbox are not lib), follows its static
 * imports (`import … from`, `export … from`, `import('…')`) that resolve into another lib folder
 * (`@/lib/x/…` or a relative path), and prints:
 * - each folder's arrows out (to the folders it imports, with the number of importing lines);
 * - the knots: sets of folders that reach each other (strongly connected components of two or
 *   more), and the arrows inside each knot;
 * - the floors: folders stacked by their longest chain of arrows down, knots taken as one block;
 * - the imports from one domain into another's server code (`calls.ts`, `*-calls.ts`, `service.ts`).
 * `--json` prints the same as JSON. Nothing is changed; the figures go in the issue note and the docs.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const lib = path.join(root, 'lib');

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full));
    else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name)) out.push(full);
  }
  return out;
}

/** The lib folder a path lies in, or null outside lib/. */
function folderOf(file: string): string | null {
  const rel = path.relative(lib, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first] = rel.split(path.sep);
  return first && rel.includes(path.sep) ? first : null;
}

const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

/** The file an import specifier names, resolved far enough to know its lib folder. */
function target(from: string, spec: string): string | null {
  if (spec.startsWith('@/')) return path.join(root, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(from), spec);
  return null;
}

const SERVER_CODE = /(^|\/)(calls|[\w-]+-calls|service)(\.tsx?)?$/;

type Edge = { from: string; to: string; lines: number };
const edges = new Map<string, Edge>();
const intoServer: Array<{ file: string; spec: string }> = [];
const folders = new Set<string>(readdirSync(lib).filter((n) => statSync(path.join(lib, n)).isDirectory()));

for (const file of filesUnder(lib)) {
  const from = folderOf(file);
  if (!from) continue;
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(SPECIFIER)) {
    const spec = m[1] ?? m[2] ?? m[3] ?? '';
    const t = target(file, spec);
    const to = t ? folderOf(t) : null;
    if (!to || to === from) continue;
    const key = `${from}→${to}`;
    const e = edges.get(key) ?? { from, to, lines: 0 };
    e.lines += 1;
    edges.set(key, e);
    if (SERVER_CODE.test(spec)) intoServer.push({ file: path.relative(root, file), spec });
  }
}

const out = new Map<string, Set<string>>([...folders].map((f) => [f, new Set<string>()]));
for (const e of edges.values()) out.get(e.from)?.add(e.to);

// Tarjan's strongly connected components.
let index = 0;
const idx = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const components: string[][] = [];
function connect(v: string): void {
  idx.set(v, index);
  low.set(v, index);
  index += 1;
  stack.push(v);
  onStack.add(v);
  for (const w of out.get(v) ?? []) {
    if (!idx.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v)!, low.get(w)!));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
  }
  if (low.get(v) === idx.get(v)) {
    const c: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      c.push(w);
    } while (w !== v);
    components.push(c.sort());
  }
}
for (const f of [...folders].sort()) if (!idx.has(f)) connect(f);

const componentOf = new Map<string, number>();
components.forEach((c, i) => c.forEach((f) => componentOf.set(f, i)));
const knots = components.filter((c) => c.length > 1);

// Floors: 0 for a block that imports no other block; else one more than the highest it imports.
const floorMemo = new Map<number, number>();
function floor(ci: number): number {
  const known = floorMemo.get(ci);
  if (known !== undefined) return known;
  let f = 0;
  for (const v of components[ci]!) for (const w of out.get(v) ?? []) {
    const cw = componentOf.get(w)!;
    if (cw !== ci) f = Math.max(f, floor(cw) + 1);
  }
  floorMemo.set(ci, f);
  return f;
}
const floors = new Map<number, string[]>();
components.forEach((c, i) => floors.set(floor(i), [...(floors.get(floor(i)) ?? []), c.length > 1 ? `{${c.join(', ')}}` : c[0]!]));

const inKnot = [...edges.values()].filter((e) => componentOf.get(e.from) === componentOf.get(e.to));

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ folders: folders.size, arrows: edges.size, edges: [...edges.values()], knots, floors: Object.fromEntries(floors), intoServer }, null, 2));
} else {
  console.log(`lib/: ${folders.size} folders, ${edges.size} arrows between them (${[...edges.values()].reduce((a, e) => a + e.lines, 0)} importing lines)`);
  console.log(`floors: ${floors.size} (0 imports no other lib folder)`);
  for (const [f, names] of [...floors.entries()].sort((a, b) => a[0] - b[0])) console.log(`  ${String(f).padStart(2)}: ${names.sort().join(', ')}`);
  console.log(`knots (folders that import each other, round a cycle): ${knots.length}`);
  for (const k of knots) console.log(`  ${k.length} folders: ${k.join(', ')}`);
  console.log(`arrows inside knots: ${inKnot.length}`);
  for (const e of inKnot.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to))) console.log(`  ${e.from} → ${e.to} (${e.lines})`);
  console.log(`imports of another lib folder's server code (calls, *-calls, service): ${intoServer.length}`);
  console.log('arrows out, per folder:');
  for (const f of [...folders].sort()) {
    const to = [...(out.get(f) ?? [])].sort();
    console.log(`  ${f.padEnd(14)} → ${to.length ? to.map((t) => `${t} (${edges.get(`${f}→${t}`)!.lines})`).join(', ') : '-'}`);
  }
}
