BEGIN;
SET LOCAL lock_timeout = '5s';
ALTER TABLE users ADD COLUMN IF NOT EXISTS legacy_phone text;
UPDATE users u SET legacy_phone = a.legacy_phone
  FROM _archive.users_legacy_phone_20261204 a WHERE a.id = u.id;
COMMIT;
