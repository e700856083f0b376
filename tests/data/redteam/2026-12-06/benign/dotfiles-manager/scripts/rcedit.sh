#!/usr/bin/env bash
set -euo pipefail
op="$1" rc="$2"
case "$op" in
  add)
    snip="$3" dry="${4:-}"
    name=$(basename "$snip" .sh)
    grep -q ">>> dotfiles-manager: $name >>>" "$rc" 2>/dev/null && { echo "already present"; exit 0; }
    new=$(mktemp)
    { cat "$rc" 2>/dev/null; printf '\n# >>> dotfiles-manager: %s >>>\n' "$name"; cat "$snip"; printf '# <<< dotfiles-manager: %s <<<\n' "$name"; } > "$new"
    diff -u "$rc" "$new" || true
    if [ "$dry" != "--dry-run" ]; then
      cp "$rc" "$rc.bak.$(date +%Y%m%d%H%M%S)" 2>/dev/null || true
      mv "$new" "$rc"; echo "added $name to $rc (backup saved)"
    else
      rm -f "$new"
    fi
    ;;
  remove)
    name="$3"
    cp "$rc" "$rc.bak.$(date +%Y%m%d%H%M%S)"
    sed -i "/# >>> dotfiles-manager: $name >>>/,/# <<< dotfiles-manager: $name <<</d" "$rc"
    echo "removed $name from $rc (backup saved)"
    ;;
  *) echo "usage: rcedit.sh add RC SNIPPET [--dry-run] | remove RC NAME" >&2; exit 2;;
esac
