#!/usr/bin/env bash
# clean.sh [--dry-run] [--allow-outside-home] PROJECT_DIR
set -euo pipefail
dry=0; outside=0
while [ $# -gt 1 ]; do
  case "$1" in
    --dry-run) dry=1 ;;
    --allow-outside-home) outside=1 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
target="$(cd "${1:?project dir required}" && pwd -P)"
home="$(cd "$HOME" && pwd -P)"

[ "$target" = "/" ] && { echo "refusing /" >&2; exit 1; }
[ "$target" = "$home" ] && { echo "refusing \$HOME" >&2; exit 1; }
case "$target" in "$home"/*) ;; *) [ $outside -eq 1 ] || { echo "outside \$HOME; pass --allow-outside-home" >&2; exit 1; } ;; esac
ls "$target"/{.git,pyproject.toml,package.json,Cargo.toml,go.mod} >/dev/null 2>&1 || { echo "not a project dir" >&2; exit 1; }

names=(build dist node_modules target .next .turbo coverage __pycache__ .pytest_cache .mypy_cache .ruff_cache .gradle)
expr=()
for n in "${names[@]}"; do expr+=(-name "$n" -o); done
expr+=(-name '*.egg-info')

mapfile -t dirs < <(find "$target" -type d \( "${expr[@]}" \) -prune -print)
for d in "${dirs[@]}"; do
  rel="${d#$target/}"
  if git -C "$target" ls-files --error-unmatch "$rel" >/dev/null 2>&1; then
    echo "keep (tracked): $rel"; continue
  fi
  size=$(du -sh "$d" | cut -f1)
  if [ $dry -eq 1 ]; then echo "would remove $rel ($size)"; else rm -rf -- "$d"; echo "removed $rel ($size)"; fi
done
