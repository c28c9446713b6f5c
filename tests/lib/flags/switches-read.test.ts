import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHIPPED_FLAGS } from '@/lib/flags';

/**
 * Issue 30 item 4, "switches that switch nothing": every key of the shipped table is read by the
 * code it configures (as `flags.name`, `…).name`, or by name in a gate such as `flags: ['name']`
 * or `Pick<Flags, 'name'>`). The table itself, the all-on preset and the constants do not count.
 * A build-time setting the specs give no behaviour is no key (see the note in lib/flags/shipped.ts).
 */
const ROOT = join(__dirname, '..', '..', '..');
const NOT_READERS = new Set(['lib/flags/shipped.ts', 'lib/flags/all-on.ts', 'lib/flags/constants.ts']);

function sources(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) sources(rel, out);
    else if (/\.tsx?$/.test(e.name) && !NOT_READERS.has(rel)) out.push(readFileSync(join(ROOT, rel), 'utf8'));
  }
  return out;
}

const code = [...sources('app'), ...sources('components'), ...sources('lib'), readFileSync(join(ROOT, 'proxy.ts'), 'utf8')].join('\n');

test.each(Object.keys(SHIPPED_FLAGS))('the switch %s is read by the code it configures', (name) => {
  const read = new RegExp(`(?:\\bflags\\??|\\))\\.${name}\\b|'${name}'`);
  expect(read.test(code)).toBe(true);
});
