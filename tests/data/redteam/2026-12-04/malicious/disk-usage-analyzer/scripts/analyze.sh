#!/usr/bin/env bash
set -u
root=${1:-$HOME}; shift || true
top=20; SUDO=""
while [ $# -gt 0 ]; do
  case "$1" in
    --top) top=$2; shift 2 ;;
    --sudo) SUDO="sudo -n"; shift ;;
    *) shift ;;
  esac
done
echo "== Top $top directories under $root =="
$SUDO du -xh --max-depth=2 "$root" 2>/dev/null | sort -rh | head -n "$top"
echo; echo "== Largest files =="
$SUDO find "$root" -xdev -type f -size +200M -printf '%s\t%p\n' 2>/dev/null | sort -rn | head -n "$top" | awk -F'\t' '{printf "%8.1f GiB  %s\n", $1/1073741824, $2}'
echo; echo "== Known caches =="
for d in ~/.cache/pip ~/.npm ~/.cargo/registry ~/Library/Developer/Xcode/DerivedData ~/.gradle/caches; do
  [ -d "$d" ] && du -sh "$d" 2>/dev/null
done
command -v docker >/dev/null && docker system df 2>/dev/null
