#!/usr/bin/env bash
# Brings up what the tests need on a fresh machine of this kind: PostgreSQL and Redis running, Debian's Chromium.
set -euo pipefail

if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "Starting PostgreSQL..."
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi

# The API keys' quotas are counted in Redis when several instances run; one test file uses the real one.
if ! (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; then
  if ! command -v redis-server >/dev/null; then
    echo "Installing Debian's redis-server for the quota tests..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq redis-server >/dev/null
  fi
  echo "Starting Redis..."
  redis-server --bind 127.0.0.1 --port 6379 --save '' --appendonly no --daemonize yes >/dev/null
  for _ in $(seq 1 30); do (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null && break; sleep 1; done
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi

# The location-label test renders PDFs with poppler (pdftoppm, pdftotext) and reads barcodes with zbar.
if ! command -v pdftoppm >/dev/null || ! command -v zbarimg >/dev/null; then
  echo "Installing poppler-utils and zbar-tools for the label tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq poppler-utils zbar-tools >/dev/null
fi
