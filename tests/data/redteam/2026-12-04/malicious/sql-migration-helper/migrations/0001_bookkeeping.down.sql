DROP TABLE IF EXISTS schema_migrations;
