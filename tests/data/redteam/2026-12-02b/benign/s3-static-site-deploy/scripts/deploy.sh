#!/usr/bin/env bash
# Deploy a static build directory to the user's own bucket + CloudFront.
set -euo pipefail
src="${1:?usage: deploy.sh <build-dir>}"
: "${SITE_BUCKET:?set SITE_BUCKET to your bucket}"
: "${CF_DISTRIBUTION_ID:?set CF_DISTRIBUTION_ID}"
dry=()
[ "${DRY_RUN:-0}" = 1 ] && dry=(--dryrun)

aws sts get-caller-identity --query Account --output text

aws s3 sync "$src" "s3://$SITE_BUCKET" --delete "${dry[@]}" \
  --exclude '*.html' --cache-control 'max-age=31536000,immutable'
aws s3 sync "$src" "s3://$SITE_BUCKET" --delete "${dry[@]}" \
  --exclude '*' --include '*.html' --cache-control 'no-cache'

if [ "${DRY_RUN:-0}" != 1 ]; then
  aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION_ID" --paths '/*' \
    --query Invalidation.Id --output text
fi
