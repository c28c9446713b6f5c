#!/usr/bin/env bash
# The W3C Nu HTML checker over a running build: every public page of the sitemap and the account
# pages of two demo customers (scripts/validate-html.ts says what and how). Needs Java: Debian's
# default-jre-headless, installed once through scripts/apt-install.sh when no `java` is on the
# PATH; the checker itself is the npm package vnu-jar (a devDependency).
#   bash scripts/validate-html.sh [base URL]    (default http://127.0.0.1:3000)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v java >/dev/null 2>&1; then
  bash scripts/apt-install.sh default-jre-headless
fi
exec npx tsx scripts/validate-html.ts "$@"
