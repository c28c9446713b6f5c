import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NextResponse } from 'next/server';

/**
 * GET /api/captcha/worker – the ALTCHA widget's PBKDF2 worker, from our own origin: the pages'
 * strict CSP allows it as it is (a worker falls back to script-src 'self'), where the widget's
 * default blob: workers would need `worker-src blob:`. Static, cached for a day.
 */
let source: Promise<string> | undefined;

export async function GET(): Promise<NextResponse> {
  source ??= readFile(path.join(process.cwd(), 'node_modules', 'altcha', 'dist', 'workers', 'pbkdf2.js'), 'utf8');
  return new NextResponse(await source, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' } });
}
