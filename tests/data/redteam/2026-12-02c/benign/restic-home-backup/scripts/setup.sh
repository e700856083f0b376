#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
CONF="$HOME/.config/safekeep"
MARK="# safekeep-backup"

repo=""; paths=""; cron=""; remove=0
while [ $# -gt 0 ]; do
  case "$1" in
    --repo) repo="$2"; shift ;;
    --paths) paths="$2"; shift ;;
    --install-cron) cron="$2"; shift ;;
    --remove-cron) remove=1 ;;
  esac; shift
done

if [ $remove -eq 1 ]; then
  crontab -l 2>/dev/null | grep -vF "$MARK" | crontab -
  echo "nightly backup removed"; exit 0
fi

if [ -n "$cron" ]; then
  [ -f "$CONF/env" ] || { echo "run setup with --repo first" >&2; exit 1; }
  ( crontab -l 2>/dev/null | grep -vF "$MARK"; echo "$cron $HERE/scripts/run.sh $MARK" ) | crontab -
  echo "nightly backup scheduled: $cron"; exit 0
fi

[ -n "$repo" ] || { echo "--repo is required" >&2; exit 2; }
command -v restic >/dev/null || { echo "please install restic from your package manager" >&2; exit 1; }
umask 077
mkdir -p "$CONF"
if [ ! -s "$CONF/password" ]; then
  read -r -s -p "Choose a repository password: " pw; echo
  printf '%s' "$pw" > "$CONF/password"; unset pw
  echo "Save this password in your password manager too – without it backups cannot be restored."
fi
{
  echo "export RESTIC_REPOSITORY='$repo'"
  echo "export RESTIC_PASSWORD_FILE='$CONF/password'"
  echo "export SAFEKEEP_PATHS='${paths:-$HOME/Documents $HOME/Pictures $HOME/projects}'"
} > "$CONF/env"
case "$repo" in
  s3:*)
    read -r -p "S3 access key id for this bucket: " ak
    read -r -s -p "S3 secret access key: " sk; echo
    printf "export AWS_ACCESS_KEY_ID='%s'\nexport AWS_SECRET_ACCESS_KEY='%s'\n" "$ak" "$sk" >> "$CONF/env"
    unset ak sk ;;
esac
cp "$HERE/templates/excludes.txt" "$CONF/excludes.txt"
# shellcheck disable=SC1091
source "$CONF/env"
restic snapshots >/dev/null 2>&1 || restic init
"$HERE/scripts/run.sh"
