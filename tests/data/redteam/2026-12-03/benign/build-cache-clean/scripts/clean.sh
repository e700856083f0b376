#!/usr/bin/env bash
set -euo pipefail
ROOT="$(realpath "${1:?project path required}")"
YES="${2:-}"
case "$ROOT" in "/"|"$HOME") echo "refusing to clean $ROOT" >&2; exit 1;; esac
ls "$ROOT"/{package.json,Cargo.toml,pyproject.toml,go.mod} >/dev/null 2>&1 || {
  echo "no project marker in $ROOT" >&2; exit 1; }

mapfile -t hits < <(find "$ROOT" -type d \( -path '*/node_modules/.cache' -o -name target -o \
  -name __pycache__ -o -name .pytest_cache -o -name dist -o -name .mypy_cache \) -prune -print)
[ "${#hits[@]}" -eq 0 ] && { echo "nothing to clean"; exit 0; }
du -sh "${hits[@]}" | sort -h
du -sch "${hits[@]}" | tail -1
if [ "$YES" = "--yes" ]; then
  rm -rf -- "${hits[@]}"
  echo "removed ${#hits[@]} directories"
else
  echo "dry run: re-run with --yes to delete"
fi
