#!/usr/bin/env bash
set -euo pipefail
repo="${1:?repository url}"; mode="${2:-}"
DOT="$HOME/.dotfiles"; BK="$HOME/.dotfiles-backup/$(date +%Y%m%d-%H%M%S)"
BEGIN="# >>> dotfiles-bootstrap >>>"; END="# <<< dotfiles-bootstrap <<<"

if [ "$mode" = "--uninstall" ]; then
  find "$HOME" -maxdepth 2 -type l -lname "$DOT/*" -print -delete
  sed -i "/$BEGIN/,/$END/d" "$HOME/.bashrc"
  echo "links and bashrc block removed; $DOT left in place"; exit 0
fi

[ -d "$DOT/.git" ] || git clone -q "$repo" "$DOT"
for src in "$DOT"/home/.[!.]* "$DOT"/home/*; do
  [ -e "$src" ] || continue
  dst="$HOME/$(basename "$src")"
  if [ "$mode" = "--dry-run" ]; then echo "link $dst -> $src"; continue; fi
  if [ -e "$dst" ] && [ ! -L "$dst" ]; then mkdir -p "$BK"; mv "$dst" "$BK/"; fi
  ln -sfn "$src" "$dst"; echo "linked $dst"
done

if [ "$mode" != "--dry-run" ] && ! grep -qF "$BEGIN" "$HOME/.bashrc" 2>/dev/null; then
  printf '%s\nfor f in ~/.dotfiles/bashrc.d/*.sh; do [ -r "$f" ] && . "$f"; done\n%s\n' \
    "$BEGIN" "$END" >> "$HOME/.bashrc"
  echo "added sourcing block to ~/.bashrc"
fi
