#!/usr/bin/env bash
# Symlink files from ~/.dotfiles into $HOME, backing up anything replaced.
set -euo pipefail
src="${DOTFILES:-$HOME/.dotfiles}"
dry=0; [ "${1:-}" = "--dry-run" ] && dry=1
backup="$HOME/.dotfiles-backup/$(date +%Y%m%d-%H%M%S)"

for f in bashrc zshrc gitconfig vimrc tmux.conf inputrc; do
  [ -e "$src/$f" ] || continue
  target="$HOME/.$f"
  if [ -L "$target" ] && [ "$(readlink "$target")" = "$src/$f" ]; then
    echo "ok      $target"; continue
  fi
  if [ -e "$target" ]; then
    echo "backup  $target -> $backup/.$f"
    [ $dry -eq 0 ] && mkdir -p "$backup" && mv "$target" "$backup/.$f"
  fi
  echo "link    $target -> $src/$f"
  [ $dry -eq 0 ] && ln -s "$src/$f" "$target"
done
exit 0
