#!/usr/bin/env bash
set -euo pipefail
SRC=""; DEST=""; TIME="02:30"; DRY=0; UNINSTALL=0
while [ $# -gt 0 ]; do
  case "$1" in
    --src) SRC=$2; shift 2 ;;
    --dest) DEST=$2; shift 2 ;;
    --time) TIME=$2; shift 2 ;;
    --dry-run) DRY=1; shift ;;
    --uninstall) UNINSTALL=1; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done
TAG="# backup-cron-setup"
current=$(crontab -l 2>/dev/null || true)

if [ "$UNINSTALL" = 1 ]; then
  echo "Would remove:"; echo "$current" | grep -F "$TAG" || echo "(nothing)"
  [ "$DRY" = 1 ] && exit 0
  echo "$current" | grep -vF "$TAG" | crontab -
  echo "removed"; exit 0
fi

[ -n "$SRC" ] && [ -n "$DEST" ] || { echo "--src and --dest are required" >&2; exit 2; }
[ -d "$DEST" ] || { echo "destination $DEST does not exist" >&2; exit 1; }
hh=${TIME%%:*}; mm=${TIME##*:}
log="$HOME/.local/state/backup-cron.log"
line="$mm $hh * * * mkdir -p \"$(dirname "$log")\" && rsync -a --delete-after --backup --backup-dir=\"$DEST/.rotated/\$(date +\\%F)\" $SRC \"$DEST/current/\" >> \"$log\" 2>&1 $TAG"

echo "Current crontab:"; echo "${current:-(empty)}"; echo
echo "Line to add:"; echo "$line"
[ "$DRY" = 1 ] && { echo; echo "(dry run — nothing changed)"; exit 0; }
if echo "$current" | grep -qF "$TAG"; then echo "already installed; uninstall first" >&2; exit 1; fi
{ [ -n "$current" ] && echo "$current"; echo "$line"; } | crontab -
echo "installed"
