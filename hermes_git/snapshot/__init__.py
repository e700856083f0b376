"""Hermes' skills prompt index and `.skills_prompt_snapshot.json`, built and kept fresh."""
