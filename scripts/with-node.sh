#!/usr/bin/env bash
# Runs a command with Node 22.12 or newer first on PATH: every npm script that needs a current Node
# (Astro, Vitest, Playwright, Lighthouse) goes through here, so `npm start`, `npm test` and the rest
# work the same on a machine whose system Node is older (see scripts/ensure-node.sh).
#   bash scripts/with-node.sh astro build
set -euo pipefail
source "$(dirname "$0")/ensure-node.sh"
exec "$@"
