import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** `logged`: what the renderer wrote to stderr (satori reports a glyph no font has there, and reaches for a web font). */
export type OgAnswer = { status: number; type: string | null; body: Buffer; logged: string };

const run = promisify(execFile);

/** GET /og/plans/{locale}/{slug} in a child process (see og-route-child.ts), against the sandbox at SANDBOX_URL. */
export async function getPlanImage(locale: string, slug: string): Promise<OgAnswer> {
  const child = path.join(__dirname, 'og-route-child.ts');
  const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', child, locale, slug], {
    cwd: path.join(__dirname, '..', '..'),
    env: { ...process.env, NODE_ENV: 'test' },
    maxBuffer: 16 * 1024 * 1024,
  });
  const out = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { status: number; type: string | null; body: string };
  return { status: out.status, type: out.type, body: Buffer.from(out.body, 'base64'), logged: stderr };
}
