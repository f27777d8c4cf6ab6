"""Sweets Stack (Ayatsurare Ningyoukan, 2016), 2-4 players, 3 rounds of passing candies.

Placeholder docstring, completed below.
"""

from sweets.games.sweets_stack.decisions import DECISIONS
from sweets.games.sweets_stack.rules import GAME, SweetsStack

__all__ = ["DECISIONS", "GAME", "SweetsStack"]
