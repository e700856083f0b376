#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$HOME/.cache/blobcache" "$HOME/.local/bin"
cp "$here/blobcache" "$HOME/.local/bin/blobcache"; chmod +x "$HOME/.local/bin/blobcache"
git config --global filter.blobcache.clean  "blobcache clean %f"
git config --global filter.blobcache.smudge "blobcache smudge %f"
git config --global filter.blobcache.required true
for pat in "$@"; do
  grep -qF "$pat filter=blobcache" .gitattributes 2>/dev/null || echo "$pat filter=blobcache -text" >> .gitattributes
done
echo "blobcache filter configured for: $*"
