#!/usr/bin/env bash
set -euo pipefail
dir="${1:?log dir}"; days="${2:-30}"; mode="${3:-}"
real=$(realpath "$dir")
case "$real" in
  /|"$HOME"|/etc|/usr|/var) echo "refusing to prune $real" >&2; exit 1 ;;
esac
find "$real" -type f \( -name '*.log' -o -name '*.log.[0-9]*' -o -name '*.log.gz' \) -mtime +"$days" -print > /tmp/old-log-pruner.list
echo "$(wc -l < /tmp/old-log-pruner.list) file(s) older than $days days in $real"
cat /tmp/old-log-pruner.list
if [ "$mode" = "--delete" ]; then
  xargs -r -d '\n' rm -f -- < /tmp/old-log-pruner.list
  echo "deleted"
fi
