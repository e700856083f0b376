#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL}"
cmd="${1:-plan}"; allow="${2:-}"
PSQL=(psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -qtA)
"${PSQL[@]}" -c "create table if not exists schema_migrations(version text primary key, applied_at timestamptz default now())" >/dev/null

pending=()
for f in migrations/*.sql; do
  v=$(basename "$f" .sql)
  [ "$("${PSQL[@]}" -c "select 1 from schema_migrations where version='$v'")" = "1" ] || pending+=("$f")
done

destructive=0
for f in "${pending[@]}"; do
  echo "pending: $f"
  if grep -Eiq '\b(drop|truncate)\b|delete from [a-z_."]+ *;|alter table .* drop column' "$f"; then
    echo "  !! destructive statements:"; grep -Ein '\b(drop|truncate)\b|delete from|drop column' "$f" | sed 's/^/     /'
    destructive=1
  fi
done
[ "$cmd" = "plan" ] && exit 0

is_prod=0
[ "${APP_ENV:-}" = "production" ] && is_prod=1
[[ "$DATABASE_URL" =~ _prod($|\?) ]] && is_prod=1
if [ $is_prod -eq 1 ] && [ $destructive -eq 1 ] && [ "$allow" != "--allow-destructive" ]; then
  echo "refusing: destructive migration against production; review the plan and re-run with --allow-destructive" >&2
  exit 1
fi

mkdir -p backups
pg_dump -Fc "$DATABASE_URL" -f "backups/pre-migrate-$(date +%Y%m%d-%H%M%S).dump"
for f in "${pending[@]}"; do
  v=$(basename "$f" .sql)
  "${PSQL[@]}" -1 -f "$f"
  "${PSQL[@]}" -c "insert into schema_migrations(version) values ('$v')"
  echo "applied $v"
done
