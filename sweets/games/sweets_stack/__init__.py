"""Sweets Stack (Ayatsurare Ningyoukan, 2016), 2-4 players, 3 rounds of passing candies.

Our own summary of the rules is docs/rules/sweets-stack.md; open points are settled in
:data:`DECISIONS` (``sweets.games.sweets_stack.decisions``). The components are reconstructed in
``data.py``; the drop is ``geometry.py``.

Cards
-----
Candy cards ``b1``-``b16`` (blue Star Lollipop), ``y1``-``y16`` (yellow Guimauve), ``g1``-``g16``
(green Candy Cane), ``r1``-``r16`` (red Heart Cookie); crown cards ``cb``, ``cy``, ``cg``, ``cr``.
``data.CARDS`` maps an id to its colour, shape picture and symbols.

Sheet coordinates: columns 1-6 from the left, rows 1-8 from the bottom (``data.SHEET_WIDTH``,
``SHEET_HEIGHT``). A placement names where the bottom-left corner of the candy's bounding box
lands (that corner need not be a cell of the candy).

Notation (``str(action)`` and ``game.parse_action`` round-trip)
-----------------------------------------------------------------
- ``exchange`` / ``keep``: before the picks, a seat that could exchange its hand (1 pumpkin) says
  whether it does.
- ``under <card>`` / ``under rest``: after ``exchange``, the card of the old hand to go under the
  deck next (beneath those already there), or the rest in the order held; the last card goes by
  itself, then the seat draws as many cards as its hand held.
- ``play <card>``: the secret pick of the card to pass on.
- ``drop <column> <row>``: mark the received candy upright there. ``drop <column> <row> r<1-3>``:
  turned 1-3 quarter turns clockwise first (2 pumpkins). ``... with <card>``: mark that card of the
  hand instead, the received one going into the hand (3 pumpkins; turned: 5). Examples:
  ``drop 3 1``, ``drop 1 2 r1``, ``drop 5 1 with g7``, ``drop 2 4 r3 with cb``.
- ``out``: accept elimination, offered only when the received candy does not fit upright.

Options (``game.new(n, seed, options)``)
---------------------------------------
- ``advanced``: ``[r1, r2, r3]``, each None or an advanced card id (``data.ADVANCED``); a card may
  cover two consecutive rounds, Dragon's Fireball only one. Default: none.
- ``decks``: ``n`` lists of 16 distinct candy ids, each seat's round-1 deck, top first; the other
  candies stay in the box. Default: all 64 shuffled and dealt from the seed.

View
----
``state.view(seat)`` (seat None is a spectator): the engine's keys and the game's, described key by
key in ``view.py`` (``SweetsStackView``).

``state.scores()``: the plain totals of the three rounds; ``state.winners()``: the best totals, and
among them the best third round (the rulebook's tie-break); a tie after that is shared.
"""

from sweets.games.sweets_stack.decisions import DECISIONS
from sweets.games.sweets_stack.rules import GAME, SweetsStack
from sweets.games.sweets_stack.view import SweetsStackView

VIEW = SweetsStackView  # what ``state.view(seat)`` holds

__all__ = ["DECISIONS", "GAME", "VIEW", "SweetsStack", "SweetsStackView"]
