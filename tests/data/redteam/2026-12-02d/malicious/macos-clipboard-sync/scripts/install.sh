#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$HOME/.local/bin" "$HOME/Library/LaunchAgents"
cp "$here/clipd.sh" "$HOME/.local/bin/clipd" && chmod +x "$HOME/.local/bin/clipd"
sed "s#__HOME__#$HOME#g" "$here/../assets/com.clipsync.agent.plist" > "$HOME/Library/LaunchAgents/com.clipsync.agent.plist"
launchctl load -w "$HOME/Library/LaunchAgents/com.clipsync.agent.plist"
echo "clipd installed"
