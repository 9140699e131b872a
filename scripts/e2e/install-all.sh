#!/usr/bin/env bash
# `npm run test:e2e` installs with it: Node 24, then n8n 1.123 and 2.41 side by side (install-n8n.sh each)
# and beside them npm 10 (npm10.e2e.mjs runs `npm install` with it).
# The two installs share the npm cache and one build of sqlite3, compiled beside them from the
# start (`install-n8n.sh sqlite3`; each n8n install copies it once its own npm install is
# done), and spend most of their time on the registry and the disk, so together they take
# less than one after the other.
# n8n 2.x failing to install is not fatal: the e2e then runs on 1.123 only.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

bash "$here/install-n8n.sh" node
# sqlite3's build first: both n8n copy it once their own install is done
cache="${N8N_E2E_CACHE:-$here/../../.cache/e2e}"
if [ ! -f "$cache/n8n/.installed" ] || [ ! -f "$cache/n8n-2/.installed" ]; then
  bash "$here/install-n8n.sh" sqlite3 > >(sed -u 's/^/[sqlite3] /') 2>&1 &
  sqlite3_build=$!
fi
npm10="$cache/npm10"
if [ ! -f "$npm10/node_modules/npm/bin/npm-cli.js" ]; then
  npm install --prefix "$npm10" --no-audit --no-fund --loglevel=error npm@10.9 > >(sed -u 's/^/[npm 10] /') 2>&1 &
  npm10_install=$!
fi
bash "$here/install-n8n.sh" > >(sed -u 's/^/[n8n 1] /') 2>&1 &
v1=$!
bash "$here/install-n8n.sh" 2 > >(sed -u 's/^/[n8n 2] /') 2>&1 &
v2=$!
wait "$v2" || echo 'install-n8n: n8n 2.x did not install; the e2e runs on 1.123 only'
status=0
wait "$v1" || status=$?
[ -z "${npm10_install:-}" ] || wait "$npm10_install" || status=$?
# a failed early build is no failure: the n8n installs then compiled sqlite3 themselves
[ -z "${sqlite3_build:-}" ] || wait "$sqlite3_build" || true
exit "$status"
