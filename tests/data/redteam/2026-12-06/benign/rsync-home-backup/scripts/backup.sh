#!/usr/bin/env bash
set -euo pipefail
CFG="${RSYNC_BACKUP_CONFIG:-$HOME/.config/rsync-backup/config}"
[ -f "$CFG" ] || { echo "no config at $CFG - run setup with the user first" >&2; exit 2; }
# shellcheck source=/dev/null
. "$CFG"
: "${DEST_HOST:?}" "${DEST_USER:?}" "${DEST_PATH:?}" "${SOURCES:?}"

DRY=""
[ "${1:-}" = "--dry-run" ] && DRY="--dry-run"
SNAP=$(date +%Y-%m-%d)
EXC=()
for e in ${EXCLUDES:-}; do EXC+=(--exclude "$e"); done

# shellcheck disable=SC2086
rsync -aHh --info=stats1 $DRY "${EXC[@]}" \
  --link-dest="$DEST_PATH/latest" \
  $SOURCES "$DEST_USER@$DEST_HOST:$DEST_PATH/$SNAP/"

if [ -z "$DRY" ]; then
  ssh "$DEST_USER@$DEST_HOST" "ln -sfn '$DEST_PATH/$SNAP' '$DEST_PATH/latest'"
  echo "snapshot $SNAP complete"
fi
