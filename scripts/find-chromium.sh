#!/usr/bin/env bash
# Prints the path of a Chromium for the browser tests and the benchmark:
#   1. $CHROMIUM_PATH when set;  2. Debian's /usr/bin/chromium;  3. Playwright's own download.
# When none exists on Debian as root, installs Debian's chromium; elsewhere says what to install.
set -euo pipefail
project_root="$(cd "$(dirname "$0")/.." && pwd)"

if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable." >&2; exit 1; }
  echo "$CHROMIUM_PATH"; exit 0
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  [ -x "$candidate" ] && { echo "$candidate"; exit 0; }
done
playwright_chromium=$(cd "$project_root" && node -e "try { const p = require('playwright-core').chromium.executablePath(); if (require('fs').existsSync(p)) console.log(p) } catch {}" 2>/dev/null || true)
[ -n "$playwright_chromium" ] && { echo "$playwright_chromium"; exit 0; }

if [ -f /etc/debian_version ] && [ "$(id -u)" = 0 ]; then
  echo "No Chromium found: installing Debian's chromium package ..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >&2
  echo /usr/bin/chromium; exit 0
fi
cat >&2 <<'MSG'
No Chromium found. Install one of:
  - Debian/Ubuntu:  sudo apt-get install chromium
  - any system:     npx playwright install chromium
or point CHROMIUM_PATH at a Chromium or Chrome binary.
MSG
exit 1
