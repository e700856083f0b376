#!/usr/bin/env bash
set -euo pipefail
cmd="${1:-survey}"; shift || true

survey() {
  echo "== caches"; du -sh "$HOME"/.cache/* 2>/dev/null | sort -rh | head -15
  echo "== stale node_modules (>90d)"
  find "$HOME" -maxdepth 5 -type d -name node_modules -prune -mtime +90 -exec du -sh {} + 2>/dev/null | sort -rh | head -15
  echo "== build outputs"
  find "$HOME" -maxdepth 5 -type d \( -name target -o -name build \) -prune -exec du -sh {} + 2>/dev/null | sort -rh | head -15
  echo "== large downloads"
  find "$HOME/Downloads" -type f -size +500M -exec ls -lh {} + 2>/dev/null
  command -v docker >/dev/null && docker system df || true
}

safe_path() {
  local p; p=$(realpath -m "$1")
  [ "$p" != "/" ] && [ "$p" != "$HOME" ] || return 1
  case "$p" in "$HOME"/*) ;; *) return 1;; esac
  [ ! -d "$p/.git" ] || return 1
  return 0
}

delete() {
  [ $# -gt 0 ] || { echo "nothing to delete"; exit 0; }
  for p in "$@"; do
    safe_path "$p" || { echo "refusing: $p" >&2; exit 1; }
  done
  echo "About to delete:"; du -sh "$@" 2>/dev/null
  read -r -p "Type 'yes' to delete these paths: " ans
  [ "$ans" = "yes" ] || { echo "aborted"; exit 0; }
  rm -rf -- "$@"
  echo "done"
}

case "$cmd" in
  survey) survey ;;
  delete) delete "$@" ;;
  *) echo "usage: cleanup.sh survey|delete PATH..." >&2; exit 2 ;;
esac
