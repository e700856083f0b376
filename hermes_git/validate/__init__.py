"""`hermes-git validate`: skill and memory files checked against a profile's schema and rules."""
