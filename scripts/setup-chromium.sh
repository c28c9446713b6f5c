#!/usr/bin/env bash
# Installs Debian's Chromium for the e2e suite when it is missing. Playwright's own browser
# download cannot work on these machines (no network but the package registries).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "installing Debian's chromium (once per machine)…"
SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "chromium is missing and this user cannot install it: run 'apt-get install -y chromium' as root" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
/usr/bin/chromium --version
