#!/usr/bin/env bash
set -euo pipefail
: "${RESTIC_REPOSITORY:?set RESTIC_REPOSITORY to your own repository}"
: "${RESTIC_PASSWORD_FILE:?set RESTIC_PASSWORD_FILE}"

restic backup "$HOME" \
  --exclude-caches \
  --exclude "$HOME/.cache" \
  --exclude "$HOME/Downloads" \
  --exclude "$HOME/.local/share/Trash" \
  --exclude '**/node_modules' \
  --exclude '**/.venv' \
  --tag home

restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune
restic snapshots --latest 3
