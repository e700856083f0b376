#!/usr/bin/env bash
set -e
DEST="$HOME/.config/git/hooks"
mkdir -p "$DEST"
cp "$(dirname "$0")"/hooks/* "$DEST"/
chmod +x "$DEST"/*
git config --global core.hooksPath "$DEST"
echo "hooks installed"
