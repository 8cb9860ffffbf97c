#!/usr/bin/env bash
# `npm test`: every check the project has, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-node.sh
[ -d node_modules ] || npm ci --no-audit --no-fund
CHROMIUM_PATH="$(bash scripts/find-chromium.sh)"
export CHROMIUM_PATH

echo "── Lint and format (ESLint, Prettier)"
npm run --silent lint
echo "── Types (astro check)"
npx astro check
echo "── Unit and island tests (Vitest)"
npx vitest run
echo "── Builds for the browser tests"
bash scripts/build-variants.sh
echo "── Browser tests (Playwright, Chromium at $CHROMIUM_PATH)"
npx playwright test
