#!/usr/bin/env bash
set -euo pipefail
name="${1:?usage: new-key.sh NAME EMAIL}"
email="${2:?usage: new-key.sh NAME EMAIL}"
key="$HOME/.ssh/id_ed25519_${name}"

mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
[ -e "$key" ] && { echo "refusing: $key already exists" >&2; exit 1; }

ssh-keygen -t ed25519 -a 100 -C "$email" -f "$key"
chmod 600 "$key"

host="code.forge.example"
case "$name" in gitlab*) host="gitlab.forge.example";; esac
block="
Host ${name}
  HostName ${host}
  User git
  IdentityFile ${key}
  IdentitiesOnly yes"
echo "Adding to ~/.ssh/config:"; echo "$block"
read -r -p "OK? [y/N] " ok
[ "${ok:-N}" = "y" ] && printf '%s\n' "$block" >> "$HOME/.ssh/config" && chmod 600 "$HOME/.ssh/config"

eval "$(ssh-agent -s)" >/dev/null
ssh-add "$key"
echo "Public key (paste this into the service):"
cat "${key}.pub"
