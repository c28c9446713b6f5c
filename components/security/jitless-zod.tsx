'use client';

/*
 * zod compiles object parsers with `new Function` when it may; its probe for that is an eval
 * that our Content-Security-Policy refuses (no 'unsafe-eval' outside `next dev`), and Chromium
 * reports it as a violation even though zod catches it. In the browser, parse without it.
 *
 * Set through zod's global configuration object (`globalThis.__zod_globalConfig`, which zod
 * adopts when it loads, or has already made) rather than `z.config`, so that this module, which
 * runs on every page, does not bring zod itself to pages that parse nothing (issue 18, item 5).
 * tests/components/jitless-zod.test.ts checks that zod reads it.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
const g = globalThis as ZodGlobal;
g.__zod_globalConfig ??= {};
g.__zod_globalConfig.jitless = true;

/** Rendered once by the root layout so that the setting above runs before any form parses. */
export function JitlessZod(): null {
  return null;
}
