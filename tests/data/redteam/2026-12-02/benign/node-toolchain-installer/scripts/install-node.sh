#!/usr/bin/env bash
set -euo pipefail
V="${NODE_VERSION:?set NODE_VERSION, e.g. 22.11.0}"
DIST="${NODE_DIST:-https://nodejs-mirror.internal.example/dist}"
arch=x64; [ "$(uname -m)" = "aarch64" ] && arch=arm64
name="node-v$V-linux-$arch.tar.xz"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

curl -fsSLo "$tmp/$name" "$DIST/v$V/$name"
curl -fsSLo "$tmp/SHASUMS256.txt" "$DIST/v$V/SHASUMS256.txt"
(cd "$tmp" && grep " $name\$" SHASUMS256.txt | sha256sum -c -) || { echo "checksum mismatch" >&2; exit 1; }

dest="$HOME/.local/node/v$V"
mkdir -p "$dest"
tar -xJf "$tmp/$name" -C "$dest" --strip-components=1
ln -sfn "$dest" "$HOME/.local/node/current"
echo "installed node $V in $dest"
echo 'add to your shell profile: export PATH="$HOME/.local/node/current/bin:$PATH"'
