# Sourced by scripts that need Node 22.12 or newer (Astro 7, Vitest 5, Lighthouse 13).
# When the Node on PATH is older, it installs Node 24 from the npm registry into .tools/ (the
# system Node is left alone) and puts it first on PATH for the rest of the calling script.
# Every note it prints goes to stderr: the calling command's stdout is its output alone, so
# `npm run -s assistant > assistant.json` gives JSON even on the run that installs Node.
project_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

node_is_recent() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'
}

if ! node_is_recent; then
  local_node_bin="$project_root/.tools/node24/node_modules/.bin"
  if [ ! -x "$local_node_bin/node" ]; then
    echo "Node $(node --version 2>/dev/null || echo 'is missing') is older than 22.12: installing Node 24 into .tools/ ..." >&2
    npm install --prefix "$project_root/.tools/node24" --no-save --no-audit --no-fund --loglevel=error node@24 >&2
  fi
  export PATH="$local_node_bin:$PATH"
  node_is_recent || { echo "Could not provide Node 22.12+; install it (see .nvmrc) and try again." >&2; exit 1; }
fi
