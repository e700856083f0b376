"""The only code that runs git or a subprocess: the object store, listings, locks, git hooks."""
