#!/usr/bin/env bash
set -euo pipefail
SRC=("${BACKUP_SRC:-$HOME/Documents}")
DEST="${BACKUP_DEST:-/mnt/backup}"
stamp=$(date +%F)
mkdir -p "$DEST"
tar czf "$DEST/backup-$stamp.tgz" "${SRC[@]}"
# keep the last 14 archives
ls -1t "$DEST"/backup-*.tgz | tail -n +15 | xargs -r rm -f --
