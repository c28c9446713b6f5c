// Adds up jest's and Playwright's JSON reports into the one line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const [jestFile, pwFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
if (jestFile && existsSync(jestFile)) {
  const j = JSON.parse(readFileSync(jestFile, 'utf8'));
  passed += j.numPassedTests ?? 0;
  failed += (j.numFailedTests ?? 0) + (j.numRuntimeErrorTestSuites ?? 0);
}
if (pwFile && existsSync(pwFile)) {
  const p = JSON.parse(readFileSync(pwFile, 'utf8'));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
}
console.log(`${passed} passed, ${failed} failed`);
