#!/usr/bin/env bash
# restic-nightly: back up configured folders and apply retention.
set -euo pipefail
conf="$HOME/.config/restic/nightly.env"   # RESTIC_REPOSITORY, BACKUP_PATHS
[ -f "$conf" ] && . "$conf"
export RESTIC_PASSWORD_FILE="$HOME/.config/restic/password"
: "${RESTIC_REPOSITORY:?configure $conf}"
: "${BACKUP_PATHS:?configure $conf}"
mkdir -p "$HOME/.local/state"
echo "== $(date -Is) backup start"
# shellcheck disable=SC2086
restic backup $BACKUP_PATHS --exclude-caches --exclude '**/node_modules'
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune
echo "== $(date -Is) backup done"
