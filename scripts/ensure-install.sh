#!/usr/bin/env bash
# Installs the workspace packages when node_modules is missing or older than the lockfile. A clean clone
# on a machine that installed this same lockfile before restores node_modules from a local archive keyed
# by the lockfile and the Node version (docs/decisions/test-gate-steps.md); any miss or failure installs.
set -euo pipefail
if [ -f node_modules/.package-lock.json ] && [ ! package-lock.json -nt node_modules/.package-lock.json ]; then
  exit 0
fi
cache_dir="${ZAPLECZE_INSTALL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/zaplecze}"
key=$( (cat package-lock.json && node --version) | sha256sum | cut -c1-16)
archive="$cache_dir/node_modules-$key.tar"
if [ ! -d node_modules ] && [ -f "$archive" ]; then
  if tar -xf "$archive" && [ -f node_modules/.package-lock.json ]; then
    touch node_modules/.package-lock.json
    echo "node_modules restored from $archive (same lockfile and Node version)"
    exit 0
  fi
  echo "The archive $archive could not be restored; installing instead."
  rm -rf node_modules
fi
# `npm ci` refuses this lockfile: the registry serves only the platform packages of optional
# dependencies (rollup, unrs-resolver) for this platform, so the lockfile cannot list the others.
# --prefer-offline: the lockfile pins every version, so packages already in npm's cache are not
# re-validated against the registry (clean clone on this machine: 54 s → 30 s).
npm install --no-audit --no-fund --prefer-offline
# Kept for the next clean clone of the same lockfile; the two newest archives stay.
if mkdir -p "$cache_dir" && tar -cf "$archive.$$" node_modules && mv "$archive.$$" "$archive"; then
  ls -t "$cache_dir"/node_modules-*.tar | tail -n +3 | xargs -r rm -f
else
  rm -f "$archive.$$"
fi
