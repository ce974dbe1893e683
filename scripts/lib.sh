# Shared by the scripts: pnpm without a global install, and readable steps.
# pnpm 10 runs on Node 20 (pnpm 11 needs Node 22); corepack downloads fail on our machines.
PNPM_VERSION=10.34.9
pnpm() {
  if [ -x node_modules/.bin/pnpm ]; then node_modules/.bin/pnpm "$@"; else npx -y "pnpm@${PNPM_VERSION}" "$@"; fi
}
step() { printf '\n\033[1m▸ %s\033[0m\n' "$*"; }
REMOTES=(mf-catalog mf-cart mf-checkout mf-builder mf-account mf-backoffice)
