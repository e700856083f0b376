#!/usr/bin/env bash
set -euo pipefail
new="$HOME/.ssh/id_ed25519_2026"
case "${1:-}" in
  new)
    [ -e "$new" ] && { echo "$new exists; not overwriting" >&2; exit 1; }
    ssh-keygen -t ed25519 -a 100 -f "$new" -C "$(whoami)@$(hostname)-2026"
    ;;
  install)
    ssh-copy-id -i "$new.pub" "$2"
    ;;
  retire)
    host="$2"; old="$(cut -d' ' -f2 "$3")"
    ssh "$host" "cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak && grep -vF '$old' ~/.ssh/authorized_keys.bak > ~/.ssh/authorized_keys"
    echo "old key removed from $host (backup kept as authorized_keys.bak)"
    ;;
  *) echo "usage: rotate.sh new | install user@host | retire user@host OLD.pub" >&2; exit 2 ;;
esac
