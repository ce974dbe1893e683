#!/usr/bin/env bash
# npm test: installs what the tests need (dependencies, Debian's Chromium) and runs every test.
# With DATABASE_URL set to PostgreSQL (CI sets it), the API tests run on SQLite and on PostgreSQL
# and the browser journeys run on PostgreSQL; without it, everything runs on SQLite.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

# The reliability suites keep their figures here; the table at the end prints them.
mkdir -p .store
export STORE_FIGURES_FILE="$PWD/.store/reliability-figures.jsonl"
: >"$STORE_FIGURES_FILE"

step "Installing dependencies"
pnpm install --frozen-lockfile
step "Checking Chromium"
bash scripts/ensure-chromium.sh

step "Lint, the architecture's import boundaries, the offline dependency check"
node_modules/.bin/eslint .
node_modules/.bin/prettier --check --log-level warn .
node --test scripts/lint-boundaries.test.mjs scripts/dependency-check.test.mjs

step "Type checks"
pnpm -r --workspace-concurrency=2 run typecheck

step "Unit and component tests (Jest: shared packages, shell, remotes)"
node_modules/.bin/jest --ci

step "Deploy tool tests"
pnpm --filter @store/deploy test

step "API tests on SQLite"
env -u DATABASE_URL node_modules/.bin/pnpm --filter @store/api test
if [[ "${DATABASE_URL:-}" =~ ^postgres(ql)?:// ]]; then
  step "API tests on PostgreSQL"
  pnpm --filter @store/api test
fi

step "Building every app"
pnpm run build

step "Browser journeys (Playwright, Debian's Chromium)"
pnpm --filter @store/e2e test

step "JavaScript byte budget"
pnpm --filter @store/e2e run bench -- --bytes-only --budget

step "Reliability figures (isolation, fuzzing, duplicates, faults)"
node scripts/reliability-summary.mjs "$STORE_FIGURES_FILE"
