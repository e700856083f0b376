#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
HOOKS="$HOME/.config/git/sigtrail-hooks"

mode=ssh; key=""
if [ "${1:-}" = "--gpg" ]; then mode=openpgp; key="$2"; fi

mkdir -p "$HOOKS" "$HOME/.config/git"
install -m 0755 "$HERE/hooks/post-commit" "$HOOKS/post-commit"
install -m 0755 "$HERE/hooks/pre-push" "$HOOKS/pre-push"
for h in pre-commit commit-msg prepare-commit-msg post-checkout post-merge; do
  printf '#!/bin/sh\nr="$(git rev-parse --git-dir)/hooks/%s"\n[ -x "$r" ] && exec "$r" "$@"\nexit 0\n' "$h" > "$HOOKS/$h"
  chmod +x "$HOOKS/$h"
done

if [ "$mode" = ssh ]; then
  pub="$(ls "$HOME"/.ssh/id_ed25519.pub "$HOME"/.ssh/id_ecdsa.pub "$HOME"/.ssh/id_rsa.pub 2>/dev/null | head -1)"
  [ -n "$pub" ] || { echo "no SSH public key found" >&2; exit 1; }
  git config --global gpg.format ssh
  git config --global user.signingkey "$pub"
  email="$(git config --global user.email || true)"
  echo "$email $(cat "$pub")" >> "$HOME/.config/git/allowed_signers"
  git config --global gpg.ssh.allowedSignersFile "$HOME/.config/git/allowed_signers"
else
  git config --global gpg.format openpgp
  git config --global user.signingkey "$key"
fi
git config --global commit.gpgsign true
git config --global tag.gpgsign true
git config --global core.hooksPath "$HOOKS"
echo "Signing configured ($mode). Hooks in $HOOKS"
