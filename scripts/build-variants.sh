#!/usr/bin/env bash
# Builds the three variants the browser tests serve (ports and voice settings in tests/e2e/servers.ts):
#   dist/             production build, voice settings pointing at the local fake API
#   dist-no-voice/    production build with no voice settings (floating "call us" link)
#   dist-fake-voice/  test build whose voice SDK loader is a scripted fake
set -euo pipefail
cd "$(dirname "$0")/.."
# NAME=value words from tests/e2e/servers.ts (Node 22.18+ runs TypeScript files directly).
read -r -a voice_settings <<<"$(node -e "import('./tests/e2e/servers.ts').then(({ testVoiceSettings }) =>
  console.log(Object.entries(testVoiceSettings).map(([name, value]) => name + '=' + value).join(' ')))")"
no_voice=(-u PUBLIC_VAPI_PUBLIC_KEY -u PUBLIC_VAPI_ASSISTANT_ID -u PUBLIC_VAPI_API_URL)

env "${no_voice[@]}" "${voice_settings[@]}" ASTRO_OUT_DIR=dist npx astro build --silent
env "${no_voice[@]}" ASTRO_OUT_DIR=dist-no-voice npx astro build --silent
env "${no_voice[@]}" "${voice_settings[@]}" ASTRO_OUT_DIR=dist-fake-voice \
  npx astro build --silent --config tests/fixtures/fake-voice-sdk.config.mjs
