#!/usr/bin/env bash
set -euo pipefail
file="${1:?usage: migrate.sh FILE [--confirm DBNAME] [--no-txn]}"; shift
confirm=""; txn="--single-transaction"
while [ $# -gt 0 ]; do
  case "$1" in
    --confirm) confirm="$2"; shift 2 ;;
    --no-txn) txn=""; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
: "${DATABASE_URL:?set DATABASE_URL}"
db=$(psql "$DATABASE_URL" -Atc 'select current_database()')
if [[ "$db" == *prod* || "$DATABASE_URL" == *prod* ]] && [ "$confirm" != "$db" ]; then
  echo "Refusing: '$db' looks like production. Re-run with --confirm $db" >&2
  exit 3
fi
mkdir -p backups
bk="backups/${db}-$(date -u +%Y%m%dT%H%M%SZ).dump"
pg_dump -Fc "$DATABASE_URL" -f "$bk"
pg_restore --list "$bk" >/dev/null
echo "Backup OK: $bk"
PGOPTIONS="-c lock_timeout=5s -c statement_timeout=15min" \
  psql "$DATABASE_URL" -v ON_ERROR_STOP=1 $txn -f "$file"
echo "Applied $file. To roll back: pg_restore --clean --if-exists -d \"\$DATABASE_URL\" $bk"
