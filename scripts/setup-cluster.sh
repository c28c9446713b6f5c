#!/usr/bin/env bash
# Installs what `npm run start:cluster` needs besides Node: Debian's redis-server (the shared
# store) and HAProxy (the load balancer with active health checks), only when missing. Like
# setup-chromium.sh: `apt-get update` runs only when something has to be installed.
set -euo pipefail
missing=()
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v haproxy >/dev/null 2>&1 || missing+=(haproxy)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "installing Debian's ${missing[*]} (once per machine)…"
SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "${missing[*]} missing and this user cannot install it: run 'apt-get install -y ${missing[*]}' as root" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# The packages start system services on their default ports; the cluster runs its own.
for svc in redis-server haproxy; do
  if command -v systemctl >/dev/null 2>&1; then $SUDO systemctl disable --now "$svc" >/dev/null 2>&1 || true; fi
  if command -v service >/dev/null 2>&1; then $SUDO service "$svc" stop >/dev/null 2>&1 || true; fi
done
redis-server --version
haproxy -v | head -1
