"""Community skill sources: install, update, uninstall and skills.lock (fetched through store.quarantine)."""
