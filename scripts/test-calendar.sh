#!/usr/bin/env bash
# `npm run test:calendar [jest paths…]` (issue 34): jest with the machine's clock moved, through
# Debian's libfaketime, to each calendar edge of tests/support/calendar.ts (mid-month, a month's
# last day, a 28-day February, both New Zealand daylight-saving changes, NZ midnight in summer and
# winter, Christmas, New Year). No test may depend on the real date: every run must pass.
# Default: the whole jest suite at each instant (about as long as `npx jest`, nine times over);
# arguments are passed to jest (test paths, -t …). CALENDAR_ONLY="Christmas;New Year" runs only the
# instants named (separated by ";": names hold commas; as in tests/support/calendar.ts). Per instant: passed, failed and wall time; the
# last line is "N passed, N failed" over all of them; the exit status is non-zero on any failure.
#
# The clock moves by an offset (faketime -f "±seconds"): jest and its workers share one clock that
# starts at the instant and runs at the real pace. The monotonic clock is left alone
# (FAKETIME_DONT_FAKE_MONOTONIC=1) so timers and time-outs behave.
set -uo pipefail
cd "$(dirname "$0")/.."

if ! command -v faketime >/dev/null 2>&1; then
  bash scripts/apt-install.sh faketime || exit 1
fi

out=.data/test-results/calendar
mkdir -p "$out"
rm -f "$out"/*.json

# name<TAB>ISO instant, one a line, in the order of CALENDAR_EDGES.
instants=$(node_modules/.bin/tsx -e 'import { CALENDAR_INSTANTS } from "./tests/support/calendar";
for (const [name, ms] of CALENDAR_INSTANTS) console.log(`${name}\t${new Date(ms).toISOString()}`);') || { echo "could not read tests/support/calendar.ts" >&2; exit 1; }
if [ -n "${CALENDAR_ONLY:-}" ]; then
  instants=$(printf '%s\n' "$instants" | awk -F'\t' -v only="$CALENDAR_ONLY" 'BEGIN { n = split(only, a, ";"); for (i = 1; i <= n; i++) want[a[i]] = 1 } ($1 in want)')
fi
[ -n "$instants" ] || { echo "no instants in tests/support/calendar.ts${CALENDAR_ONLY:+ named by CALENDAR_ONLY=$CALENDAR_ONLY}" >&2; exit 1; }

total_passed=0
total_failed=0
failed_instants=()
i=0
summary=()
while IFS=$'\t' read -r name iso; do
  i=$((i + 1))
  report="$out/$i.json"
  offset=$(( $(date -d "$iso" +%s) - $(date +%s) ))
  [ "$offset" -ge 0 ] && offset="+$offset"
  echo
  echo "── $name: $iso (clock moved ${offset}s) ──"
  started=$(date +%s)
  FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "$offset" npx jest --ci --json --outputFile="$report" "$@" </dev/null
  status=$?
  seconds=$(( $(date +%s) - started ))
  read -r passed failed < <(node -e '
    const { existsSync, readFileSync } = require("node:fs");
    const file = process.argv[1];
    if (!existsSync(file)) { console.log("0 1"); process.exit(0); }
    const r = JSON.parse(readFileSync(file, "utf8"));
    console.log(`${r.numPassedTests ?? 0} ${(r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0)}`);
  ' "$report")
  # jest failing with every test passed (a crash, an open handle it reports): count the run as one failure.
  if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
  total_passed=$((total_passed + passed))
  total_failed=$((total_failed + failed))
  [ "$failed" -gt 0 ] && failed_instants+=("$name")
  line=$(printf '%-34s %s  %5d passed, %3d failed, %4d s' "$name" "$iso" "$passed" "$failed" "$seconds")
  summary+=("$line")
  echo "$line"
done <<< "$instants"

echo
echo "── calendar edges ──"
printf '%s\n' "${summary[@]}"
if [ ${#failed_instants[@]} -gt 0 ]; then echo "failed at: ${failed_instants[*]}"; fi
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
