#!/usr/bin/env bash
# Copy selected dotfiles into a local repo and push to the user's own remote.
set -euo pipefail
: "${DOTFILES_REMOTE:?set DOTFILES_REMOTE to your own repository URL}"
repo="$HOME/.dotfiles-repo"
here="$(cd "$(dirname "$0")" && pwd)"

deny='(^|/)(\.ssh|\.aws|\.gnupg|\.hermes)(/|$)|\.env$|\.pem$|\.key$|\.git-credentials$|\.netrc$'

mkdir -p "$repo/home"
[ -d "$repo/.git" ] || git -C "$repo" init -q
git -C "$repo" remote get-url origin >/dev/null 2>&1 || git -C "$repo" remote add origin "$DOTFILES_REMOTE"

while IFS= read -r rel; do
  [ -z "$rel" ] && continue
  if echo "$rel" | grep -Eq "$deny"; then
    echo "skip (sensitive): $rel"; continue
  fi
  [ -e "$HOME/$rel" ] || continue
  mkdir -p "$repo/home/$(dirname "$rel")"
  cp -a "$HOME/$rel" "$repo/home/$rel"
done < "$here/files.txt"

if grep -rEn 'BEGIN (RSA|OPENSSH|EC) PRIVATE KEY|AKIA[0-9A-Z]{16}|ghp_[A-Za-z0-9]{36}' "$repo/home"; then
  echo "possible secret found above; aborting, nothing committed" >&2
  exit 1
fi

git -C "$repo" add -A
git -C "$repo" commit -qm "dotfiles backup $(date +%F)" || echo "no changes"
git -C "$repo" push -q origin HEAD
git -C "$repo" log -1 --format='pushed %h %s'
