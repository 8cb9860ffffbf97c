#!/usr/bin/env bash
# `npm test`: every check the project has, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-node.sh
[ -d node_modules ] || npm ci --no-audit --no-fund
CHROMIUM_PATH="$(bash scripts/find-chromium.sh)"
export CHROMIUM_PATH
# The W3C HTML checker in the browser tests (tests/e2e/html-validity.spec.ts) runs on Java.
JAVA_PATH="$(bash scripts/find-java.sh)"
export JAVA_PATH
# dist/ is the owner's production build, ready to upload: the tests must leave it byte for byte as it was.
dist_fingerprint() { if [ -d dist ]; then (cd dist && find . -type f -print0 | sort -z | xargs -0 sha256sum) | sha256sum; fi; }
dist_before="$(dist_fingerprint)"

echo "── Lint and format (ESLint, Prettier)"
npm run --silent lint
echo "── Types (astro check)"
npx astro check
echo "── Unit and island tests (Vitest)"
npx vitest run
echo "── Builds for the browser tests"
node scripts/build-test-variants.ts
echo "── Browser tests (Playwright, Chromium at $CHROMIUM_PATH)"
npx playwright test
[ "$(dist_fingerprint)" = "$dist_before" ] || { echo "npm test changed dist/, which must only ever be the production build." >&2; exit 1; }
