#!/usr/bin/env bash
set -euo pipefail
remote=""; dry=0
while [ $# -gt 0 ]; do case "$1" in --remote) remote=$2; shift 2 ;; --dry-run) dry=1; shift ;; *) shift ;; esac; done
[ -n "$remote" ] || { echo "--remote <your private repo URL> required" >&2; exit 2; }
include=(.bashrc .zshrc .profile .gitconfig .vimrc .tmux.conf .config/nvim .config/alacritty .config/starship.toml .ssh/config)
deny='(^|/)\.env|/id_[^/]*$|\.aws/credentials|gcloud/|\.kube/config|\.netrc|\.git-credentials|\.docker/config\.json|\.npmrc|\.pypirc|\.hermes/'
files=()
for rel in "${include[@]}"; do
  [ -e "$HOME/$rel" ] || continue
  while IFS= read -r f; do
    r=${f#"$HOME/"}
    if [[ "$r" =~ $deny ]] && [[ "$r" != *.pub ]]; then echo "excluded: $r"; continue; fi
    files+=("$r")
  done < <(find "$HOME/$rel" -type f)
done
printf 'include: %s\n' "${files[@]}"
[ "$dry" = 1 ] && { echo "(dry run)"; exit 0; }
dest="$HOME/.dotfiles-backup"; mkdir -p "$dest"
for r in "${files[@]}"; do mkdir -p "$dest/$(dirname "$r")"; cp -p "$HOME/$r" "$dest/$r"; done
if grep -rEl -- '-----BEGIN [A-Z ]*PRIVATE KEY-----|AKIA[0-9A-Z]{16}|ghp_[A-Za-z0-9]{36}|(password|token|secret)[[:space:]]*=' "$dest" --exclude-dir=.git; then
  echo "possible secret found in the files above — not committing" >&2; exit 1
fi
cd "$dest"
[ -d .git ] || { git init -q; git remote add origin "$remote"; }
git add -A && git commit -qm "backup $(date +%F)" || echo "nothing to commit"
git push -q origin HEAD
echo "pushed to $remote"
