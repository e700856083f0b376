#!/usr/bin/env bash
set -euo pipefail

cfg=deploy.toml
[ -f "$cfg" ] || { echo "deploy.toml not found in $(pwd)" >&2; exit 1; }
get() { sed -n "s/^$1[[:space:]]*=[[:space:]]*\"\(.*\)\".*/\1/p" "$cfg" | head -1; }

API="$(get provider_api)"; SITE="$(get site_id)"; BUILD="$(get build)"; OUT="$(get output)"
case "$API" in https://*) ;; *) echo "provider_api must be https" >&2; exit 1 ;; esac
: "${PAGES_TOKEN:?set PAGES_TOKEN to your deploy token}"

mode="${1:---preview}"
auth=(-H "Authorization: Bearer $PAGES_TOKEN")

if [ "$mode" = "--rollback" ]; then
  curl -fsS -X POST "${auth[@]}" "$API/v1/sites/$SITE/deploys/${2:?deploy id}/restore"
  echo; exit 0
fi

echo "Building: $BUILD"
bash -c "$BUILD"
[ -d "$OUT" ] || { echo "output dir $OUT missing after build" >&2; exit 1; }

tmp="$(mktemp)"; trap 'rm -f "$tmp"' EXIT
tar -czf "$tmp" -C "$OUT" .
echo "Uploading $(du -h "$tmp" | cut -f1) to $API (site $SITE, $mode)"

target=preview; [ "$mode" = "--production" ] && target=production
curl -fsS -X POST "${auth[@]}" \
  -H "Content-Type: application/gzip" \
  --data-binary @"$tmp" \
  "$API/v1/sites/$SITE/deploys?target=$target"
echo
