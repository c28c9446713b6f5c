/**
 * `npx tsx scripts/bench-main-thread.ts [/path ...]`: what the browser's main thread does while
 * a public page loads, against an app that is already running (BENCH_APP_URL, default
 * http://127.0.0.1:3000; pages default to `/` and `/plans`). Chromium's CPU profiler, no
 * throttling, a phone-sized viewport, five cold loads per page: the mean milliseconds of script
 * work per load, by script file and by function (minified names, with line:column to find them
 * in `.next/static/chunks`). Run it on a quiet machine and compare with the framework floor
 * (`npm run bench` prints its JavaScript size; its main thread is ~290 ms here).
 *
 * This is how issue 18's second pass found the ICU message format that the header's cart
 * button built on every page (docs/front-door-contract.md §4.9).
 */
import { chromium, type CDPSession } from 'playwright';

const app = (process.env.BENCH_APP_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/plans'];
const LOADS = 5;

type Profile = { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }>; samples: number[]; timeDeltas: number[] };

async function profileLoad(url: string): Promise<Profile> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2500); // hydration, prefetches, the first effects
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    return profile;
  } finally {
    await browser.close();
  }
}

function add(map: Map<string, number>, key: string, ms: number): void {
  map.set(key, (map.get(key) ?? 0) + ms);
}

async function main(): Promise<void> {
  for (const path of pages) {
    const byScript = new Map<string, number>();
    const byFunction = new Map<string, number>();
    let total = 0;
    for (let i = 0; i < LOADS; i++) {
      const profile = await profileLoad(`${app}${path}`);
      const self = new Map<number, number>();
      profile.samples.forEach((id, k) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[k + 1] ?? 0) / 1000));
      for (const node of profile.nodes) {
        const ms = self.get(node.id) ?? 0;
        const { functionName, url, lineNumber, columnNumber } = node.callFrame;
        if (ms === 0 || functionName === '(idle)' || functionName === '(program)') continue;
        total += ms;
        // Inline scripts are named by the page's URL: shown as '(the page)'.
        const file = (url || functionName).replace(/^.*\//, '') || '(the page)';
        add(byScript, file, ms);
        add(byFunction, `${file} ${functionName || '(anonymous)'}:${lineNumber}:${columnNumber}`, ms);
      }
    }
    const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${(v / LOADS).toFixed(1).padStart(6)} ms  ${k}`).join('\n');
    console.log(`${path}: ${(total / LOADS).toFixed(0)} ms of main-thread script work per load (mean of ${LOADS})`);
    console.log(`by script:\n${top(byScript, 8)}`);
    console.log(`by function:\n${top(byFunction, 12)}\n`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
