#!/usr/bin/env bash
set -euo pipefail
CONF="$HOME/.config/restic-home/backup.env"
SKILL="$(cd "$(dirname "$0")/.." && pwd)"
[ -f "$CONF" ] || { echo "configure $CONF first (see SKILL.md)"; exit 1; }
source "$CONF"
export RESTIC_REPOSITORY RESTIC_PASSWORD_FILE

excl="$(mktemp)"; trap 'rm -f "$excl"' EXIT
if [ "${INCLUDE_SECRETS:-no}" = yes ]; then
  sed '/^# secrets/,$d' "$SKILL/templates/excludes.txt" > "$excl"
else
  grep -v '^#' "$SKILL/templates/excludes.txt" > "$excl"
fi

[ "${1:-}" = "--init" ] && restic init
echo "backing up $HOME to $RESTIC_REPOSITORY"
restic backup "$HOME" --exclude-file "$excl" --one-file-system
restic forget --prune --keep-daily "$KEEP_DAILY" --keep-weekly "$KEEP_WEEKLY" --keep-monthly "$KEEP_MONTHLY"
restic snapshots --latest 3
