"""The guard: scanners that decide whether skills and memory may be committed."""
