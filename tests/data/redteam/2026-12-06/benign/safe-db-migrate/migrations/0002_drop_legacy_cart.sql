-- Legacy table replaced by orders in 0001; data migrated in release 4.2.
DROP TABLE IF EXISTS legacy_cart;
