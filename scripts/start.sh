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
# Without SMTP_URL the store's mail (a newcomer's activation first) goes to a mail catcher on
# 127.0.0.1, a process of its own beside the server (api/src/modules/mail/README.md).
catcher=
if [[ -z "${SMTP_URL:-}" ]]; then
  ready=$(mktemp -u)
  node api/dist/cli/mail-catcher.js --ready-file "$ready" >/dev/null &
  catcher=$!
  for _ in $(seq 1 100); do
    if [[ -s "$ready" ]]; then break; fi
    if ! kill -0 $catcher 2>/dev/null; then echo "The mail catcher stopped while starting." >&2; exit 1; fi
    sleep 0.2
  done
  if [[ ! -s "$ready" ]]; then echo "The mail catcher did not start in 20 s." >&2; exit 1; fi
  { read -r SMTP_URL; read -r mail_page; } <"$ready"
  rm -f "$ready"
  export SMTP_URL
fi
node api/dist/server.js &
server=$!
trap 'kill -TERM $server $catcher 2>/dev/null; wait' INT TERM
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
if [[ -n "$catcher" ]]; then
  printf 'Every e-mail the store sends (no SMTP_URL set): %s\n' "$mail_page"
fi
printf 'Press Ctrl+C to stop.\n'
status=0
wait $server || status=$?
if [[ -n "$catcher" ]]; then kill -TERM $catcher 2>/dev/null || true; fi
exit $status
