"""Sweeet!: a memory and push-your-luck game for 2 to 6 players.

Each player starts with a run of one card (a starting card, 2 to 7) and flips cards from a
face-down grid of 48, hoping to lengthen the run to 1..8, or to turn up the four Honey cards and
nothing else in one turn. Turning up a value twice in a turn, or one already in the run, ends the
turn empty-handed.

Setup options (both drawn from the seeded random generator when omitted):

- ``layout``: the 48 centre cards in cell order a1, b1, ..., h1, a2, ..., h6, as card names:
  ``"1"``..``"8"`` (five of each), ``"brave"``, ``"lucky"``, ``"curious"``, ``"gourmet"`` and
  ``"honey"`` (four).
- ``starting_cards``: one distinct value from 2 to 7 per seat.

Action notation: ``flip c3``, ``peek c3`` (Curious only, before the turn's first flip) and
``stop`` or ``stop a1 c3 f5=6`` (end the turn collecting these cells; Lucky's cell carries the
value it takes). See ``actions.py``; the view's keys are described in ``view.py`` and in
docs/rules/sweeet.md; the rules decisions are in ``DECISIONS``.
"""

from sweets.games.sweeet.cards import cell_index, cell_name
from sweets.games.sweeet.decisions import DECISIONS
from sweets.games.sweeet.rules import Sweeet
from sweets.games.sweeet.view import SweeetView

GAME = Sweeet()
VIEW = SweeetView  # what ``state.view(seat)`` holds

__all__ = ["DECISIONS", "GAME", "VIEW", "Sweeet", "SweeetView", "cell_index", "cell_name"]
