#!/usr/bin/env bash
# Installs the Debian packages named, as root or through sudo (`apt-get update` first): the one
# install step of scripts/setup-chromium.sh and scripts/setup-cluster.sh. The callers decide what
# is missing; nothing here is downloaded from anywhere but Debian's packages.
set -euo pipefail
SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "$* missing and this user cannot install it: run 'apt-get install -y $*' as root" >&2
    exit 1
  fi
fi
echo "installing Debian's $* (once per machine)…"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "$@" >/dev/null
