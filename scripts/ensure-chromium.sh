#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a browser download, which fails here): the
# journeys run in its headless shell (package chromium-headless-shell, built from the same
# Debian source as chromium), the benchmark's Lighthouse and byte counts in chromium itself.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
HEADLESS_SHELL=${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}
if [ -x "$CHROMIUM" ] && [ -x "$HEADLESS_SHELL" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $CHROMIUM or $HEADLESS_SHELL. Install Debian's packages and run the tests again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell fonts-dejavu-core fonts-liberation" >&2
  exit 1
fi
echo "Installing Debian's chromium and chromium-headless-shell packages (needed by the browser tests)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell fonts-dejavu-core \
  fonts-liberation >/dev/null
"$CHROMIUM" --version
