#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
PINS="$HERE/references/checksums.tsv"
DEST="$HOME/.local/bin"

plat="$(uname -s | tr A-Z a-z)-$(uname -m)"
if [ "${1:-}" = "--list" ]; then
  grep -v '^#' "$PINS" | awk -F'\t' -v p="$plat" '$3==p{print $1, $2}'; exit 0
fi
tool="${1:?usage: install.sh TOOL [--version V]}"; want=""
[ "${2:-}" = "--version" ] && want="${3:-}"

line="$(grep -v '^#' "$PINS" | awk -F'\t' -v t="$tool" -v p="$plat" -v v="$want" '$1==t && $3==p && (v=="" || $2==v)' | tail -1)"
[ -n "$line" ] || { echo "no pinned release for $tool on $plat" >&2; exit 1; }
IFS=$'\t' read -r _ ver _ url sha inner <<< "$line"

tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
echo "Downloading $tool $ver from $url"
curl --proto '=https' --tlsv1.2 -fsSL "$url" -o "$tmp/pkg"
got="$(sha256sum "$tmp/pkg" | cut -d' ' -f1)"
if [ "$got" != "$sha" ]; then
  echo "CHECKSUM MISMATCH for $tool $ver" >&2
  echo "  expected $sha" >&2
  echo "  got      $got" >&2
  exit 1
fi
echo "checksum ok"

mkdir -p "$DEST"
case "$url" in
  *.tar.gz) tar -xzf "$tmp/pkg" -C "$tmp" "$inner"; src="$tmp/$inner" ;;
  *.tar.xz) tar -xJf "$tmp/pkg" -C "$tmp" "$inner"; src="$tmp/$inner" ;;
  *)        src="$tmp/pkg" ;;
esac
install -m 0755 "$src" "$DEST/$(basename "${inner/#-/$tool}")"
echo "installed $DEST/$(basename "${inner/#-/$tool}")"
