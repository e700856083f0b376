"""Hermes' memory files: the entry store, the entry-level three-way merge, validation."""
