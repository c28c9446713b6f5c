// Adds up jest's and Playwright's JSON reports into the one line CI reads: "N passed, N failed".
// Arguments: the report files, each jest's (it has numPassedTests) or Playwright's (stats).
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) {
    passed += r.numPassedTests ?? 0;
    failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
  } else {
    passed += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
    failed += r.stats?.unexpected ?? 0;
  }
}
console.log(`${passed} passed, ${failed} failed`);
