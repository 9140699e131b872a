#!/usr/bin/env bash
# Runs a command inside a fresh, empty network namespace in which only the
# loopback interface exists (and is up). Nothing started inside can reach any
# address other than 127.0.0.1 / ::1.
#
#   scripts/e2e/in-netns.sh node test/e2e/smoke.mjs
#
# Needs root (or unprivileged user namespaces: then `unshare --net
# --map-root-user` is used). Marks the namespace with E2E_NETNS=1 so
# test/e2e/n8n-runner.mjs can tell it runs isolated.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 command [args...]" >&2
  exit 2
fi

command -v unshare >/dev/null || { echo "in-netns: unshare (util-linux) not found" >&2; exit 1; }

UNSHARE=(unshare --net)
if [ "$(id -u)" -ne 0 ]; then
  UNSHARE=(unshare --net --map-root-user)
fi

# The inner script brings lo up with iproute2 if available, otherwise with
# busybox or ifconfig, then verifies only loopback is present.
# shellcheck disable=SC2016
INNER='
set -euo pipefail
if command -v ip >/dev/null 2>&1; then
  ip link set lo up
elif command -v busybox >/dev/null 2>&1; then
  busybox ip link set lo up 2>/dev/null || busybox ifconfig lo 127.0.0.1 up
elif command -v ifconfig >/dev/null 2>&1; then
  ifconfig lo 127.0.0.1 up
else
  echo "in-netns: need ip (iproute2), busybox or ifconfig to bring up lo" >&2
  exit 1
fi
# /proc/net/dev is per network namespace (/sys/class/net is not remounted).
for name in $(tail -n +3 /proc/net/dev | cut -d: -f1); do
  if [ "$name" != lo ]; then
    echo "in-netns: unexpected interface $name in namespace" >&2
    exit 1
  fi
done
export E2E_NETNS=1
exec "$@"
'

exec "${UNSHARE[@]}" bash -c "$INNER" in-netns "$@"
