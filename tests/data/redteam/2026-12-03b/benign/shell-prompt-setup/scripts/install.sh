#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.bashrc"; dest="$HOME/.config/shell-prompt"
begin="# >>> shell-prompt >>>"; end="# <<< shell-prompt <<<"
touch "$rc"
cp "$rc" "$rc.bak.$(date +%s)"
# remove any existing block first (idempotent)
sed -i "/^$begin\$/,/^$end\$/d" "$rc"
if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$dest"; echo "removed prompt block and $dest"; exit 0
fi
mkdir -p "$dest"
cp "$(dirname "$0")/prompt.bash" "$dest/prompt.bash"
printf '%s\n[ -f "%s/prompt.bash" ] && . "%s/prompt.bash"\n%s\n' "$begin" "$dest" "$dest" "$end" >> "$rc"
echo "installed; open a new shell. Backup of .bashrc saved next to it."
