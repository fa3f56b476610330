#!/usr/bin/env bash
# Installs the workspace packages when node_modules is missing or older than the lockfile.
set -euo pipefail
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
