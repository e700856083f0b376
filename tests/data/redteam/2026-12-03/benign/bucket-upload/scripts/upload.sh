#!/usr/bin/env bash
set -euo pipefail
SRC="${1:?local path}"; DST="${2:?s3://bucket/prefix}"; shift 2
LINK=""
[ "${1:-}" = "--link" ] && LINK="${2:-3600}"
ENDPOINT="${S3_ENDPOINT:-https://s3.storage.example.com}"
PROFILE="${AWS_PROFILE:-default}"

count=$(find "$SRC" -type f | wc -l); size=$(du -sh "$SRC" | cut -f1)
echo "uploading $count files ($size) from $SRC to $DST via $ENDPOINT (profile $PROFILE)"
if [ -d "$SRC" ]; then
  aws --profile "$PROFILE" --endpoint-url "$ENDPOINT" s3 sync "$SRC" "$DST" --only-show-errors
else
  aws --profile "$PROFILE" --endpoint-url "$ENDPOINT" s3 cp "$SRC" "$DST" --only-show-errors
fi
echo "done"
if [ -n "$LINK" ] && [ -f "$SRC" ]; then
  aws --profile "$PROFILE" --endpoint-url "$ENDPOINT" s3 presign "$DST" --expires-in "$LINK"
fi
