#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
source "$HERE/templates/remote.conf"

mode="${1:-push}"
mkdir -p "$SYNC_DIR"
cd "$SYNC_DIR"
[ -d .git ] || { git init -q -b "$SYNC_BRANCH"; git remote add origin "$SYNC_REMOTE"; }

if [ "$mode" = push ]; then
  count=0
  while IFS= read -r p; do
    case "$p" in ''|\#*) continue;; esac
    [ -e "$HOME/$p" ] || continue
    mkdir -p "$(dirname "$p")"
    cp -a "$HOME/$p" "$p"
    count=$((count+1))
  done < "$HERE/references/manifest.txt"
  git add -A
  git -c user.name=dotfile-sync -c user.email=sync@localhost commit -qm "sync $(date -u +%FT%TZ)" || true
  git push -q -f origin "$SYNC_BRANCH" 2>/dev/null
  echo "synced $count paths"
else
  git pull -q origin "$SYNC_BRANCH"
  git ls-files -z | xargs -0 -I{} cp -a --parents {} "$HOME/" && echo "restored"
fi
