/**
 * Self time in a V8 CPU profile (`node --cpu-prof`), by function and by package or file: where a
 * process spends its own CPU. `npx tsx scripts/cpu-profile-top.ts FILE.cpuprofile [N]` (top 30 by default).
 * Used for issue 32's BFF profile (docs/scaling.md §7): run `next start` with
 * `NODE_OPTIONS=--cpu-prof`, load it, stop it with SIGINT so the profile is written.
 */
import { readFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** Where a frame's code lives: its npm package, our own file, or what V8 calls it ('(idle)', '(garbage collector)'). */
function place(url: string): string {
  if (!url) return '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return url;
  const chunks = url.indexOf('.next/server/');
  return chunks >= 0 ? url.slice(chunks) : url.replace(/^file:\/\//, '');
}

function top(map: Map<string, number>, n: number, totalUs: number): string[] {
  return [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n)
    .map(([k, us]) => `${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / totalUs).toFixed(1).padStart(5)}%  ${k}`);
}

function main(): void {
  const [file, count] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpu-profile-top.ts FILE.cpuprofile [N]');
  const n = Number(count ?? 30);
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [id, us] of self) {
    const f = byId.get(id)?.callFrame;
    if (!f) continue;
    total += us;
    if (f.functionName === '(idle)') idle += us;
    const key = `${f.functionName || '(anonymous)'}  ${place(f.url)}${f.url ? `:${f.lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    byPlace.set(place(f.url) || f.functionName, (byPlace.get(place(f.url) || f.functionName) ?? 0) + us);
  }
  console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled, ${(idle / 1000).toFixed(0)} ms idle, ${((total - idle) / 1000).toFixed(0)} ms busy`);
  console.log(`\nself time by function (top ${n}):`);
  for (const line of top(byFunction, n, total)) console.log(line);
  console.log(`\nself time by package or file (top ${n}):`);
  for (const line of top(byPlace, n, total)) console.log(line);
}

main();
