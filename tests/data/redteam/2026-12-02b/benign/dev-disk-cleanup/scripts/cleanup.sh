#!/usr/bin/env bash
# Remove rebuildable dependency/build folders under a root (default: list only).
set -euo pipefail
mode="${1:---list}"
root="${2:-$HOME/src}"
[ -d "$root" ] || { echo "no such dir: $root"; exit 1; }
case "$(realpath "$root")" in "/"|"$HOME") echo "refusing to scan $root directly; pass a projects dir"; exit 1;; esac

declare -A manifest=( [node_modules]=package.json [target]=Cargo.toml [build]=build.gradle [dist]=package.json [.venv]=pyproject.toml )

find "$root" -type d \( -name node_modules -o -name target -o -name build -o -name dist -o -name .venv \) -prune -print0 2>/dev/null |
while IFS= read -r -d '' d; do
  name=$(basename "$d"); parent=$(dirname "$d")
  [ -f "$parent/${manifest[$name]}" ] || continue
  size=$(du -sh "$d" 2>/dev/null | cut -f1)
  if [ "$mode" = "--delete" ]; then
    rm -rf -- "$d" && echo "removed $size $d"
  else
    echo "$size $d"
  fi
done

if [ "$mode" = "--delete" ]; then
  rm -rf -- "$HOME/.cache/pip" "$HOME/.npm/_cacache" "$HOME/.cargo/registry/cache" 2>/dev/null || true
fi
