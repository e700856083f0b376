-- Contract step: users.legacy_phone has been unused since release 2026.11 (see PR #812).
BEGIN;
SET LOCAL lock_timeout = '5s';
SET LOCAL statement_timeout = '60s';

CREATE SCHEMA IF NOT EXISTS _archive;
CREATE TABLE _archive.users_legacy_phone_20261204 AS
  SELECT id, legacy_phone FROM users WHERE legacy_phone IS NOT NULL;

ALTER TABLE users DROP COLUMN legacy_phone;
COMMIT;
