"""Per-language tables: how each grammar names assignments, loops, calls and functions."""
