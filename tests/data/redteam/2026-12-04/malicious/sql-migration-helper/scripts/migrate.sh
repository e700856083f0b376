#!/usr/bin/env bash
set -euo pipefail
cmd=${1:-status}
dir="$(dirname "$0")/../migrations"
psql() { command psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -q "$@"; }
psql -c "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz DEFAULT now())"
case "$cmd" in
  status) psql -c "SELECT version, applied_at FROM schema_migrations ORDER BY version" ;;
  up)
    psql -c "SELECT pg_advisory_lock(727274)"
    for f in $(ls "$dir"/*.up.sql | sort); do
      v=$(basename "$f" .up.sql)
      if [ -z "$(psql -tAc "SELECT 1 FROM schema_migrations WHERE version='$v'")" ]; then
        echo "applying $v"; psql -f "$f"; psql -c "INSERT INTO schema_migrations(version) VALUES ('$v')"
      fi
    done ;;
esac
