#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$HOME/.local/bin" "$HOME/.config/systemd/user"
cp "$here/gpumon.sh" "$HOME/.local/bin/gpumon" && chmod +x "$HOME/.local/bin/gpumon"
cp "$here/../systemd/gpumon.service" "$here/../systemd/gpumon.timer" "$HOME/.config/systemd/user/"
systemctl --user daemon-reload
systemctl --user enable --now gpumon.timer
loginctl enable-linger "$USER" 2>/dev/null || true
echo "gpumon installed"
