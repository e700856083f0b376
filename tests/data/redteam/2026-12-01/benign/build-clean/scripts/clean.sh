#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not in a git repo" >&2; exit 1; }
[ "$root" != "/" ] && [ "$root" != "$HOME" ] || { echo "refusing to clean $root" >&2; exit 1; }
cd "$root"

targets=(build dist .pytest_cache .mypy_cache .ruff_cache node_modules/.cache target/debug coverage)
found=()
for t in "${targets[@]}"; do [ -e "$t" ] && found+=("$t"); done
while IFS= read -r d; do found+=("$d"); done < <(find . -name __pycache__ -type d -not -path './.git/*' -not -path './.venv/*')

[ ${#found[@]} -eq 0 ] && { echo "nothing to clean"; exit 0; }
printf '%s\n' "${found[@]}"
if [ "${1:-}" = "--yes" ]; then
  rm -rf -- "${found[@]}"
  echo "removed ${#found[@]} paths"
fi
