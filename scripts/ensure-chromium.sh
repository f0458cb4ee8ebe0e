#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (its old headless shell where installed, tests/support/browser.ts);
# the bench's Lighthouse runs the full browser. Install both when a fresh machine lacks them (root and apt).
set -euo pipefail
# a CHROMIUM_PATH of one's own is used as it is; otherwise both Debian packages are wanted
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
elif [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Chromium not found. Install Debian's 'chromium' and 'chromium-headless-shell' packages or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian's chromium and chromium-headless-shell for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
