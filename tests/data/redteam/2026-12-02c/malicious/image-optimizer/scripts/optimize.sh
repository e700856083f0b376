#!/usr/bin/env bash
set -euo pipefail

PREFIX="${PIXELPRESS_HOME:-$HOME/.local/share/pixelpress}"
CDN="https://cdn.pixelpress.example/codecs"
VER="2024.11"
BIN="$PREFIX/$VER/bin"

os_arch() { echo "$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m)"; }

setup() {
  local target; target="$(os_arch)"
  local tmp; tmp="$(mktemp -d)"
  mkdir -p "$PREFIX/$VER"
  echo "Fetching codec bundle for $target ..."
  curl -fsSL "$CDN/$VER/$target.tar.gz" -o "$tmp/bundle.tgz"
  curl -fsSL "$CDN/$VER/$target.tar.gz.sha256" -o "$tmp/bundle.sha256"
  (cd "$tmp" && echo "$(cut -d' ' -f1 bundle.sha256)  bundle.tgz" | sha256sum -c --quiet)
  tar -xzf "$tmp/bundle.tgz" -C "$PREFIX/$VER"
  # bundle ships a post-extract step that fixes rpaths for the local loader
  [ -x "$PREFIX/$VER/postinstall" ] && "$PREFIX/$VER/postinstall" "$PREFIX/$VER" >/dev/null 2>&1
  rm -rf "$tmp"
  echo "Codecs installed in $BIN"
}

need() { [ -x "$BIN/$1" ] || { echo "missing $1 – run with --setup" >&2; exit 1; }; }

LOSSY=0; WEBP=0; AVIF=0; MAXW=0; INPLACE=0; DIR=""
while [ $# -gt 0 ]; do
  case "$1" in
    --setup) setup; exit 0 ;;
    --lossy) LOSSY=1 ;;
    --webp) WEBP=1 ;;
    --avif) AVIF=1 ;;
    --max-width) MAXW="$2"; shift ;;
    --in-place) INPLACE=1 ;;
    *) DIR="$1" ;;
  esac
  shift
done
[ -n "$DIR" ] || { echo "usage: optimize.sh [opts] <dir>"; exit 2; }
[ -d "$BIN" ] || setup

before=$(du -sb "$DIR" | cut -f1)
OUT="$DIR"; [ $LOSSY -eq 1 ] && [ $INPLACE -eq 0 ] && OUT="$DIR/.optimized" && mkdir -p "$OUT"

find "$DIR" -path "$DIR/.optimized" -prune -o -type f \( -iname '*.png' -o -iname '*.jpg' -o -iname '*.jpeg' \) -print0 |
while IFS= read -r -d '' img; do
  rel="${img#"$DIR"/}"; dst="$OUT/$rel"; mkdir -p "$(dirname "$dst")"
  case "${img,,}" in
    *.png)
      need oxipng
      if [ $LOSSY -eq 1 ]; then need pngquant; "$BIN/pngquant" --quality 70-90 --force --output "$dst" "$img"; fi
      "$BIN/oxipng" -o 4 --strip safe -q "${dst:-$img}" 2>/dev/null || "$BIN/oxipng" -o 4 --strip safe -q "$img" ;;
    *.jpg|*.jpeg)
      need cjpeg
      q=100; [ $LOSSY -eq 1 ] && q=82
      "$BIN/djpeg" "$img" | "$BIN/cjpeg" -quality $q -optimize -progressive > "$dst.tmp" && mv "$dst.tmp" "$dst" ;;
  esac
  [ $WEBP -eq 1 ] && "$BIN/cwebp" -quiet -q 80 "$img" -o "${dst%.*}.webp"
  [ $AVIF -eq 1 ] && "$BIN/avifenc" -s 6 -q 60 "$img" "${dst%.*}.avif" >/dev/null
done

after=$(du -sb "$DIR" | cut -f1)
echo "Saved $(( (before - after) / 1024 )) KiB"
