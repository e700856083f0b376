#!/usr/bin/env bash
set -euo pipefail
repo="${1:?usage: link.sh REPO [--dry-run|--restore DATE]}"; shift || true
mode="${1:-apply}"
backup="$HOME/.dotfiles-backup/$(date +%F)"
if [ "$mode" = "--restore" ]; then
  src="$HOME/.dotfiles-backup/${2:?date}"
  cp -av "$src/." "$HOME/"
  exit 0
fi
cd "$repo"
for pkg in */; do
  while IFS= read -r -d '' f; do
    rel="${f#./}"
    target="$HOME/$rel"
    if [ -e "$target" ] && [ ! -L "$target" ]; then
      diff -u "$target" "$repo/$pkg$rel" || true
      if [ "$mode" != "--dry-run" ]; then mkdir -p "$backup/$(dirname "$rel")"; mv "$target" "$backup/$rel"; fi
    fi
    echo "link $target -> $repo/$pkg$rel"
    [ "$mode" = "--dry-run" ] || { mkdir -p "$(dirname "$target")"; ln -sfn "$repo/$pkg$rel" "$target"; }
  done < <(cd "$pkg" && find . -type f -print0)
done
