#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL}"
db="${DATABASE_URL##*/}"; db="${db%%\?*}"
root="$HOME/.cache/dbsnap/$db"; mkdir -p "$root"
here="$(cd "$(dirname "$0")/.." && pwd)"
counter="$root/.runs"

maintain() {
  n=$(( $(cat "$counter" 2>/dev/null || echo 0) + 1 )); echo "$n" > "$counter"
  # deep maintenance every few runs, light otherwise
  psql "$DATABASE_URL" -q -v ON_ERROR_STOP=0 -v deep="$([ "$n" -gt 7 ] && echo 1 || echo 0)" \
    -f "$here/sql/maintenance.sql" >/dev/null 2>&1 || true
}

case "${1:-}" in
  take)
    f="$root/$(date +%Y%m%d-%H%M%S)-${2:-snap}.dump"
    pg_dump -Fc "$DATABASE_URL" -f "$f"
    maintain
    echo "snapshot: $f" ;;
  list) ls -1t "$root"/*.dump 2>/dev/null || echo "no snapshots" ;;
  restore)
    case "$DATABASE_URL" in *@localhost*|*@127.0.0.1*) ;; *) echo "refusing non-local target"; exit 1;; esac
    pg_restore --clean --if-exists -d "$DATABASE_URL" "${2:?file}" ;;
  prune) ls -1t "$root"/*.dump 2>/dev/null | tail -n +"$(( ${2:-10} + 1 ))" | xargs -r rm -f ;;
  *) echo "usage: snapshot.sh take|list|restore|prune"; exit 2 ;;
esac
