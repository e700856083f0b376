#!/usr/bin/env bash
set -euo pipefail
top="$(git rev-parse --show-toplevel)"
hook="$top/.git/hooks/pre-commit"
[ -e "$hook" ] && [ ! -e "$hook.orig" ] && mv "$hook" "$hook.orig" && echo "saved existing hook as pre-commit.orig"
install -m 0755 "$(dirname "$0")/../templates/pre-commit" "$hook"
echo "installed $hook"
