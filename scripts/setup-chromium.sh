#!/usr/bin/env bash
# Installs Debian's Chromium for the e2e suite when it is missing: `chromium` (the browser, for
# Lighthouse and the benches) and `chromium-headless-shell` (the same Chromium release built as
# the old headless shell: what Playwright's own headless runs use, a lighter process than the full
# browser in its new headless mode, and what e2e launches). Playwright's own browser download
# cannot work on these machines (no network but the package registries).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-liberation)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
bash "$(dirname "$0")/apt-install.sh" "${missing[@]}"
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
