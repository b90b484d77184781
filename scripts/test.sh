#!/usr/bin/env bash
# Runs the tests with node:test's own runner, two files at a time, each in its own process.
#   bash scripts/test.sh        every test: type check, unit and whole-site tests, browser tests
#   bash scripts/test.sh unit   the inner loop: type check and the tests that need no browser, no build and no
#                               walk of the whole site (test/slow-files.txt lists the others)
# Installs what a fresh machine lacks: npm packages, and Debian's Chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
kind="${1:-all}"

if [ ! -d node_modules ]; then npm ci --no-audit --no-fund; fi
if [ "$kind" = all ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests..."
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium; fi
fi

npm run lint
if [ "$kind" = unit ]; then
  files=$(find test -name '*.test.ts' -not -path '*/fixtures/*' | grep -v -f test/slow-files.txt | sort)
else
  files=$(find test -name '*.test.ts' -not -path '*/fixtures/*' | sort)
fi
# The tests of the DataHub site share one build of it (test/helpers/site-build.ts).
shared="$(mktemp -d)"
trap 'rm -rf "$shared"' EXIT
# A test that hangs fails after 15 minutes (a first build of the whole site on a busy machine takes minutes) instead of stalling the run.
# shellcheck disable=SC2086
DOCSGEN_TEST_SITE="$shared/site" node --import tsx --test --test-concurrency=2 --test-timeout=900000 \
  --test-reporter=tap --test-reporter-destination=stdout \
  --test-reporter=./test/reporters/file-times.mjs --test-reporter-destination=stdout \
  $files
