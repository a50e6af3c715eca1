#!/usr/bin/env bash
# npm run lint:imports: dependency-cruiser's import rules (decision 0027). Each app is cruised with its own
# `@/` path (tsconfig.depcruise-<app>.json), so an aliased import is held as a relative one is.
set -euo pipefail
cd "$(dirname "$0")/.."
for app in web server; do
  npx depcruise "apps/$app/src" --config .dependency-cruiser.mjs --ts-config "tsconfig.depcruise-$app.json"
  npx depcruise "apps/$app/src" --config .dependency-cruiser-boundaries.mjs --ts-config "tsconfig.depcruise-$app.json"
done
npx depcruise packages/contracts/src --config .dependency-cruiser.mjs
