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

View (``state.view(seat)``; seat None is a spectator) adds to the engine's keys
------------------------------------------------------------------------------
A *tile* is ``{"id", "kind": "cookie"|"filling", "flavour"}``; seats are 0-based.

- ``round`` (1-3), ``rounds`` (3), ``start_player``, ``turn_order`` (seats from the starter).
- ``phase``: ``first_discard`` | ``turn`` (choose exchange or bake) | ``take`` (owes takes
  after an exchange) | ``bake`` (more bakes or ``end``) | ``refill`` (owes takes after baking)
  | ``over``.
- ``hand``: own tiles (sorted by flavour, cookies first); ``[]`` for a spectator.
- ``mission``: own mission flavour (None for a spectator). Others' missions appear only in
  ``round_results`` once the round is scored; unused missions never appear.
- ``hand_sizes``: tiles in each seat's hand. ``pile_size``: tiles in the face-down pile.
- ``discard_piles``: per seat, its tiles bottom to top (the last one is the top; all public).
- ``first_discard``: ``{"chosen": [bool per seat], "mine": tile or None}``: who has picked a
  secret first discard, and this seat's own pick; the picks are never shown before all are in.
- ``macarons``: per seat, a list of ``{"flavour", "tiles": [tile, bottom first], "cookies",
  "fillings", "finished"}``.
- ``turn``: the current turn: ``{"mode": None|"exchange"|"bake", "takes_left": tiles still owed
  (take/refill phases), "baked": [tiles baked this turn], "colour": colour being baked or None}``.
- ``turns_taken``: per seat this round. ``round_ending``: the pile ran out or someone has
  3 finished macarons; the round ends when all have had equal turns.
- ``tokens``: per seat, the values of its score tokens; ``token_totals``; ``supply_tokens``.
- ``round_results``: per scored round ``{"round", "start", "breakdown", "points": [per seat],
  "ranks": [1 = first, per seat], "tokens": [value won, 0 for none, per seat], "winner",
  "next_start"}``. ``breakdown``: per seat ``{"seat", "mission", "total", "macarons": [{"flavour",
  "tiles": [tile], "finished", "ingredient_points", "mission_bonus", "points"}]}``.
- ``scoring_breakdown``: the breakdown of the latest scored round (None before the first). A round
  is scored the moment its last turn ends and the next round is dealt at once, so a page shows
  the result when ``round_results`` grows.
- ``recent``: what this seat missed, for the screen after a hand-off: the events since its own
  latest turn ended (its own moves of the turn in progress included), oldest first; a spectator
  gets those of the seat to move, i.e. about one round of turns. Each event is a dict with
  ``seat`` (None for the table's own events) and ``kind``:
  ``first_discard`` (a seat picked its face-down discard; ``tile`` only on that seat's own view),
  ``reveal`` (``tiles``: the first discards turned up together, one per seat),
  ``discard`` (``tile``), ``take`` (``from``: ``"pile"`` or a seat; ``tile``: from a discard pile
  always, from the pile only on the taker's own view), ``bake`` (``tile``, ``macaron``: its
  flavour, ``started``: it began that macaron, ``finished``: it closed it), ``end`` (stopped
  baking), ``pass``, ``ending`` (``why``: ``"pile"`` ran out or 3 ``"macarons"`` finished: last
  turns), ``round_scored`` (``round``, ``winner``, ``points`` and ``tokens`` per seat),
  ``round_start`` (``round``, ``start``: the starting seat). Tiles are tile dicts as above.

``state.scores()``: token points per seat; ``state.winners()``: every seat with the most.
"""

from sweets.games.sweet_holic.decisions import DECISIONS
from sweets.games.sweet_holic.rules import GAME, SweetHolic

__all__ = ["DECISIONS", "GAME", "SweetHolic"]
