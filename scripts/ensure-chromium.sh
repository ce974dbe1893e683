#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a browser download, which fails here).
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $CHROMIUM. Install Debian's package and run the tests again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y chromium fonts-dejavu-core fonts-liberation" >&2
  exit 1
fi
echo "Installing Debian's chromium package (needed by the browser tests)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core fonts-liberation >/dev/null
"$CHROMIUM" --version
