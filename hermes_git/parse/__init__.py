"""Bounded readers of YAML and JSON: size, depth and alias expansion checked before building."""
