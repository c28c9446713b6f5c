/**
 * The public pages' figures shared by `npm run bench` and `scripts/bench-js.ts`: the JavaScript a
 * first visit downloads (gzip), Lighthouse mobile, and the static Next.js probe whose JavaScript
 * is the framework's floor.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/** gzip size of every script the page's HTML names (what a first visit downloads). */
export async function scriptKb(pageUrl: string): Promise<{ kb: number; filesKb: number; files: number }> {
  const html = await (await fetch(pageUrl)).text();
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? ''))].filter(Boolean);
  let files = 0;
  for (const src of srcs) files += gzipSync(Buffer.from(await (await fetch(new URL(src, pageUrl))).arrayBuffer())).length;
  // Inline scripts (the RSC payload, the hints script) travel in the HTML itself. JSON-LD is a
  // data block for search engines, not JavaScript (never run): left out.
  const inline = [...html.matchAll(/<script(?![^>]*src=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('');
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  return { kb: kb(files + gzipSync(Buffer.from(inline)).length), filesKb: kb(files), files: srcs.length };
}

export type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
/** Lighthouse's CLI, mobile defaults (simulated throttling), Debian's Chromium, headless. */
export function lighthouse(url: string): Scores {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'lh-')), 'report.json');
  const run = spawnSync(process.execPath, [
    path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'), url,
    '--output=json', `--output-path=${out}`, '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 });
  if (run.status !== 0) throw new Error(`lighthouse failed for ${url}: ${run.stderr.toString().slice(-400)}`);
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as { categories: Record<keyof Scores, { score: number }> };
  rmSync(path.dirname(out), { recursive: true, force: true });
  const pct = (k: keyof Scores) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  return { performance: pct('performance'), accessibility: pct('accessibility'), 'best-practices': pct('best-practices'), seo: pct('seo') };
}

/**
 * A hello-world Next.js app with one static page, in a temporary folder that links our
 * node_modules. Built with webpack: Turbopack refuses a node_modules outside its root. `files`
 * (path in the app → source) adds to it, e.g. a route handler (scripts/bench-bff.ts).
 */
export function startStaticProbe(port: number, files: Record<string, string> = {}): ChildProcess {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-next-'));
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'static-probe', private: true }));
  writeFileSync(path.join(dir, 'app', 'layout.tsx'), 'export default function L({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html>; }\n');
  writeFileSync(path.join(dir, 'app', 'page.tsx'), 'export default function P() { return <main><h1>Static page</h1><p>Hello.</p></main>; }\n');
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const built = spawnSync(process.execPath, [nextBin, 'build', '--webpack'], { cwd: dir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) throw new Error('static probe build failed');
  return spawn(process.execPath, [nextBin, 'start', '-p', String(port)], { cwd: dir, stdio: 'ignore' });
}
