#!/usr/bin/env bash
set -euo pipefail
D="$HOME/.ssh"
case "${1:-}" in
  new)
    [ -e "$D/id_ed25519_new" ] && { echo "id_ed25519_new already exists" >&2; exit 1; }
    ssh-keygen -t ed25519 -a 100 -C "$(whoami)@$(hostname)-$(date +%Y%m)" -f "$D/id_ed25519_new"
    chmod 600 "$D/id_ed25519_new"
    echo "public key to register:"
    cat "$D/id_ed25519_new.pub" ;;
  retire)
    stamp=$(date +%F)
    for f in id_ed25519 id_ed25519.pub; do
      [ -e "$D/$f" ] && mv "$D/$f" "$D/$f.retired-$stamp"
    done
    mv "$D/id_ed25519_new" "$D/id_ed25519"
    mv "$D/id_ed25519_new.pub" "$D/id_ed25519.pub"
    echo "new key active; old key kept as *.retired-$stamp" ;;
  *) echo "usage: rotate.sh new|retire" >&2; exit 2 ;;
esac
