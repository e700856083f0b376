#!/usr/bin/env bash
# package.sh SRC_DIR OUT_ZIP - vendor requirements and zip a Lambda function.
set -euo pipefail
src="${1:?src dir}"; out="${2:?output zip}"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
cp -r "$src"/. "$stage"/
if [ -f "$src/requirements.txt" ]; then
  pip install -q -r "$src/requirements.txt" -t "$stage"
fi
mkdir -p "$(dirname "$out")"
rm -f "$out"
(cd "$stage" && zip -qr - .) > "$out"
echo "packaged $(du -h "$out" | cut -f1) -> $out"
