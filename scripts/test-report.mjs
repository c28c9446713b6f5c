// The end of `npm test` (scripts/test.sh): each stage's wall time, the 15 slowest tests of each
// runner, and the line CI reads, "N passed, N failed", written to counts.txt beside the reports.
//
// No pass by accident: a report that is missing or unreadable counts as one failed test, and so
// does every test that never ran (jest's skipped and todo tests, Playwright's skipped tests, e.g.
// a project skipped because the one it depends on failed), every flaky Playwright test (it needed
// a retry) and every error outside a test (a web server that did not start). Exits 1 when any.
//
// Arguments: --stages FILE (name, ms, exit code; tab-separated), then any number of
// --jest FILE and --playwright FILE.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const args = process.argv.slice(2);
const reports = [];
let stagesFile;
for (let i = 0; i < args.length; i += 2) {
  const [flag, file] = [args[i], args[i + 1]];
  if (flag === '--stages') stagesFile = file;
  else if (flag === '--jest' || flag === '--playwright') reports.push({ kind: flag.slice(2), file });
  else throw new Error(`test-report: unknown argument ${flag}`);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** 299,600 ms → '5 min 00 s' (rounded to the second first, so never '4 min 60 s'). */
const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

if (stagesFile && existsSync(stagesFile)) {
  console.log('Stage wall times:');
  for (const line of readFileSync(stagesFile, 'utf8').trim().split('\n')) {
    const [name, ms, rc] = line.split('\t');
    console.log(`  ${name.padEnd(32)} ${minutes(Number(ms)).padStart(13)}${rc === '0' ? '' : `   (exit ${rc})`}`);
  }
  console.log();
}

/** Jest: every assertion result; passed, failed, and the tests that never ran. */
function readJest(r) {
  const tests = r.testResults.flatMap((f) =>
    f.assertionResults.map((a) => ({ name: `${relative(process.cwd(), f.name)} › ${a.fullName}`, ms: a.duration ?? 0, status: a.status })),
  );
  const notRun = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  return {
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0) + notRun,
    notes: [
      ...(notRun ? [`${notRun} jest test(s) skipped or todo: counted as failed`] : []),
      ...(r.numRuntimeErrorTestSuites ? [`${r.numRuntimeErrorTestSuites} jest file(s) failed to run: counted as failed`] : []),
    ],
    tests,
  };
}

/** Playwright: the JSON reporter's suites, walked for each test's slowest result. */
function readPlaywright(r) {
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = Math.max(0, ...(t.results ?? []).map((x) => x.duration ?? 0));
        tests.push({ name: `${spec.file ?? file} › ${spec.title} [${t.projectName}]`, ms, status: t.status });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const s of r.suites ?? []) walk(s, s.file);
  const stats = r.stats ?? {};
  const errors = (r.errors ?? []).length;
  const notRun = stats.skipped ?? 0;
  const flaky = stats.flaky ?? 0;
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + flaky + notRun + errors,
    notes: [
      ...(notRun ? [`${notRun} Playwright test(s) never ran (skipped): counted as failed`] : []),
      ...(flaky ? [`${flaky} Playwright test(s) passed only on a retry: counted as failed`] : []),
      ...(errors ? [`${errors} Playwright error(s) outside any test: counted as failed`] : []),
    ],
    tests,
  };
}

/** A test's status that is a pass: jest's 'passed', Playwright's 'expected' (a 'flaky' one needed a retry). */
const GOOD = new Set(['passed', 'expected']);
let passed = 0;
let failed = 0;
const notes = [];
for (const { kind, file } of reports) {
  let read;
  try {
    if (!existsSync(file)) throw new Error('missing');
    const raw = JSON.parse(readFileSync(file, 'utf8'));
    read = kind === 'jest' ? readJest(raw) : readPlaywright(raw);
  } catch (err) {
    notes.push(`${file}: ${err instanceof Error ? err.message : err} (that stage reported nothing): counted as 1 failed`);
    failed += 1;
    continue;
  }
  passed += read.passed;
  failed += read.failed;
  notes.push(...read.notes.map((n) => `${file}: ${n}`));
  // Each test that did not pass, by name, so a CI log's tail says which (at most 30 a report).
  const bad = read.tests.filter((t) => !GOOD.has(t.status));
  for (const t of bad.slice(0, 30)) notes.push(`${file}: ${t.status}: ${t.name}`);
  if (bad.length > 30) notes.push(`${file}: and ${bad.length - 30} more that did not pass`);
  const slowest = [...read.tests].sort((a, b) => b.ms - a.ms).slice(0, 15);
  if (slowest.length > 0) {
    console.log(`15 slowest tests of ${file} (${read.tests.length} tests):`);
    for (const t of slowest) console.log(`  ${seconds(t.ms).padStart(8)}  ${t.name}`);
    console.log();
  }
}
for (const n of notes) console.log(n);

const line = `${passed} passed, ${failed} failed`;
const dir = reports[0] ? dirname(reports[0].file) : '.';
writeFileSync(join(dir, 'counts.txt'), `${line}\n`);
console.log(line);
process.exit(failed > 0 ? 1 : 0);
