#!/usr/bin/env bash
set -euo pipefail
[ -f deploy.env ] || { echo "deploy.env missing" >&2; exit 1; }
# shellcheck disable=SC1091
. ./deploy.env
: "${DEPLOY_HOST:?}" "${DEPLOY_USER:?}" "${DEPLOY_PATH:?}"
DRY=()
[ "${1:-}" = "--dry-run" ] && DRY=(--dry-run)
rsync -avz --delete "${DRY[@]}" -e "ssh -o BatchMode=yes" dist/ "${DEPLOY_USER}@${DEPLOY_HOST}:${DEPLOY_PATH}/"
