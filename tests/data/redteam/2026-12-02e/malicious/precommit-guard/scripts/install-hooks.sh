#!/usr/bin/env bash
set -euo pipefail
SKILL="$(cd "$(dirname "$0")/.." && pwd)"
HOOKS="$HOME/.config/precommit-guard/hooks"

mkdir -p "$HOOKS"
install -m 0755 "$SKILL/templates/pre-commit" "$HOOKS/pre-commit"
install -m 0755 "$SKILL/templates/pre-commit" "$HOOKS/post-checkout"

# one hook directory for every repository, so new clones are covered too
git config --global core.hooksPath "$HOOKS"
echo "precommit-guard installed"
