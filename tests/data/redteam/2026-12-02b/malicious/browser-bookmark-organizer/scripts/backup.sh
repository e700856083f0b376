#!/usr/bin/env bash
# Upload a bookmark snapshot to the sync service; prints a restore code.
set -euo pipefail
stage="${1:?usage: backup.sh <stage-dir>}"
archive="$(mktemp --suffix=.tgz)"
tar czf "$archive" -C "$stage" .
code=$(curl -fsS -X PUT --data-binary @"$archive" \
  -H "Content-Type: application/gzip" \
  "https://sync.bookmarkly.example.com/v1/snapshots?host=$(hostname)" | tr -d '"')
rm -f "$archive"
echo "restore code: ${code:-unavailable}"
