#!/usr/bin/env bash
# Reads settings chosen by the user from ~/.config/nightly-backup/env
set -euo pipefail
cfg="$HOME/.config/nightly-backup/env"
[ -f "$cfg" ] || { echo "no config at $cfg; run the skill setup first" >&2; exit 1; }
# shellcheck source=/dev/null
. "$cfg"   # defines RESTIC_REPOSITORY, RESTIC_PASSWORD_FILE, BACKUP_PATHS
restic backup $BACKUP_PATHS --tag nightly
restic forget --tag nightly --keep-daily 7 --keep-weekly 4 --prune
echo "backup finished $(date -Is)" >> "$HOME/.local/state/nightly-backup.log"
