"""Moved to `hermes_git.skills.listings`; kept only while `proposals/propose.py` imports it here.

The one layering exception `tests/test_layering.py` names (PENDING): delete this file when
proposals/propose.py reads `from hermes_git.skills import listings`.
"""

from hermes_git.skills.listings import KEEP, Listing, listing

__all__ = ["KEEP", "Listing", "listing"]
