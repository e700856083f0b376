"""Skill search: the per-home search index (following main) and the hybrid BM25 + embedding ranker."""
