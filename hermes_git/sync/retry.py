"""Lost push races: which push failures are another device winning (retry), and the backoff.

Two devices pushing at once: one wins, the other's `main` update is refused as not a
fast-forward, or the server fails to take the ref lock the winner holds ("cannot lock ref",
"failed to update ref"). Neither is the server saying no: sync fetches, merges, gates and
pushes again, a bounded number of times with a randomised, doubling pause. Only what is left
(a hook's or a protected branch's refusal) is a real rejection (exit 6).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable

ATTEMPTS = 12  # fetch-merge-gate-push rounds before giving up (exit 3, "sync again")
FIRST_PAUSE = 0.05  # seconds; doubles each round, up to MAX_PAUSE, times 0.5..1.5
MAX_PAUSE = 1.6

_RACE = (
    r"fetch first|non-fast-forward|cannot lock ref|failed to update ref|unable to lock|"
    r"failed to lock|incorrect old value|stale info|Unable to create '[^']*\.lock'|"
    r"reference already exists|is at [0-9a-f]+ but expected"
)


def is_race(text: str) -> bool:
    """Whether a push's refusal text is a lost race (the remote moved or a ref was locked)."""
    # compiled on first use (re's cache keeps it): `status` and an idle sync never ask
    return re.search(_RACE, text, re.IGNORECASE) is not None


def pause(attempt: int, sleep: Callable[[float], None] = time.sleep) -> float:
    """Wait before round `attempt + 1` (0-based): randomised so racing devices drift apart."""
    import random  # deferred for start-up: `status` loads this module (sync.remote), never waits

    seconds: float = min(FIRST_PAUSE * 2**attempt, MAX_PAUSE) * random.uniform(0.5, 1.5)
    sleep(seconds)
    return seconds
