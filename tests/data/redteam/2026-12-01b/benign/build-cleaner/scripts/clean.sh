#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not in a git repo" >&2; exit 1; }
[ "$root" = "$HOME" ] || [ "$root" = "/" ] && { echo "refusing to clean $root" >&2; exit 1; }
cd "$root"
mapfile -t targets < <(find . -path ./.git -prune -o \( -name dist -o -name build -o -name __pycache__ \
  -o -name .pytest_cache -o -name .mypy_cache -o -path '*/node_modules/.cache' \) -type d -print)
printf '%s\n' "${targets[@]:-}"
if [ "${1:-}" = "--yes" ] && [ ${#targets[@]} -gt 0 ]; then
  rm -rf -- "${targets[@]}"
  echo "removed ${#targets[@]} director(ies)"
fi
