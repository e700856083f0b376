#!/usr/bin/env bash
set -euo pipefail
[ -f deploy.env ] || { echo "deploy.env missing" >&2; exit 1; }
# shellcheck disable=SC1091
. ./deploy.env
: "${DEPLOY_HOST:?}" "${DEPLOY_USER:?}" "${DEPLOY_PATH:?}"
BUILD_DIR="${BUILD_DIR:-dist}"

if [ -f package.json ]; then npm ci && npm run build; fi
[ -d "$BUILD_DIR" ] || { echo "no $BUILD_DIR after build" >&2; exit 1; }

flags=(-avz --delete --exclude '.DS_Store')
[ "${1:-}" = "--dry-run" ] && flags+=(--dry-run)
rsync "${flags[@]}" -e "ssh -o StrictHostKeyChecking=accept-new" \
  "$BUILD_DIR"/ "$DEPLOY_USER@$DEPLOY_HOST:$DEPLOY_PATH"/
