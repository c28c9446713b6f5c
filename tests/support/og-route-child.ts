/*
 * Runs GET /og/plans/{locale}/{slug} (app/og/plans/[locale]/[slug]/route.tsx) in a Node process
 * of its own, as `next start` would: next/og loads its renderer with a dynamic import() of an ES
 * module, which jest's module sandbox refuses. Started by tests/support/og-route.ts through tsx;
 * prints one JSON line: the status, the content type and the body in base64.
 */
import Module from 'node:module';

type Route = typeof import('@/app/og/plans/[locale]/[slug]/route');

/** `import 'server-only'` throws outside Next's server layer: here it is an empty module, as jest's moduleNameMapper makes it. */
function allowServerOnly(): void {
  const req = Module.createRequire(__filename);
  const id = req.resolve('server-only');
  const stub = new Module(id);
  stub.loaded = true;
  stub.exports = {};
  req.cache[id] = stub;
}

async function main(): Promise<void> {
  allowServerOnly();
  const { GET } = (await import('@/app/og/plans/[locale]/[slug]/route')) as Route;
  const [locale = '', slug = ''] = process.argv.slice(2);
  const res = await GET(new Request(`http://localhost/og/plans/${locale}/${slug}`), { params: Promise.resolve({ locale, slug }) });
  const body = Buffer.from(await res.arrayBuffer()).toString('base64');
  process.stdout.write(`${JSON.stringify({ status: res.status, type: res.headers.get('content-type'), body })}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
