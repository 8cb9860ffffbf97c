#!/usr/bin/env bash
# Builds the three variants the browser tests serve (ports and settings in tests/e2e/servers.ts):
#   dist/             production build, voice settings pointing at the local fake API
#   dist-no-voice/    production build with no voice settings (floating "call us" link)
#   dist-fake-voice/  test build whose voice SDK loader is a scripted fake
set -euo pipefail
cd "$(dirname "$0")/.."
voice_settings=(PUBLIC_VAPI_PUBLIC_KEY=test-public-key PUBLIC_VAPI_ASSISTANT_ID=test-assistant-id PUBLIC_VAPI_API_URL=http://127.0.0.1:4599)
no_voice=(-u PUBLIC_VAPI_PUBLIC_KEY -u PUBLIC_VAPI_ASSISTANT_ID -u PUBLIC_VAPI_API_URL)

env "${no_voice[@]}" "${voice_settings[@]}" ASTRO_OUT_DIR=dist npx astro build --silent
env "${no_voice[@]}" ASTRO_OUT_DIR=dist-no-voice npx astro build --silent
env "${no_voice[@]}" "${voice_settings[@]}" ASTRO_OUT_DIR=dist-fake-voice VOICE_SDK_MODULE=./tests/fixtures/fake-voice-sdk.ts npx astro build --silent
