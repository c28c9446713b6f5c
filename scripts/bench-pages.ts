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

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
/** Lighthouse's CLI, mobile defaults (simulated throttling), Debian's Chromium, headless; `extraHeaders` on every request. */
export function lighthouse(url: string, extraHeaders?: Record<string, string>): Scores {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'lh-')), 'report.json');
  const run = spawnSync(process.execPath, [
    path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'), url,
    '--output=json', `--output-path=${out}`, '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    // A signed-in page: the session cookie on every request the page makes.
    ...(extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 });
  if (run.status !== 0) throw new Error(`lighthouse failed for ${url}: ${run.stderr.toString().slice(-400)}`);
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as { categories: Record<keyof Scores, { score: number }> };
  rmSync(path.dirname(out), { recursive: true, force: true });
  const pct = (k: keyof Scores) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  return { performance: pct('performance'), accessibility: pct('accessibility'), 'best-practices': pct('best-practices'), seo: pct('seo') };
}

/** SIGTERM to a child the bench started, resolved once it has exited (at once if it already has). */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * A hello-world Next.js app with one static page, in a temporary folder that links our
 * node_modules. Built with webpack: Turbopack refuses a node_modules outside its root. `files`
 * (path in the app → source) adds to it, e.g. a route handler (scripts/bench-bff.ts).
 */
export function startStaticProbe(port: number, files: Record<string, string> = {}): ChildProcess {
  return buildProbe(port, 'export default function P() { return <main><h1>Static page</h1><p>Hello.</p></main>; }\n', files);
}

/** One paragraph of the same-size probe's padding: plain text, nothing to escape. */
const PAD_TEXT = 'Plain markup that pads this static page to the size of a public page of the portal. '.repeat(4);

/**
 * The same static probe with `units` paragraphs of plain text: a page of another size with no
 * data, no proxy and no layout of ours (what `npm run bench` compares `/plans` with: its HTML
 * carries each paragraph twice, in the markup and in the RSC payload).
 */
function startPaddedProbe(port: number, units: number): ChildProcess {
  return buildProbe(port, `const PAD = ${JSON.stringify(PAD_TEXT)};\nexport default function P() { return <main><h1>Static page</h1>{Array.from({ length: ${units} }, (_, i) => <p key={i}>{PAD}</p>)}</main>; }\n`);
}

/**
 * A static probe whose HTML is `htmlBytes` long (within 1 %): built once with a guess, then,
 * if its size is off, once more with the count its first build shows to be right.
 */
export async function startSameSizeProbe(port: number, htmlBytes: number): Promise<{ child: ChildProcess; bytes: number }> {
  const size = async () => {
    const end = Date.now() + 120_000;
    for (;;) {
      try {
        const r = await fetch(`http://127.0.0.1:${port}/`);
        if (r.ok) return (await r.arrayBuffer()).byteLength;
      } catch { /* not up yet */ }
      if (Date.now() > end) throw new Error('same-size static probe did not come up');
      await new Promise((r) => setTimeout(r, 300));
    }
  };
  // About 2.4 bytes of HTML per byte of text (markup, then the payload's escaped copy); 4 KB of frame.
  const guess = Math.max(0, Math.round((htmlBytes - 4_000) / (PAD_TEXT.length * 2.4)));
  let child = startPaddedProbe(port, guess);
  let bytes = await size();
  if (Math.abs(bytes - htmlBytes) > htmlBytes * 0.01 && guess > 0) {
    const empty = 4_000;
    const perUnit = Math.max(1, (bytes - empty) / guess);
    await stopChild(child);
    child = startPaddedProbe(port, Math.max(0, Math.round(guess + (htmlBytes - bytes) / perUnit)));
    bytes = await size();
  }
  return { child, bytes };
}

/** Writes a one-page Next.js app with `page` as app/page.tsx (and `files`), builds it and starts it on `port`. */
function buildProbe(port: number, page: string, files: Record<string, string> = {}): ChildProcess {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-next-'));
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'static-probe', private: true }));
  writeFileSync(path.join(dir, 'app', 'layout.tsx'), 'export default function L({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html>; }\n');
  writeFileSync(path.join(dir, 'app', 'page.tsx'), page);
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
