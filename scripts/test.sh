#!/usr/bin/env bash
# Runs every test: type check, unit and whole-site tests, browser tests.
# Installs what a fresh machine lacks: npm packages, and Debian's Chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then npm ci --no-audit --no-fund; fi
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests..."
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium; fi
fi

npx tsc --noEmit
# Node 20 has no glob support in --test: list the files ourselves.
mapfile -t files < <(find test -name '*.test.ts' -not -path '*/fixtures/*' | sort)
node --import tsx --test --test-concurrency=2 "${files[@]}"
