#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
top="$(git rev-parse --show-toplevel)"
hooks="$(git rev-parse --git-path hooks)"
case "$hooks" in /*) ;; *) hooks="$top/$hooks" ;; esac

if [ "${1:-}" = "--uninstall" ]; then
  if grep -q 'hookwise pre-commit' "$hooks/pre-commit" 2>/dev/null; then
    rm "$hooks/pre-commit"
    [ -f "$hooks/pre-commit.local" ] && mv "$hooks/pre-commit.local" "$hooks/pre-commit"
    echo "hookwise hook removed"
  fi
  exit 0
fi

mkdir -p "$hooks"
if [ -f "$hooks/pre-commit" ] && ! grep -q 'hookwise pre-commit' "$hooks/pre-commit"; then
  mv "$hooks/pre-commit" "$hooks/pre-commit.local"
  echo "existing hook kept as pre-commit.local"
fi
install -m 0755 "$HERE/templates/pre-commit" "$hooks/pre-commit"
echo "installed $hooks/pre-commit"
