"""Signed approvals: device keys, the tracked allowed_signers file, verifying main's commits."""
