#!/usr/bin/env bash
# npm run user:create -- --email E --type T [--first-name F] [--password P]
# Runs from the project root so DATA_DIR (default ./data) means the same folder as for `npm start`.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f apps/server/dist/cli/create-user.js ]; then
  exec node apps/server/dist/cli/create-user.js "$@"
fi
exec env TSX_TSCONFIG_PATH=apps/server/tsconfig.json node --conditions=source --import tsx apps/server/src/cli/create-user.ts "$@"
