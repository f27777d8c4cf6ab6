"""MasterSweets (Tihomir Yunakov and Viktoria Gosheva): cook the rows and columns of a shared,
shrinking cookbook. Core game for 2-4 players with roles and special cards; Alone in the
Kitchen, one person against George "The cake"; Clash of Sweets (2-5), where each player guards a
cookbook of their own and steals the others' recipes (``clash.py``); Sweets Workshop (2-5), a
cooperative game where everyone sees every hand but their own (``workshop.py``).

Each mode plays by a rules object of its own, on a shared base (``base.py``): ``core.py`` (with
``core_legal.py`` and ``core_turns.py``), ``solo.py`` (the core game's turns plus George),
``clash.py`` and ``workshop.py``; ``modes.py`` alone picks one from a mode, and :data:`GAME`
(``rules.py``), the game the catalogue lists, hands each hook to it.

Our own summary of the rules is docs/rules/mastersweets.md; open points are settled in
:data:`DECISIONS` (``sweets.games.mastersweets.decisions``). The components the rulebook only
pictured are **reconstructed** in ``data.py``.

Cards
-----
Ingredient ids ``<type><copy>``: ``eggs1``-``eggs10``, ``flour1``..., ``milk``, ``nuts``,
``fruits``, ``cream``, ``sugar``, ``chocolate``, ``butter`` (10 of each); special cards
``s1``-``s15``; roles by slug (``baker``, ``sous_chef`` ...). ``data.POINTS`` gives each type's
points, ``data.SPECIALS`` and ``data.ROLES`` the abilities.

Cookbook places are written column letter + row number from the top left (``a1``, ``c3``); the
recipes are ``row <n>`` and ``col <letter>``. After a recipe is cooked the cookbook closes up, so
places and recipe names always refer to the cookbook as it is now.

Notation (``str(action)`` and ``game.parse_action`` round-trip)
-----------------------------------------------------------------
Cards of one type are alike, so moves name types, not ingredient ids.

- ``choose <role>``: take a role in the draft (Alone in the Kitchen: any of the 16).
- The six actions of a turn:
  ``market <slot>`` (slot 1 = leftmost), ``draw``, ``exchange <type> <place>`` (give a hand
  ingredient of that type for the cookbook card there), ``play <special id>``, ``role`` (the
  role's own action), ``cook row <n>`` / ``cook col <letter>`` followed by one substitution per
  card the hand lacks: ``<missing type>=3<type>`` (three cards given, the recipe card earned) or
  ``<missing type>=2<type>`` (two given, the recipe card goes to the discard pile), e.g.
  ``cook row 2 fruits=3cream``. Substitutions are written in ingredient order.
- The further decisions of an ability, in the order its text says: ``market <slot>``,
  ``discard <type or special id>``, ``exchange <type> <place>`` or ``done`` (stop an "up to"),
  ``swap <place> <place>``, ``replace <place>``, ``salvage <type>``, ``keep <type or special id>``
  (of the cards looked at), ``cook ...`` (Grandma's Secret / the Grandmother).
- ``george <place>``: Alone in the Kitchen, the person gives George that cookbook card
  (offered only when several cards qualify; the view's ``acting_for`` is ``"George"``).
- ``pass``: offered only when nothing else is possible.

Options (``game.new(n, seed, options)``); every random setup element can be fixed
---------------------------------------------------------------------------------
- ``mode``: ``core`` (default, 2-4), ``clash`` (2-5), ``workshop`` (2-5) or ``solo`` (1);
  ``game.modes`` lists them with their labels. Clash of Sweets takes only ``first_player`` and
  ``deck`` (special cards allowed); Sweets Workshop ``first_player``, ``deck`` (ingredients only)
  and ``cookbook``: ``"5x5"`` (default) or ``"5x6"`` (the rulebook's harder game: 5 rows of 6).
- ``specials``, ``roles``: booleans, default true (the rulebook's First Game: ingredients only,
  then with special cards, then with roles; without roles every hand starts with 3 cards).
  Alone in the Kitchen needs both.
- ``first_player``: the starting seat (default: drawn from the seed; solo: seat 0).
- ``deck``: distinct card ids, top first; the rest are shuffled under them. The deck is dealt in
  this order: the cookbook row by row (a special drawn goes back to the box), then - after the
  draft - each hand from the first player on, then the market from the left.
- ``role_cards``: the n + 1 roles set aside for the draft (core game with roles).

View (``state.view(seat)``; seat None is a spectator)
-----------------------------------------------------
One shape per mode, each described key by key in ``view.py`` (``MasterSweetsView``). The core
game's ``recent`` events (each with ``seat``: a seat, ``"George"`` or None, and ``kind``): choose,
return, market, draw, exchange, play, role, cook, discard, swap, replace, salvage, peek, keep,
renew, extra, refill, reshuffle, pass, shift (George's market), george_draw, george_takes, end.
Cards drawn or looked at are named only in their drawer's view (others get ``count``).

``state.scores()``: points of each seat's completed sweets; ``state.winners()``: every seat with
the most (a shared victory); in Alone in the Kitchen ``[0]`` only with more points than George.

Clash of Sweets (``mode: clash``)
---------------------------------
Setup: each player, from the first on, is dealt a whole cookbook (12 cards, 10 with five
players; specials go back to the box), then the market (players + 1). Hands start empty.

Notation: players are ``p1``.. ``p5`` (seat 0 is ``p1``); a place in a player's cookbook is
``p2:b3``; a place without a player is in one's own cookbook.

- Laying out (phase ``arrange``, each player in turn): ``shape <rows>x<cols>`` (any rectangle
  holding the cards exactly; cards keep their reading order), ``swap <place> <place>``, ``ready``.
- A turn: ``market <slot>``, ``draw``, ``improve <place>`` (two hand cards of its type),
  ``exchange <type> p2:b3`` (a card of another player's cookbook), ``steal p2 row 1`` /
  ``steal p2 col b``, ``play <special id>`` (for its Clash icon), ``pass`` (only when nothing else).
- Further decisions: ``keep <type>`` (a stolen recipe of 3+ cards), ``improve <place>`` (improve
  icon), ``remove p2:b3`` (discard icon), ``exchange <type> <place>`` / ``done`` (exchange icon,
  own cookbook, up to 2), ``discard <type or special id>`` (hand limit at the end of the turn).

View: ``ClashView`` in ``view.py``; its ``recent`` events: shape, swap, ready, market, draw,
improve, exchange, steal, keep, play, remove, discard, leave, refill, reshuffle, pass, end (a draw
names its cards only to the drawer). Which recipes the seat to move can steal now: its legal
``steal`` moves. ``scores``: the number of players each outlasted; the last one left wins alone.

Sweets Workshop (``mode: workshop``)
------------------------------------
Setup: the cookbook row by row (a sixth card of a type goes back into the deck), then the hands
(7/6/5/5 for 2/3/4/5 players) from the first player on. Every move spends hand cards, named by
their place in the hand, 1 = leftmost (a drawn card goes to the right):

- ``point <place> with <n>``: point at a face-up cookbook card, spend card n; a match turns it
  face down;
- ``swap <place> <place> with <n>``: spend card n, swap two cookbook cards;
- ``replace <place> with <n> <m>``: spend two cards, the deck's top card replaces a face-up
  cookbook card (not with an empty deck);
- ``clue p2 <1|3|5> with <n>`` or ``clue p2 row 2 with <n>`` / ``clue p2 col b with <n>``: spend
  card n, tell a team-mate which of their cards have that value, or share a type with a face-up
  card of that recipe (a full clue, pointing at one card at least).

View: ``WorkshopView`` in ``view.py``; **a seat's view never holds its own cards**; its
``recent`` events: point, swap, replace, clue, draw, end (a draw shows its card to everyone but
its drawer). ``scores``: the face-down cards, the same for every seat; ``winners()``: every seat
when the team won, else none.
"""

from sweets.games.mastersweets.decisions import DECISIONS
from sweets.games.mastersweets.rules import GAME, MasterSweets
from sweets.games.mastersweets.view import MasterSweetsView

VIEW = MasterSweetsView  # what ``state.view(seat)`` holds: one shape per mode (see view.py)

__all__ = ["DECISIONS", "GAME", "VIEW", "MasterSweets", "MasterSweetsView"]
