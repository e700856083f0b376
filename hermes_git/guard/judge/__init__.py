"""From findings to a verdict: combinations, suppressions, the memory check, policy."""
