#!/usr/bin/env bash
# Runs one test file in its own process with a time limit, so that a test (or a handle left
# open) that hangs fails with its file's name instead of stalling the whole run.
# Prints the file's TAP output in one piece when it ends; exits non-zero when it failed.
set -uo pipefail
file="$1"
limit="${TEST_FILE_TIMEOUT:-600}"
log="$(mktemp)"
start=$SECONDS
timeout --kill-after=10 "$limit" node --import tsx --test-reporter=tap "$file" >"$log" 2>&1
status=$?
{
  echo "# ---- $file ($((SECONDS - start)) s)"
  cat "$log"
  if [ "$status" = 124 ] || [ "$status" = 137 ]; then echo "not ok - $file did not finish within $limit s (a hanging test or an open handle)"; fi
  if [ "$status" != 0 ]; then echo "# FAILED: $file (exit $status)"; fi
} | flock /tmp/docsgen-test-output.lock cat
rm -f "$log"
exit "$status"
