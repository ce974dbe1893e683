#!/usr/bin/env bash
# npm run dev: every app under webpack-dev-server with hot module replacement and React Fast
# Refresh (on ports PORT+1 to PORT+7, shared/federation/dev-server.cjs), the server builds of the
# shell and mf-catalog rebuilt beside them, and the API restarted on change, on
# http://localhost:${PORT:-8080}. The store serves the apps' dist/ folders directly (pages answer
# 503 "Estamos actualizando la tienda" until the first build of the shell is written).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
export PORT=${PORT:-8080} STORE_DEV=1 STORE_ORIGIN_DIR="$PWD/.store/dev-origin"

step "Installing dependencies"
pnpm install --frozen-lockfile
node scripts/dev-origin.mjs "$STORE_ORIGIN_DIR"
step "Migrating and seeding the database"
pnpm --filter @store/api run migrate
pnpm --filter @store/api run seed
step "Watching (Ctrl+C stops everything): http://localhost:${PORT}/demo-ar/ and /demo-cl/"
pnpm -r --parallel --filter './shell' --filter './mf-*' --filter @store/api run dev
