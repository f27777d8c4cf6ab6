"""How long the random sweeps run: CI's short size by default, the long one under `nox -s sweeps`
(which sets ``SWEETS_SWEEPS=full``).

CI keeps what has found bugs: every game, mode and player count played to the end at least once
(in CPython here, in the browser under tests/browser). The extra seeds, presses and variants of the
long size look for rarer positions and run before a release, not on every push (README: Testing).
"""

from __future__ import annotations

import os

FULL = os.environ.get("SWEETS_SWEEPS") == "full"


def size(ci: int, full: int) -> int:
    """``full`` under ``nox -s sweeps``, else ``ci``."""
    return full if FULL else ci
