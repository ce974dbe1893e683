#!/usr/bin/env bash
# Publishes the built shell and deploys every built remote into the static origin
# (STORE_DATA_DIR/origin). A remote whose build is already live is left as it is.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
deploy() { node_modules/.bin/tsx shared/deploy/src/cli.ts "$@"; }
deploy init-manifest
deploy publish-shell
for remote in "${REMOTES[@]}"; do deploy deploy "$remote"; done
