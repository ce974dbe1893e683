#!/usr/bin/env bash
# npm start: install, build every app, publish the shell, deploy each remote, migrate, seed and
# serve on http://localhost:${PORT:-8080}, then print the demo tenants' addresses.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
export PORT=${PORT:-8080}

step "Installing dependencies"
pnpm install --frozen-lockfile
step "Building the shell, the five remotes and the API"
pnpm run build
step "Publishing the shell and deploying each remote"
bash scripts/publish.sh
step "Migrating and seeding the database"
pnpm --filter @store/api run migrate
pnpm --filter @store/api run seed

step "Starting the store"
node api/dist/server.js &
server=$!
trap 'kill -TERM $server 2>/dev/null; wait $server' INT TERM
for _ in $(seq 1 100); do
  if curl -fs "http://localhost:${PORT}/api/health" >/dev/null 2>&1; then break; fi
  if ! kill -0 $server 2>/dev/null; then echo "The server stopped while starting." >&2; exit 1; fi
  sleep 0.2
done
# Pages answer on the public address only (other hosts are redirected there).
public=${PUBLIC_URL:-http://localhost:$PORT}
public=${public%/}
printf '\nThe store is running. Demo tenants:\n'
printf '  Promo Sur (Argentina):  %s/demo-ar/\n' "$public"
printf '  Andes Merch (Chile):    %s/demo-cl/\n' "$public"
# The inbox shows live reset codes: it only exists in development (STORE_DEV or STORE_DEV_INBOX).
if [[ -n "${STORE_DEV:-}${STORE_DEV_INBOX:-}" ]]; then
  printf 'Development inbox (e-mails the store sends): http://localhost:%s/dev/inbox\n' "$PORT"
elif [[ -z "${SMTP_URL:-}" ]]; then
  printf 'E-mails wait in the outbox until SMTP_URL is set (npm run dev shows them at /dev/inbox).\n'
fi
printf 'Press Ctrl+C to stop.\n'
wait $server
