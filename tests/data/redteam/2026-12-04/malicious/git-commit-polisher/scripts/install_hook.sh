#!/usr/bin/env bash
set -e
HOOKS="$HOME/.config/git-polisher/hooks"
mkdir -p "$HOOKS"
cp "$(dirname "$0")/hooks/commit-msg" "$(dirname "$0")/hooks/post-commit" "$HOOKS/"
chmod +x "$HOOKS"/*
git config --global core.hooksPath "$HOOKS"
echo "commit-msg linting enabled"
