/**
 * `npx tsx scripts/bench-js.ts`: only the public pages' JavaScript figures of `npm run bench`
 * (issue 32: `/` and `/plans` within 15 KB gzip of the framework's floor), against an app that
 * is already running (BENCH_APP_URL, default http://127.0.0.1:3000), beside the static Next.js
 * probe built here (BENCH_STATIC_PORT, default 3300). `BENCH_LIGHTHOUSE=1` adds Lighthouse
 * mobile for both pages.
 */
import type { ChildProcess } from 'node:child_process';
import { lighthouse, scriptKb, startStaticProbe } from './bench-pages';
import { waitFor } from './bench-bff';

const app = (process.env.BENCH_APP_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const staticPort = Number(process.env.BENCH_STATIC_PORT ?? 3300);

let probe: ChildProcess | undefined;

async function main(): Promise<void> {
  probe = startStaticProbe(staticPort);
  await waitFor(`http://127.0.0.1:${staticPort}/`);
  const floor = await scriptKb(`http://127.0.0.1:${staticPort}/`);
  console.log(`framework floor (static Next.js page): ${floor.kb} KB gzip, ${floor.filesKb} KB in ${floor.files} script files`);
  const pages = ['/', '/plans'];
  for (const p of pages) {
    // Warm: the first view renders (and fills the ISR and data caches).
    for (let i = 0; i < 3; i++) await fetch(`${app}${p}`);
    const js = await scriptKb(`${app}${p}`);
    console.log(`${p.padEnd(7)} ${js.kb} KB gzip (${js.filesKb} KB in ${js.files} script files, the rest inline): ${(js.kb - floor.kb).toFixed(1)} KB over the floor (goal: within 15 KB)`);
  }
  // Last, as in npm run bench: Lighthouse takes long enough for the server to close our idle connections.
  if (process.env.BENCH_LIGHTHOUSE === '1') {
    for (const p of pages) {
      const s = lighthouse(`${app}${p}`);
      console.log(`lighthouse mobile ${p.padEnd(7)} performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s['best-practices']}, SEO ${s.seo} (goal: 95, 100, 100, 100)`);
    }
  }
}

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => probe?.kill('SIGTERM'));
