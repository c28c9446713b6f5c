import type { Sandbox } from '@/sandbox/server';
import { resetAll, startSandbox } from '../support/bff';
import { getPlanImage } from '../support/og-route';

/**
 * Issue 30 item 11: "og:image and twitter:image (a real image per plan and a site default)".
 * GET /og/plans/{locale}/{slug} draws a 1200 × 630 PNG per plan and language with next/og, in a
 * Node process of its own (tests/support/og-route.ts) against this file's sandbox; an unknown
 * plan is not found.
 */

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(() => resetAll(url));

/** A PNG's signature and its IHDR chunk's width and height (bytes 16-23, big-endian). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('GET /og/plans/{locale}/{slug} — a share image per plan', () => {
  test('a plan: 200, image/png, 1200 × 630', async () => {
    const res = await getPlanImage('en', '30-prepay-value-pack');
    expect([res.status, res.type]).toEqual([200, 'image/png']);
    expect(res.logged).toBe('');
    expect(pngSize(res.body)).toEqual({ width: 1200, height: 630 });
  });

  test('in Māori ("Mahere waea pūkoro utu tōmua", "ia 7 rā"): the macrons draw from the bundled font, nothing thrown', async () => {
    const res = await getPlanImage('mi-NZ', '12-weekly-plan');
    expect([res.status, res.type]).toEqual([200, 'image/png']);
    // A character no bundled face has makes satori log 'Failed to load dynamic font' and fetch one.
    expect(res.logged).toBe('');
    expect(pngSize(res.body)).toEqual({ width: 1200, height: 630 });
  });

  test('an unknown plan, an add-on, a language we do not have: 404', async () => {
    const answers = await Promise.all(([['en', 'no-such-plan'], ['en', '2gb-data-boost'], ['fr', '30-prepay-value-pack']] as const).map(async ([locale, slug]) => [locale, slug, (await getPlanImage(locale, slug)).status]));
    expect(answers).toEqual([['en', 'no-such-plan', 404], ['en', '2gb-data-boost', 404], ['fr', '30-prepay-value-pack', 404]]);
  });
});
