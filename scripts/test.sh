#!/usr/bin/env bash
# Runs the tests with node:test's own runner, a few files at a time, each in its own process.
#   bash scripts/test.sh        every test: lint, unit and whole-site tests, browser tests
#   bash scripts/test.sh unit   the inner loop: type check, and the tests that need no browser, no build and no
#                               walk of the whole site (test/slow-files.txt lists the others)
#   bash scripts/test.sh sweeps `npm run bench:sweeps`: axe and sideways scrolling on every page type, width
#                               and theme (test/helpers/sweeps.ts; `npm test` checks a sample)
# Installs what a fresh machine lacks: npm packages, and Debian's Chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
kind="${1:-all}"

if [ ! -d node_modules ]; then npm ci --no-audit --no-fund; fi
if [ "$kind" = all ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests..."
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium; fi
fi

all=$(find test -name '*.test.ts' -not -path '*/fixtures/*' | sort)
run() {
  # The test files run from bundles (scripts/bundle-tests.mjs): each process saves a second of loading
  # the TypeScript sources. Three files at a time (TEST_CONCURRENCY changes it): the run keeps both cores
  # of this machine busy throughout (measured 2026-11-29: 1.98 cores on average), and four files at a
  # time took as long. A test that hangs fails after 10 minutes.
  local bundles
  bundles=$(node scripts/bundle-tests.mjs "$@")
  # shellcheck disable=SC2086
  node --enable-source-maps --test --test-concurrency="${TEST_CONCURRENCY:-3}" --test-timeout=600000 \
    --test-reporter=tap --test-reporter-destination=stdout \
    --test-reporter=./test/reporters/file-times.mjs --test-reporter-destination=stdout \
    $bundles
}

if [ "$kind" = unit ]; then
  # The types (tsx runs the tests without checking them); the rest of the lint is for a commit.
  npm run typecheck
  # shellcheck disable=SC2086
  run $(grep -v -f test/slow-files.txt <<<"$all")
  exit
fi
# The tests of the DataHub site share one build of it (test/helpers/site-build.ts), made beside the lint
# before the tests start: they run first (they are the longest), and none waits holding a runner's place.
shared="$(mktemp -d)"
node --import tsx test/helpers/build-shared-site.ts "$shared/site" &
builder=$!
trap 'kill "$builder" 2>/dev/null || true; rm -rf "$shared"' EXIT
if [ "$kind" = all ]; then npm run lint; fi
wait "$builder"
if [ "$kind" = sweeps ]; then
  DOCSGEN_TEST_SITE="$shared/site" DOCSGEN_SWEEPS=full run test/browser/accessibility.test.ts test/browser/visual.test.ts
  exit
fi
# shellcheck disable=SC2086
DOCSGEN_TEST_SITE="$shared/site" run $all
