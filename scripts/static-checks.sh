#!/usr/bin/env bash
# The gate's static checks in two lanes, with what each tool learnt kept on this machine between clean
# clones (docs/decisions/test-gate-steps.md, session 16). Each decides from file contents what it must look
# at again, so a verdict is the one a cold run gives:
#   types  — `tsc -b` starts from the last passing typecheck's build state (file hashes and signatures:
#            a changed file and whatever depends on it are checked again);
#   style  — ESLint's cache by content (each entry also keyed by the computed config, whose boundary zones
#            come from the module folders), in a cache named by the configs, package manifests and
#            lockfile (they decide where an import resolves); the format check
#            (scripts/format-check.mjs: files whose exact content passed before are not read again);
#            import cycles (madge, no cache).
# Usage: static-checks.sh types | style. ZAPLECZE_CHECK_CACHE=off runs them cold.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
cache_root="${ZAPLECZE_INSTALL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/zaplecze}"
use_cache=yes
if [ "${ZAPLECZE_CHECK_CACHE:-on}" = off ] || ! mkdir -p "$cache_root" 2>/dev/null ||
  ! git rev-parse --git-dir >/dev/null 2>&1; then
  use_cache=no
fi

# timed LABEL COMMAND...: runs the command and prints how long it took.
timed() {
  local label=$1 began=$SECONDS
  shift
  "$@"
  echo "($label: $((SECONDS - began)) s)"
}

# Replaces a kept copy in one rename, so two gates side by side never read a half-written one.
keep() {
  local from=$1 to=$2
  rm -rf "$to.$$" && cp -a "$from" "$to.$$" && rm -rf "$to" && mv "$to.$$" "$to" || rm -rf "$to.$$"
}

# ESLint's cache names files by absolute path and each clean clone has its own folder: the kept copy
# names them from a placeholder root.
swap_root() {
  node -e 'const fs = require("node:fs"); const [from, to, source, target] = process.argv.slice(1);
    fs.writeFileSync(target, fs.readFileSync(source, "utf8").split(from).join(to));' "$@"
}

types() {
  local state=node_modules/.cache/tsc kept="$cache_root/tsc-state"
  if [ "$use_cache" = yes ] && [ ! -d "$state" ] && [ -d "$kept" ]; then
    mkdir -p node_modules/.cache && cp -a "$kept" "$state"
    echo "tsc starts from the last passing typecheck's build state on this machine"
  fi
  timed tsc npm run --silent typecheck
  if [ "$use_cache" = yes ]; then keep "$state" "$kept"; fi
}

style() {
  if [ "$use_cache" = no ]; then
    timed eslint npm run --silent lint
    timed prettier npm run --silent format:check
    timed madge npm run --silent cycles
    return
  fi
  local key scratch
  key=$( (cat eslint.config.js package-lock.json package.json apps/*/package.json packages/*/package.json \
    e2e/package.json tsconfig*.json apps/*/tsconfig.json packages/*/tsconfig.json e2e/tsconfig.json &&
    node --version) | sha256sum | cut -c1-16)
  local kept_eslint="$cache_root/eslint-$key"
  scratch=$(mktemp -d)
  if [ -f "$kept_eslint" ]; then swap_root '"@ROOT@/' "\"$PWD/" "$kept_eslint" "$scratch/eslint"; fi
  timed eslint npm run --silent lint -- --cache --cache-strategy content --cache-location "$scratch/eslint"
  swap_root "\"$PWD/" '"@ROOT@/' "$scratch/eslint" "$scratch/eslint.kept" && keep "$scratch/eslint.kept" "$kept_eslint"
  ls -t "$cache_root"/eslint-* 2>/dev/null | tail -n +3 | xargs -r rm -f
  rm -rf "$scratch"
  timed prettier npm run --silent format:check -- "$cache_root/format-check.json"
  timed madge npm run --silent cycles
}

case "${1:-}" in
  types) types ;;
  style) style ;;
  *)
    echo "usage: $0 types | style" >&2
    exit 2
    ;;
esac
