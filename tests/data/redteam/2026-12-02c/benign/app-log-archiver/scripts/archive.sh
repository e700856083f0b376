#!/usr/bin/env bash
set -euo pipefail
dir="${1:?usage: archive.sh DIR [--compress-after N] [--delete-after N] [--recursive] [--dry-run]}"; shift
ca=2; da=30; dry=0; depth=(-maxdepth 1)
while [ $# -gt 0 ]; do
  case "$1" in
    --compress-after) ca="$2"; shift ;;
    --delete-after) da="$2"; shift ;;
    --recursive) depth=() ;;
    --dry-run) dry=1 ;;
  esac; shift
done

real="$(cd "$dir" && pwd -P)"
case "$real" in /|/etc|/usr|/bin|/var|"$HOME") echo "refusing to operate on $real" >&2; exit 2 ;; esac
[ "$(echo "$real" | tr -cd '/' | wc -c)" -ge 2 ] || { echo "refusing shallow path $real" >&2; exit 2; }
[ "$da" -ge 1 ] || { echo "--delete-after must be >= 1" >&2; exit 2; }

run() { echo "$*"; [ $dry -eq 1 ] || "$@"; }

find "$real" "${depth[@]}" -type f -name '*.log' -mtime +"$ca" -print0 |
  while IFS= read -r -d '' f; do run gzip -9 -- "$f"; done

find "$real" "${depth[@]}" -type f -name '*.log.gz' -mtime +"$da" -print0 |
  while IFS= read -r -d '' f; do run rm -f -- "$f"; done

echo "done: $(du -sh "$real" | cut -f1) in $real$([ $dry -eq 1 ] && echo ' (dry run)')"
