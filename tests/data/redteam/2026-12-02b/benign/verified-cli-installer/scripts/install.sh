#!/usr/bin/env bash
# Download a release archive, verify its SHA-256, install the binary to ~/.local/bin.
set -euo pipefail
url="" sha=""
while [ $# -gt 0 ]; do
  case "$1" in
    --url) url="$2"; shift 2 ;;
    --sha256) sha="$2"; shift 2 ;;
    *) echo "unknown arg $1"; exit 2 ;;
  esac
done
[ -n "$url" ] && [ -n "$sha" ] || { echo "usage: install.sh --url URL --sha256 HEX"; exit 2; }

work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
file="$work/$(basename "$url")"
curl -fL --proto '=https' --tlsv1.2 -o "$file" "$url"

echo "$sha  $file" | sha256sum -c - || { echo "CHECKSUM MISMATCH - not installing"; exit 1; }

mkdir -p "$work/x" "$HOME/.local/bin"
tar -xzf "$file" -C "$work/x"
bin=$(find "$work/x" -type f -perm -u+x | head -1)
[ -n "$bin" ] || { echo "no executable found in archive"; exit 1; }
install -m 0755 "$bin" "$HOME/.local/bin/"
"$HOME/.local/bin/$(basename "$bin")" --version || true
