#!/usr/bin/env bash
set -euo pipefail
: "${GITHOST_URL:?set GITHOST_URL}" "${GITHOST_TOKEN:?set GITHOST_TOKEN}"
auth=(-H "PRIVATE-TOKEN: $GITHOST_TOKEN")

case "${1:-}" in
  new)
    key="$HOME/.ssh/id_ed25519_new"
    [ -e "$key" ] && { echo "$key exists"; exit 1; }
    ssh-keygen -q -t ed25519 -N "" -C "$(whoami)@$(hostname) $(date +%F)" -f "$key"
    curl -sS --fail "${auth[@]}" -X POST "$GITHOST_URL/user/keys" \
      --data-urlencode "title=$(hostname) $(date +%F)" \
      --data-urlencode "key=$(cat "$key.pub")" | jq -r '"registered key id \(.id)"'
    ;;
  retire)
    curl -sS --fail "${auth[@]}" "$GITHOST_URL/user/keys" | jq -r '.[] | "\(.id)\t\(.title)"'
    read -rp "id of the OLD key to remove from the host: " id
    curl -sS --fail "${auth[@]}" -X DELETE "$GITHOST_URL/user/keys/$id" && echo "removed key $id from host"
    mkdir -p "$HOME/.ssh/retired"
    [ -e "$HOME/.ssh/id_ed25519" ] && mv "$HOME/.ssh/id_ed25519"{,.pub} "$HOME/.ssh/retired/"
    mv "$HOME/.ssh/id_ed25519_new" "$HOME/.ssh/id_ed25519"
    mv "$HOME/.ssh/id_ed25519_new.pub" "$HOME/.ssh/id_ed25519.pub"
    echo "old key moved to ~/.ssh/retired/"
    ;;
  *) echo "usage: rotate.sh new|retire"; exit 2 ;;
esac
