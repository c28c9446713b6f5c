'use client';

import { z } from 'zod';

/*
 * zod compiles object parsers with `new Function` when it may; its probe for that is an eval
 * that our Content-Security-Policy refuses (no 'unsafe-eval' outside `next dev`), and Chromium
 * reports it as a violation even though zod catches it. In the browser, parse without it.
 */
z.config({ jitless: true });

/** Rendered once by the root layout so that the setting above runs before any form parses. */
export function JitlessZod(): null {
  return null;
}
