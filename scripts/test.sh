#!/usr/bin/env bash
# npm test: installs what the tests need (dependencies, Debian's Chromium) and runs every test.
# With DATABASE_URL set to PostgreSQL (CI sets it), the API tests run on SQLite and on PostgreSQL
# and the browser journeys run on PostgreSQL; without it, everything runs on SQLite.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
source scripts/test-steps.sh

# The reliability suites keep their figures here; the table at the end prints them.
mkdir -p .store
export STORE_FIGURES_FILE="$PWD/.store/reliability-figures.jsonl"
: >"$STORE_FIGURES_FILE"

step "Installing dependencies"
pnpm install --frozen-lockfile
step "Checking Chromium"
bash scripts/ensure-chromium.sh

# Lint, prettier and node's tests are one process each: they run beside the type checks (two
# packages at a time). Each lane's output is printed whole when it ends.
step "Lint and type checks, side by side"
lanes "Lint, import circles (types included), the architecture's import boundaries, the offline dependency check, the template fonts' Spanish subset" '
  node_modules/.bin/eslint .
  pnpm --silent run lint:cycles
  node_modules/.bin/prettier --check --log-level warn .
  node $(node_test_reporters scripts) --test scripts/lint-boundaries.test.mjs \
    scripts/dependency-check.test.mjs shell/build/spanish-subset.test.mjs
  slowest node "$TIMINGS_DIR/scripts.jsonl" "node tests (boundaries, dependency check, font subset)"' \
  "Type checks" 'pnpm -r --workspace-concurrency=2 run typecheck'

# Jest uses one worker on two cores (its default); the deploy tool's tests take the other.
step "Jest and the deploy tool's tests, side by side"
lanes "Unit and component tests (Jest: shared packages, shell, remotes)" '
  node_modules/.bin/jest --ci --json --outputFile="$TIMINGS_DIR/jest.json"
  slowest jest "$TIMINGS_DIR/jest.json" Jest' \
  "Deploy tool tests" '
  (cd shared/deploy && node $(node_test_reporters deploy) --import tsx --test \
    $(find src -name "*.test.ts" | sort))
  slowest node "$TIMINGS_DIR/deploy.jsonl" "the deploy tool (shared/deploy)"'

# The API's runner (api/src/test/run-tests.ts) makes the run's template databases first. Its
# suites wait on the database and on timers a good part of their time (on SQLite its processes
# kept 1.4 of the 2 cores busy), so with PostgreSQL the two suites run side by side, from one
# compilation of src/.
api_tests() { (cd api && node --conditions=store-source --import tsx src/test/run-tests.ts "$@"); }
if [[ "${DATABASE_URL:-}" =~ ^postgres(ql)?:// ]]; then
  step "API tests on SQLite and on PostgreSQL, side by side"
  api_tests --compile-only
  lanes "API on SQLite" '
    (unset DATABASE_URL && api_tests --compiled $(node_test_reporters api-sqlite))
    slowest node "$TIMINGS_DIR/api-sqlite.jsonl" "the API on SQLite (api/)"' \
    "API on PostgreSQL" '
    api_tests --compiled $(node_test_reporters api-postgresql)
    slowest node "$TIMINGS_DIR/api-postgresql.jsonl" "the API on PostgreSQL (api/)"'
else
  step "API tests on SQLite"
  api_tests $(node_test_reporters api-sqlite)
  slowest node "$TIMINGS_DIR/api-sqlite.jsonl" "the API on SQLite (api/)"
fi

step "Building every app"
pnpm run build

step "Browser journeys (Playwright, Debian's Chromium headless shell)"
pnpm --filter @store/e2e test
slowest playwright "$TIMINGS_DIR/e2e.json" "the journeys (e2e/)"

# The apps built above, not built again (`--no-build`).
step "JavaScript byte budget"
pnpm --filter @store/e2e run bench -- --bytes-only --budget --no-build

step "Reliability figures (isolation, fuzzing, duplicates, faults)"
node scripts/reliability-summary.mjs "$STORE_FIGURES_FILE"
