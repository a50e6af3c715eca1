#!/usr/bin/env bash
# Every gate and every suite; ends with one line "N passed, N failed" summing all suites.
# The server suite runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
set -uo pipefail
cd "$(dirname "$0")/.."
export REPORTS=.test-reports
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
failed_steps=()

step_times=()
step() {
  local name=$1
  shift
  echo
  echo "=== $name"
  local started=$SECONDS
  if ! "$@"; then failed_steps+=("$name"); fi
  step_times+=("$(printf '%5d s  %s' $((SECONDS - started)) "$name")")
}

# A step that runs beside the next ones (issue 22: the suite within 20 minutes on two cores). Its output
# goes to a log that join_steps prints, with its time and result, once it is done.
background_pids=()
background_names=()
beside_round=0
# `--after N` starts it once the Nth step beside (from 0, since the last join) has ended.
step_beside() {
  local after=''
  if [ "$1" = --after ]; then
    after="$REPORTS/step-beside-$beside_round-$2.result"
    shift 2
  fi
  local name=$1 log="$REPORTS/step-beside-$beside_round-${#background_names[@]}"
  shift
  (
    local waited=0
    while [ -n "$after" ] && [ ! -e "$after" ] && [ $waited -lt 7200 ]; do
      sleep 2
      waited=$((waited + 2))
    done
    local started=$SECONDS status=0
    "$@" >"$log.log" 2>&1 || status=1
    echo "$status $((SECONDS - started))" >"$log.result"
  ) &
  background_pids+=($!)
  background_names+=("$name")
}
join_steps() {
  local i name log status seconds
  for i in "${!background_pids[@]}"; do
    wait "${background_pids[$i]}"
    name=${background_names[$i]}
    log="$REPORTS/step-beside-$beside_round-$i"
    echo
    echo "=== $name (ran beside the steps above)"
    cat "$log.log"
    read -r status seconds <"$log.result"
    [ "$status" = 0 ] || failed_steps+=("$name")
    step_times+=("$(printf '%5d s  %s (beside the steps above)' "$seconds" "$name")")
  done
  background_pids=()
  background_names=()
  beside_round=$((beside_round + 1))
}

expected_reports=()
vitest_json() { # workspace, report name, extra env...
  expected_reports+=("$2")
  bash scripts/vitest-json.sh "$@"
}

# Steps that each keep about one core busy run in pairs (issue 22: the suite within 20 minutes on two cores).
step_beside "type-check" npm run typecheck
step "lint" npm run lint
join_steps
step "build" npm run build
step "first-screen JavaScript budgets (login page, /deliver)" npm run check:bundle
step "contracts tests" vitest_json @ops/contracts contracts
# The malware-scanning tests start a private clamd (Debian's clamav-daemon) before the server suites run.
step "clamav" bash scripts/ensure-clamav.sh
# Each Vitest suite runs one worker on two cores: the PGlite server suite beside the component tests.
expected_reports+=(server-pglite)
step_beside "server tests (PGlite)" bash scripts/vitest-json.sh @ops/server server-pglite TEST_DATABASE_URL=
step "component tests" vitest_json @ops/web web
join_steps
# Server processes killed and restarted, a private PostgreSQL stopped under load, SMTP down, storage full.
expected_reports+=(faults)
step "fault tests" npx vitest run --config apps/server/vitest.faults.config.ts --reporter=default \
  --reporter=json --outputFile="$PWD/$REPORTS/faults.json"
# Two built servers behind Debian's haproxy (the repository's config), each restarted under load (decision 0026).
step "haproxy" bash scripts/ensure-haproxy.sh
expected_reports+=(rolling)
step "rolling-restart test" npx vitest run --config apps/server/vitest.rolling.config.ts --reporter=default \
  --reporter=json --outputFile="$PWD/$REPORTS/rolling.json"
step "chromium" bash scripts/ensure-chromium.sh
# The PostgreSQL server suite (its files one after another, mostly waiting on the database) beside the
# browser tests, whose servers run on PGlite: nothing else uses the test database meanwhile. CI runs it on
# Node 24, the current LTS the product must also run on, so the server suite runs on both Node versions.
# The demo build's browser tests (a static server, no API server; decision 0017) follow it in that lane.
expected_reports+=(e2e e2e-demo)
demo_e2e=(env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$REPORTS/e2e-demo.json" npx playwright test -c e2e/playwright.demo.config.ts --reporter=list,json)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  expected_reports+=(server-postgres)
  if [ "${SERVER_TESTS_ON_NODE24:-}" = "1" ]; then
    step_beside "server tests (PostgreSQL, Node 24)" npx -y -p node@24 -- bash -c \
      'echo "Node $(node --version)" && bash scripts/vitest-json.sh @ops/server server-postgres'
  else
    step_beside "server tests (PostgreSQL)" bash scripts/vitest-json.sh @ops/server server-postgres
  fi
  step_beside --after 0 "demo end-to-end tests" "${demo_e2e[@]}"
  step "end-to-end tests" env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$REPORTS/e2e.json" npx playwright test -c e2e/playwright.config.ts --reporter=list,json
else
  echo "(TEST_DATABASE_URL not set: the server suite runs on PGlite only)"
  step "end-to-end tests" env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$REPORTS/e2e.json" npx playwright test -c e2e/playwright.config.ts --reporter=list,json
  step "demo end-to-end tests" "${demo_e2e[@]}"
fi
join_steps

echo
echo "Time per step (${SECONDS} s in all):"
printf '%s\n' "${step_times[@]}"
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo
  echo "Failed steps: ${failed_steps[*]}"
fi
# Failed gates (lint, type-check, build, chromium) count as failures too, so the last line never hides one.
GATE_FAILURES=${#failed_steps[@]} node scripts/summarize-tests.mjs "$REPORTS" "${expected_reports[@]}"
summary_status=$?
[ ${#failed_steps[@]} -gt 0 ] && exit 1
exit $summary_status
