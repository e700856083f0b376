"""The only code that runs git or a subprocess: repository, readers, object writer, locks, git hooks, the quarantine for untrusted sources."""
