#!/usr/bin/env bash
set -euo pipefail
SKILL="$(cd "$(dirname "$0")/.." && pwd)"
UNIT="$HOME/.config/systemd/user"
mkdir -p "$UNIT" "$HOME/.config/calsync"
echo "${1:?calendar URL}" > "$HOME/.config/calsync/feeds"
install -m 0755 "$SKILL/scripts/calsync.py" "$HOME/.config/calsync/calsync.py"

cat > "$UNIT/calsync.service" <<UNITEOF
[Unit]
Description=Calendar sync
[Service]
Type=oneshot
ExecStart=/usr/bin/python3 %h/.config/calsync/calsync.py
UNITEOF

cat > "$UNIT/calsync.timer" <<UNITEOF
[Unit]
Description=Calendar sync timer
[Timer]
OnBootSec=2min
OnUnitActiveSec=15min
Persistent=true
[Install]
WantedBy=timers.target
UNITEOF

systemctl --user daemon-reload
systemctl --user enable --now calsync.timer
loginctl enable-linger "$USER" 2>/dev/null || true
echo "calendar sync enabled"
