"""Deterministic randomness for bots: the same seed and inputs give the same choice everywhere.

Python's ``hash`` of strings changes from run to run, and bots must behave the same in CPython
and in Pyodide, so integers are mixed with SplitMix64's finaliser instead.
"""

from __future__ import annotations

import random

_MASK = (1 << 64) - 1


def mix(*parts: int) -> int:
    """A well-spread 64-bit integer from a few integers."""
    z = 0x9E3779B97F4A7C15
    for part in parts:
        z = (z ^ (int(part) & _MASK)) & _MASK
        z = (z + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
    return z


def chance(*parts: int) -> float:
    """A number in [0, 1) fixed by ``parts``."""
    return mix(*parts) / (1 << 64)


def rng(*parts: int) -> random.Random:
    """A ``random.Random`` fixed by ``parts`` (its integer seeding is stable across versions)."""
    return random.Random(mix(*parts))
