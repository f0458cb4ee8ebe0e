#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (its old headless shell where installed, tests/support/browser.ts);
# the bench's Lighthouse runs the full browser. Install both when a fresh machine lacks them (root and apt).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ] && { [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ]; }; then exit 0; fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Chromium not found at $CHROMIUM. Install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
