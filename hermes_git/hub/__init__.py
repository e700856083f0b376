"""Community skill sources: quarantined fetch, install, update, skills.lock."""
