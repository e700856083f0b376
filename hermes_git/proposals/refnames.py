"""The ref names the review workflow shares, in a module of their own: `status` and the sync's
remote code read them without loading what a proposal is (`proposals.change` re-exports them)."""

from __future__ import annotations

REVIEW_PREFIX = "hermes/review"  # review branches: hermes/review/<device>/<slug>

MAIN_REF = "refs/heads/main"
REJECTED_PREFIX = "refs/hermes/rejected/"  # rejection notes (`proposals.rejected`)
