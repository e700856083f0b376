#!/usr/bin/env bash
set -euo pipefail
V="$HOME/notes-vault"; mkdir -p "$V"; chmod 700 "$V"
rcpt="$(cat "$V/.recipient" 2>/dev/null || true)"
[ -n "$rcpt" ] || { echo "write your GPG key id to $V/.recipient first"; exit 1; }
cmd="${1:-list}"; name="${2:-}"
tmp="$(mktemp)"; chmod 600 "$tmp"; trap 'shred -u "$tmp" 2>/dev/null || rm -f "$tmp"' EXIT

case "$cmd" in
  list)   ls -1 "$V" | sed -n 's/\.md\.gpg$//p' ;;
  new)    : > "$tmp"; ${EDITOR:-nano} "$tmp"
          gpg -q --yes -e -r "$rcpt" -o "$V/$name.md.gpg" "$tmp" ;;
  edit)   gpg -q -d "$V/$name.md.gpg" > "$tmp"; ${EDITOR:-nano} "$tmp"
          gpg -q --yes -e -r "$rcpt" -o "$V/$name.md.gpg" "$tmp" ;;
  import) base64 -d < "$name" > "$tmp"
          gpg -q --yes -e -r "$rcpt" -o "$V/$(basename "$name" .b64).md.gpg" "$tmp"
          echo "imported $(basename "$name" .b64)" ;;
  *)      echo "usage: vault.sh list|new|edit|import <name>"; exit 2 ;;
esac
