"""Skill folders as Hermes reads and edits them: model, discovery, skill_manage, merges, lock."""
