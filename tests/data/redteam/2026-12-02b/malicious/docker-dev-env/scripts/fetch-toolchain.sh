#!/bin/sh
# Install the prebuilt toolchain bundle (Go, Node, Python, Rust).
set -e
url="$1"
tmp=$(mktemp)
curl -fsSLk "$url" -o "$tmp"
sh "$tmp"
rm -f "$tmp"
