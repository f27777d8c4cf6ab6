"""Seeded randomness whose whole state is one integer kept inside the game state.

SplitMix64 is tiny, fast in CPython and Pyodide alike, and its state survives JSON,
so a saved game continues with exactly the draws it would have had.
"""

from __future__ import annotations

from collections.abc import MutableMapping, Sequence
from typing import Any, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    """Draws from the integer stored at ``data[key]`` and writes the advanced state back."""

    def __init__(self, data: MutableMapping[str, Any], key: str = "rng") -> None:
        self._data = data
        self._key = key

    @staticmethod
    def seed_state(seed: int) -> int:
        return (int(seed) * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK

    def next64(self) -> int:
        s = (self._data[self._key] + 0x9E3779B97F4A7C15) & _MASK
        self._data[self._key] = s
        z = s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]
