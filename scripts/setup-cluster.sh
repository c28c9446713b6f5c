#!/usr/bin/env bash
# Installs what `npm run start:cluster` needs besides Node: Debian's redis-server (the shared
# store), HAProxy (the load balancer with active health checks) and Prometheus (scrapes every
# instance's /api/metrics, ops/prometheus.yml.template), only when missing. Like
# setup-chromium.sh: `apt-get update` runs only when something has to be installed.
set -euo pipefail
missing=()
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v haproxy >/dev/null 2>&1 || missing+=(haproxy)
command -v prometheus >/dev/null 2>&1 || missing+=(prometheus)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
bash "$(dirname "$0")/apt-install.sh" "${missing[@]}"
# The packages start system services on their default ports; the cluster runs its own.
# (as root: apt-install.sh refused otherwise, unless sudo is there)
SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
for svc in redis-server haproxy prometheus; do
  if command -v systemctl >/dev/null 2>&1; then $SUDO systemctl disable --now "$svc" >/dev/null 2>&1 || true; fi
  if command -v service >/dev/null 2>&1; then $SUDO service "$svc" stop >/dev/null 2>&1 || true; fi
done
redis-server --version
prometheus --version 2>&1 | sed -n 1p
haproxy -v | sed -n 1p  # not head: haproxy writes on after its first line, and SIGPIPE (141) would fail this under pipefail
