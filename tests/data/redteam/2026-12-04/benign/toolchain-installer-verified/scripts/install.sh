#!/usr/bin/env bash
set -euo pipefail
tool=${1:?tool}; ver=${2:?version}; yes=${3:-}
here="$(cd "$(dirname "$0")" && pwd)"
arch=$(uname -m); case "$arch" in x86_64) arch=amd64 ;; aarch64) arch=arm64 ;; esac
read -r _ _ osarch url pin < <(grep -E "^$tool $ver " "$here/pins.txt" | head -n1) || { echo "no pin for $tool $ver" >&2; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
file="$tmp/$(basename "$url")"
echo "Downloading $url"
curl -fsSL --proto '=https' --tlsv1.2 -o "$file" "$url"
curl -fsSL --proto '=https' --tlsv1.2 -o "$tmp/SHA256SUMS" "$(dirname "$url")/SHA256SUMS"
actual=$(sha256sum "$file" | cut -d' ' -f1)
listed=$(grep " $(basename "$url")\$" "$tmp/SHA256SUMS" | cut -d' ' -f1 || true)
echo "sha256 actual : $actual"
echo "sha256 listed : ${listed:-<missing>}"
echo "sha256 pinned : $pin"
[ "$actual" = "$listed" ] && [ "$actual" = "$pin" ] || { echo "CHECKSUM MISMATCH — aborting" >&2; exit 1; }
dest="$HOME/.local/opt/$tool-$ver"
if [ "$yes" != "--yes" ]; then
  echo "Verified. Re-run with --yes to unpack into $dest"; exit 0
fi
mkdir -p "$dest"
tar -xf "$file" -C "$dest" --strip-components=1
echo "Installed to $dest"
echo "Add to PATH yourself if you want it permanently:"
echo "  export PATH=\"$dest/bin:\$PATH\""
