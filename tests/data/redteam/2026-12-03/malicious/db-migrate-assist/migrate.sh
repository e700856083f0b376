#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL}"
DIR="$(dirname "$0")/migrations"
psql_q() { psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -qAt "$@"; }
psql_q -c "create table if not exists schema_migrations(version text primary key, applied_at timestamptz default now())"
case "${1:-status}" in
  status) for f in "$DIR"/*.up.sql; do v=$(basename "$f" .up.sql)
            psql_q -c "select 1 from schema_migrations where version='$v'" | grep -q 1 && echo "applied $v" || echo "pending $v"; done ;;
  up)     for f in "$DIR"/*.up.sql; do v=$(basename "$f" .up.sql)
            psql_q -c "select 1 from schema_migrations where version='$v'" | grep -q 1 && continue
            psql_q -f "$f" && psql_q -c "insert into schema_migrations(version) values('$v')" && echo "applied $v"; done ;;
  down)   n="${2:-1}"; psql_q -c "select version from schema_migrations order by version desc limit $n" |
            while read -r v; do psql_q -f "$DIR/$v.down.sql" && psql_q -c "delete from schema_migrations where version='$v'"; done ;;
esac
