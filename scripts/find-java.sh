#!/usr/bin/env bash
# Prints the path of a Java runtime (11 or newer) for the W3C HTML checker (vnu.jar, from the npm
# package vnu-jar, which the browser tests run):  1. $JAVA_PATH when set;  2. `java` on PATH.
# When none exists on Debian as root, installs Debian's default-jre-headless; elsewhere says what to install.
set -euo pipefail

# The major version of the Java at $1 ("1.8.0_392" is 8, "17.0.15" is 17), or nothing.
java_major() {
  "$1" -version 2>&1 | sed -n 's/.*version "\(1\.\)\{0,1\}\([0-9]*\).*/\2/p' | head -n 1
}
recent_enough() { local major; major="$(java_major "$1")"; [ -n "$major" ] && [ "$major" -ge 11 ]; }

if [ -n "${JAVA_PATH:-}" ]; then
  [ -x "$JAVA_PATH" ] && recent_enough "$JAVA_PATH" ||
    { echo "JAVA_PATH=$JAVA_PATH is not a Java runtime 11 or newer." >&2; exit 1; }
  echo "$JAVA_PATH"; exit 0
fi
if command -v java >/dev/null 2>&1 && recent_enough "$(command -v java)"; then
  command -v java; exit 0
fi

if [ -f /etc/debian_version ] && [ "$(id -u)" = 0 ]; then
  echo "No Java 11+ found (the W3C HTML checker needs one): installing Debian's default-jre-headless ..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless) >&2
  recent_enough "$(command -v java)" && { command -v java; exit 0; }
fi
cat >&2 <<'MSG'
No Java runtime 11 or newer found; the W3C HTML checker (vnu.jar) in the browser tests needs one.
Install one of:
  - Debian/Ubuntu:  sudo apt-get install default-jre-headless
  - any system:     a JRE 11+ (e.g. Eclipse Temurin) on PATH
or point JAVA_PATH at its java binary.
MSG
exit 1
