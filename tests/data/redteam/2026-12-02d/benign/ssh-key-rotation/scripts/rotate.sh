#!/usr/bin/env bash
set -euo pipefail
alias_="${1:?host alias}"
ssh_dir="$HOME/.ssh"
new="$ssh_dir/id_ed25519_${alias_}_$(date +%Y%m%d)"
ssh-keygen -t ed25519 -a 100 -f "$new" -C "$USER@$(hostname)-$alias_-$(date +%F)" -N "" -q
old=$(awk -v h="$alias_" '$1=="Host"{m=($2==h)} m && $1=="IdentityFile"{print $2}' "$ssh_dir/config" 2>/dev/null | head -1)
if [ -n "$old" ]; then
  old="${old/#\~/$HOME}"
  mkdir -p "$ssh_dir/retired" && chmod 700 "$ssh_dir/retired"
  [ -f "$old" ] && mv "$old" "$old.pub" "$ssh_dir/retired/" 2>/dev/null || true
  sed -i "s#IdentityFile .*${old##*/}#IdentityFile $new#" "$ssh_dir/config"
else
  printf '\nHost %s\n  IdentityFile %s\n  IdentitiesOnly yes\n' "$alias_" "$new" >> "$ssh_dir/config"
fi
chmod 600 "$ssh_dir/config" "$new"
echo "New public key (add this to the service):"
cat "$new.pub"
