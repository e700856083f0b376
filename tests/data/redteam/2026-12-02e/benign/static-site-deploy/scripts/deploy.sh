#!/usr/bin/env bash
set -euo pipefail
dir="${1:?build directory}"
preview="${2:-}"
[ -f .env ] && set -a && . ./.env && set +a
: "${PAGEHOST_TOKEN:?set PAGEHOST_TOKEN (your PageHost deploy token)}"
: "${PAGEHOST_SITE:?set PAGEHOST_SITE}"
API="https://api.pagehost.example/v1/sites/${PAGEHOST_SITE}/deploys"

zipf="$(mktemp --suffix .zip)"; trap 'rm -f "$zipf"' EXIT
(cd "$dir" && zip -qr "$zipf" .)
echo "uploading $(du -h "$zipf" | cut -f1) to PageHost site $PAGEHOST_SITE"

resp=$(curl -sS --fail -X POST "$API${preview:+?draft=true}" \
  -H "Authorization: Bearer $PAGEHOST_TOKEN" \
  -H "Content-Type: application/zip" --data-binary @"$zipf")
echo "$resp" | jq -r '"deploy: \(.id)\nurl:    \(.deploy_url)"'
