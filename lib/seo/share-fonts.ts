import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Noto Sans (OFL, the npm package @fontsource/noto-sans) for the generated share images: satori
 * reads WOFF but not WOFF2, and Fontsource splits the face by script, so the Latin file carries
 * English and the Latin Extended one the macrons of te reo Māori (ā ē ī ō ū); satori falls back
 * from one to the other per character. Read from node_modules when the first image is drawn,
 * then kept for the life of the process.
 */
const FILES = [
  ['latin', 400],
  ['latin', 700],
  ['latin-ext', 400],
  ['latin-ext', 700],
] as const;

/** The family the images name: the Latin face first, then the Latin Extended one (a name of its own: satori keeps one face per name and weight). */
export const SHARE_FONT = 'Noto Sans, Noto Sans Latin Ext';

export type ShareFont = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' };

let loading: Promise<ShareFont[]> | undefined;

async function load(): Promise<ShareFont[]> {
  const dir = path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans', 'files');
  return Promise.all(
    FILES.map(async ([subset, weight]) => {
      const file = await readFile(path.join(dir, `noto-sans-${subset}-${weight}-normal.woff`));
      const data = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
      return { name: subset === 'latin' ? 'Noto Sans' : 'Noto Sans Latin Ext', data, weight, style: 'normal' as const };
    }),
  );
}

export function shareFonts(): Promise<ShareFont[]> {
  loading ??= load().catch((err: unknown) => {
    loading = undefined; // a later image tries again
    throw err;
  });
  return loading;
}
