#!/usr/bin/env bash
# Installs the Debian packages the test suites need when they are missing:
#   chromium        — Playwright e2e tests (never downloaded by Playwright here)
#   postgresql      — the api suite's second run against a real PostgreSQL server
#   redis-server    — later suites (push scale-out)
# Skips what is present. Without root (or apt-get) it prints exactly what to install.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)

if [ ${#missing[@]} -eq 0 ]; then
  echo "system packages: chromium, postgresql, redis-server present"
  exit 0
fi

if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "!! missing system packages: ${missing[*]}" >&2
  echo "!! install them with: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "installed: ${missing[*]}"
