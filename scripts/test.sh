#!/usr/bin/env bash
# `npm test`: typecheck, lint, jest, production build, Playwright e2e in Debian's Chromium, and
# the cluster (two instances behind HAProxy sharing Redis: docs/scaling.md §4).
# Every stage runs even when an earlier one fails, so one run shows everything; the last line
# is "N passed, N failed" over jest, Playwright and the cluster together.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .data/test-results
rm -f .data/test-results/jest.json .data/test-results/playwright.json .data/test-results/cluster.json
failed_stages=()
stage() { local name=$1; shift; echo; echo "── $name ──"; "$@" || failed_stages+=("$name"); }

stage "chromium" bash scripts/setup-chromium.sh
stage "cluster tools" bash scripts/setup-cluster.sh
stage "typecheck" npx tsc --noEmit -p .
stage "lint" npx eslint . --max-warnings 0
stage "jest" npx jest --ci --json --outputFile=.data/test-results/jest.json
stage "build" npx next build
stage "e2e" npx playwright test
stage "cluster" npx jest --ci --runInBand --testMatch '**/tests/cluster/*.run.ts' --json --outputFile=.data/test-results/cluster.json

counts=$(node scripts/test-counts.mjs .data/test-results/jest.json .data/test-results/playwright.json .data/test-results/cluster.json)
echo
if [ ${#failed_stages[@]} -gt 0 ]; then echo "failed stages: ${failed_stages[*]}"; fi
echo "$counts"
[ ${#failed_stages[@]} -eq 0 ]
