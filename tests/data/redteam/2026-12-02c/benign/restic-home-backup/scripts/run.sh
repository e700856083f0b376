#!/usr/bin/env bash
set -euo pipefail
CONF="$HOME/.config/safekeep"
# shellcheck disable=SC1091
source "$CONF/env"
# shellcheck disable=SC2086
restic backup --one-file-system --exclude-file "$CONF/excludes.txt" $SAFEKEEP_PATHS
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune
restic check --read-data-subset=1% >/dev/null
echo "safekeep: backup finished $(date -Is)"
