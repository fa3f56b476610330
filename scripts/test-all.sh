#!/usr/bin/env bash
# Every test of the project: typecheck, lint, unit + API (real PostgreSQL) + component tests, then the
# built app end to end in Chromium. Prints one closing line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh || exit 1
bash scripts/ensure-services.sh || exit 1
export PATH="$PWD/node_modules/.bin:$PATH"
mkdir -p .test-results
status=0

step() {
  echo
  echo "== $1 =="
  shift
  "$@" || status=1
}

step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
step "unit, API and component tests (Vitest)" npx vitest run --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json
step "build" npm run --silent build
step "end-to-end (Playwright, Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.test-results/playwright.json" \
  PLAYWRIGHT_JSON_OUTPUT_FILE="$PWD/.test-results/playwright.json" npx playwright test -c e2e/playwright.config.ts --reporter=list,json

node scripts/summarize-tests.mjs .test-results/vitest.json .test-results/playwright.json || status=1
exit $status
