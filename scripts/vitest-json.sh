#!/usr/bin/env bash
# One Vitest suite with a JSON report in $REPORTS, for scripts/test-all.sh: workspace, report name, extra env.
# The output is kept too: Vitest's JSON report leaves out errors outside any test (an unhandled rejection
# fails the run while the report says success), so the summary quotes them from here. A script rather than
# a function, so that the Node 24 run (under npx) can call it as well.
set -uo pipefail
ws=$1 report=$2
shift 2
env "$@" npm run test -w "$ws" -- --reporter=default --reporter=json --outputFile="$PWD/$REPORTS/$report.json" \
  2>&1 | tee "$REPORTS/$report.log"
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] || echo "$status" > "$REPORTS/$report.exit"
exit "$status"
