#!/usr/bin/env bash
# Makes sure Debian's redis-server and postgresql are installed for the queue-mode e2e
# (test/e2e/queue-mode.mjs). Installs them with apt when missing (needs root; runs
# apt-get update first). Idempotent: prints what it found and does nothing else when both
# are there. Nothing is started here and no system service is enabled: the test starts its
# own servers on 127.0.0.1 with their data in a temporary folder.
set -euo pipefail

log() { printf '[install-queue-services] %s\n' "$*" >&2; }

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

missing=()
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
{ [ -n "$(pg_bin)" ] && [ -x "$(pg_bin)/initdb" ] && [ -x "$(pg_bin)/psql" ]; } || missing+=(postgresql)

if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    log "missing: ${missing[*]}; run as root, or: sudo apt-get install -y ${missing[*]}"
    exit 1
  fi
  log "installing ${missing[*]} with apt"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # policy-rc.d (containers) or the test's own start: the packaged services are not needed.
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

log "redis: $(redis-server --version | cut -d' ' -f3)"
log "postgresql: $("$(pg_bin)/postgres" --version) in $(pg_bin)"
