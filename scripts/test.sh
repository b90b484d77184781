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
# Two files at a time, each in its own process with a time limit (scripts/run-test-file.sh);
# then the Lighthouse check alone, so that other tests do not disturb its timings.
start=$SECONDS
all_files() { find test -name '*.test.ts' -not -path '*/fixtures/*' | sort; }
status=0
all_files | grep -v 'test/browser/lighthouse.test.ts' | xargs -P 2 -n 1 bash scripts/run-test-file.sh || status=1
bash scripts/run-test-file.sh test/browser/lighthouse.test.ts || status=1
if [ "$status" = 0 ]; then
  echo "# all test files passed in $((SECONDS - start)) s"
else
  echo "# some test files FAILED (see '# FAILED' above); $((SECONDS - start)) s"
  exit 1
fi
