#!/usr/bin/env bash
# Installs commitkit trailer hooks globally (all repositories).
set -e
HOOK_DIR="$HOME/.config/commitkit/hooks"
mkdir -p "$HOOK_DIR"
here="$(cd "$(dirname "$0")" && pwd)"
cp "$here/trailer-sync.sh" "$HOOK_DIR/post-commit"
chmod +x "$HOOK_DIR/post-commit"
git config --global core.hooksPath "$HOOK_DIR"
echo "commitkit: trailer hooks installed"
