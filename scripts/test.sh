#!/usr/bin/env bash
# `npm test`: typecheck and lint side by side, jest, production build, Playwright e2e in Debian's
# Chromium, and the cluster (two instances behind HAProxy sharing Redis: docs/scaling.md §4).
# Every stage runs even when an earlier one fails, so one run shows everything. At the end: each
# stage's wall time, the 15 slowest tests of each runner, and the line CI reads,
# "N passed, N failed", over jest, Playwright and the cluster together (scripts/test-report.mjs:
# a report that is missing, or a test that never ran, counts as failed).
set -uo pipefail
cd "$(dirname "$0")/.."
results=.data/test-results
mkdir -p "$results"
rm -f "$results"/jest.json "$results"/playwright.json "$results"/cluster.json "$results"/stages.tsv
failed_stages=()
now() { date +%s%N; }
ms_since() { echo $(( ($(now) - $1) / 1000000 )); }
record() { printf '%s\t%s\t%s\n' "$1" "$2" "$3" >> "$results/stages.tsv"; }
stage() {
  local name=$1; shift
  echo; echo "── $name ──"
  local t0; t0=$(now)
  local rc=0
  "$@" || rc=$?
  record "$name" "$(ms_since "$t0")" "$rc"
  [ "$rc" -eq 0 ] || failed_stages+=("$name")
  return "$rc"
}
t_all=$(now)

stage "setup (Chromium, cluster tools)" bash -c 'bash scripts/setup-chromium.sh && bash scripts/setup-cluster.sh'

# Typecheck and lint side by side: neither writes anything the other reads.
echo; echo "── typecheck + lint (side by side) ──"
t0=$(now)
npx tsc --noEmit -p . > "$results/typecheck.log" 2>&1 & tc_pid=$!
# lint: eslint, then the offline scan of the shipped JavaScript (retire, scripts/scan-js.sh); both always run.
{ e=0; npx eslint . --max-warnings 0 || e=$?; s=0; bash scripts/scan-js.sh || s=$?; [ "$e" -eq 0 ] && [ "$s" -eq 0 ]; } > "$results/lint.log" 2>&1 & lint_pid=$!
wait "$tc_pid"; tc_rc=$?
tc_ms=$(ms_since "$t0")
wait "$lint_pid"; lint_rc=$?
lint_ms=$(ms_since "$t0")
cat "$results/typecheck.log" "$results/lint.log"
record "typecheck" "$tc_ms" "$tc_rc"
record "lint" "$lint_ms" "$lint_rc"
[ "$tc_rc" -eq 0 ] || failed_stages+=("typecheck")
[ "$lint_rc" -eq 0 ] || failed_stages+=("lint")

stage "jest" npx jest --ci --json --outputFile="$results/jest.json"
# The build's own type check repeats the typecheck stage: skipped only when that stage passed
# (next.config.ts reads BUILD_SKIP_TYPECHECK; `npm start` and `npm run build` always check).
if [ "$tc_rc" -eq 0 ]; then
  stage "build" env BUILD_SKIP_TYPECHECK=1 npx next build
else
  stage "build" npx next build
fi
stage "e2e" npx playwright test
stage "cluster" npx jest --ci --runInBand --testMatch '**/tests/cluster/*.run.ts' --json --outputFile="$results/cluster.json"
record "npm test (all)" "$(ms_since "$t_all")" "${#failed_stages[@]}"

echo
node scripts/test-report.mjs --stages "$results/stages.tsv" --jest "$results/jest.json" --playwright "$results/playwright.json" --jest "$results/cluster.json"
report_rc=$?
if [ ${#failed_stages[@]} -gt 0 ]; then echo "failed stages: ${failed_stages[*]}"; fi
# The last line: what CI reads (test-report.mjs wrote it to this file).
cat "$results/counts.txt"
[ ${#failed_stages[@]} -eq 0 ] && [ "$report_rc" -eq 0 ]
