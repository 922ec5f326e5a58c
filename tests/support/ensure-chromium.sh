#!/usr/bin/env bash
# Browser tests use Debian's Chromium; never a downloaded browser build.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y --no-install-recommends chromium'" >&2
  exit 1
fi
echo "Installing Debian's Chromium for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
