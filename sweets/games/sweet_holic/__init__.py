"""Sweet Holic (Korea Boardgames, 2021), 2-4 players, 3 rounds of baking macarons.

Our own summary of the rules is docs/rules/sweet-holic.md; open points are settled in
:data:`DECISIONS` (``sweets.games.sweet_holic.decisions``).

Tiles
-----
Ingredient ids: cookies ``c1``-``c24`` (4 each of strawberry, blueberry, green_tea, lemon, mint,
burnt, in that order: c1-c4 strawberry ... c21-c24 burnt) and fillings ``f1``-``f30`` (6 each of
the five fruits, same order). ``data.TILES`` maps an id to its kind and flavour.

Notation (``str(action)`` and ``game.parse_action`` round-trip)
-----------------------------------------------------------------
A turn is a sequence of small actions; the seat keeps moving until its turn is over.

- ``discard <id>``: in the first-discard phase, the secret first discard; on a turn, start an
  exchange by laying the tile on your discard pile (a cookie lets you take 2, a filling 1).
- ``take pile`` / ``take <seat>``: take the top of the ingredient pile, or of seat ``<seat>``'s
  discard pile (seats from 0; never your own). Offered while an exchange or a refill still owes
  tiles; the turn ends by itself when nothing more is owed or nothing is left to take.
- ``bake <id>``: place one tile on the macaron of its flavour (a cookie with no such macaron
  starts one). ``bake <id> on <flavour>``: a burnt cookie closing your ``<flavour>`` macaron.
- ``end``: stop baking (at least one tile must have been baked); a hand under 3 then refills.
- ``pass``: offered only when the hand is empty (nothing to exchange or bake).

Options (``game.new(n, seed, options)``), every random setup element can be fixed
-----------------------------------------------------------------------------------
- ``first_player``: seat that starts round 1 (default: drawn from the seed).
- ``decks``: up to 3 lists, one per round, of distinct ingredient ids, top of the deck first;
  the listed tiles come first and the rest are shuffled under them. Seat ``i`` is dealt deck
  positions ``5i .. 5i+4`` (seat 0 first, whoever starts); the rest is the pile, top first.
- ``missions``: up to 3 entries, one per round: a list of one mission flavour per seat (all
  different), or null for a random deal.

View
----
``state.view(seat)`` (seat None is a spectator): the engine's keys and the game's, described key by
key in ``view.py`` (``SweetHolicView``).

``state.scores()``: token points per seat; ``state.winners()``: every seat with the most.
"""

from sweets.games.sweet_holic.decisions import DECISIONS
from sweets.games.sweet_holic.rules import GAME, SweetHolic
from sweets.games.sweet_holic.view import SweetHolicView

VIEW = SweetHolicView  # what ``state.view(seat)`` holds

__all__ = ["DECISIONS", "GAME", "VIEW", "SweetHolic", "SweetHolicView"]
