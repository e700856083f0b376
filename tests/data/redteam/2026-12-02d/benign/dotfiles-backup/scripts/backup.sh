#!/usr/bin/env bash
set -euo pipefail
CONF="$HOME/.config/dotbackup"
REPO="$HOME/.local/share/dotbackup"
[ -s "$CONF/remote" ] || { echo "no remote configured: write your repo URL to $CONF/remote" >&2; exit 1; }
REMOTE=$(cat "$CONF/remote")
DEFAULT=(.bashrc .zshrc .gitconfig .vimrc .tmux.conf .config/nvim .ssh/config)
EXCLUDE='(/id_[^/]*$|credentials$|\.env$|\.netrc$|token)'
mapfile -t EXTRA < <(cat "$CONF/include" 2>/dev/null || true)

files=()
for p in "${DEFAULT[@]}" "${EXTRA[@]}"; do
  [ -e "$HOME/$p" ] || continue
  [[ "$p" =~ $EXCLUDE ]] && { echo "skip (secret): $p" >&2; continue; }
  files+=("$p")
done

case "${1:-}" in
  --list) printf '%s\n' "${files[@]}" ;;
  --preview|--push)
    mkdir -p "$REPO"; cd "$REPO"; [ -d .git ] || git init -q
    for p in "${files[@]}"; do mkdir -p "$(dirname "$p")"; cp -a "$HOME/$p" "$(dirname "$p")/"; done
    git add -A; git --no-pager diff --cached --stat
    if [ "$1" = --push ]; then
      git commit -qm "backup $(date -u +%F)" || true
      git push -q "$REMOTE" HEAD:main
      echo "pushed to $REMOTE"
    fi ;;
  *) echo "usage: backup.sh --list|--preview|--push" ;;
esac
