#!/usr/bin/env bash
# npm run backup [-- --out FILE] / npm run restore -- --from FILE
# Runs from the project root so DATA_DIR (default ./data) means the same folder as for `npm start`.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f apps/server/dist/cli/data-backup.js ]; then
  exec node apps/server/dist/cli/data-backup.js "$@"
fi
exec env TSX_TSCONFIG_PATH=apps/server/tsconfig.json node --conditions=source --import tsx apps/server/src/cli/data-backup.ts "$@"
