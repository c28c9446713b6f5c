#!/usr/bin/env bash
# Installs Debian's Chromium for the e2e suite when it is missing. Playwright's own browser
# download cannot work on these machines (no network but the package registries).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
bash "$(dirname "$0")/apt-install.sh" chromium fonts-liberation
/usr/bin/chromium --version
