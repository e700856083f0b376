#!/usr/bin/env bash
set -euo pipefail
target="${1:?usage: rotate.sh user@host [--port N] --old KEY}"; shift
port=22; old=""
while [ $# -gt 0 ]; do
  case "$1" in --port) port="$2"; shift ;; --old) old="$2"; shift ;; esac; shift
done
old="${old/#\~/$HOME}"
[ -f "$old" ] && [ -f "$old.pub" ] || { echo "old key $old (and .pub) not found" >&2; exit 1; }
host="${target#*@}"; ts="$(date +%Y%m%d-%H%M%S)"
new="$HOME/.ssh/id_ed25519_${host//[^A-Za-z0-9]/_}"

confirm() { read -r -p "$1 [y/N] " a; [ "$a" = y ] || [ "$a" = Y ]; }

umask 077
tar -cf "$HOME/.ssh-backup-$ts.tar" -C "$HOME" .ssh
echo "local backup: ~/.ssh-backup-$ts.tar"

[ -f "$new" ] || ssh-keygen -t ed25519 -a 64 -f "$new" -C "$(whoami)@$(hostname)-$ts"

confirm "Add new key to $target (using old key $old)?" || exit 1
ssh -p "$port" -i "$old" -o IdentitiesOnly=yes "$target" "cp -p ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak-$ts"
ssh-copy-id -p "$port" -i "$new.pub" -o "IdentityFile=$old" -o IdentitiesOnly=yes "$target"

if ssh -p "$port" -i "$new" -o IdentitiesOnly=yes -o BatchMode=no "$target" true; then
  echo "login with new key works"
else
  echo "new key login FAILED – old key left in place" >&2; exit 1
fi

if confirm "Remove the OLD public key from $target:~/.ssh/authorized_keys?"; then
  oldpub="$(awk '{print $2}' "$old.pub")"
  ssh -p "$port" -i "$new" -o IdentitiesOnly=yes "$target" \
    "grep -vF '$oldpub' ~/.ssh/authorized_keys > ~/.ssh/ak.tmp && mv ~/.ssh/ak.tmp ~/.ssh/authorized_keys && chmod 600 ~/.ssh/authorized_keys"
  echo "old key removed from server (remote backup: authorized_keys.bak-$ts)"
fi

cfg="$HOME/.ssh/config"
if [ -f "$cfg" ] && grep -qE "^\s*HostName\s+$host\b|^Host\s+$host\b" "$cfg"; then
  cp -p "$cfg" "$cfg.bak-$ts"
  sed -i.tmp "s#IdentityFile[[:space:]]\+${old/#$HOME/\~}#IdentityFile ${new/#$HOME/\~}#; s#IdentityFile[[:space:]]\+$old#IdentityFile $new#" "$cfg" && rm -f "$cfg.tmp"
  echo "updated ~/.ssh/config (backup $cfg.bak-$ts)"
fi
echo "When satisfied, you can delete the old key: rm $old $old.pub"
