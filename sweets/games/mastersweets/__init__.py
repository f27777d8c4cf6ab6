"""MasterSweets (Tihomir Yunakov and Viktoria Gosheva): cook the rows and columns of a shared,
shrinking cookbook. Core game for 2-4 players with roles and special cards, and Alone in the
Kitchen, one person against George "The cake". Clash of Sweets and Sweets Workshop (2-5) are
known to ``player_range`` but not playable yet.

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
- ``mode``: ``core`` (default, 2-4) or ``solo`` (1). ``clash`` and ``workshop`` (2-5) raise
  ValueError "not available yet"; ``player_range`` already answers for them.
- ``specials``, ``roles``: booleans, default true (the rulebook's First Game: ingredients only,
  then with special cards, then with roles; without roles every hand starts with 3 cards).
  Alone in the Kitchen needs both.
- ``first_player``: the starting seat (default: drawn from the seed; solo: seat 0).
- ``deck``: distinct card ids, top first; the rest are shuffled under them. The deck is dealt in
  this order: the cookbook row by row (a special drawn goes back to the box), then - after the
  draft - each hand from the first player on, then the market from the left.
- ``role_cards``: the n + 1 roles set aside for the draft (core game with roles).

View (``state.view(seat)``; seat None is a spectator) adds to the engine's keys
------------------------------------------------------------------------------
A *card* is ``{"id", "kind": "ingredient", "type", "points"}`` or ``{"id", "kind": "special",
"name", "text", "clash"}``; a *role* is ``{"id", "name", "hand", "text", "has_action"}``.

- ``mode``, ``reconstructed`` (true: components are reconstructed), ``phase`` (``draft`` |
  ``play`` | ``george`` | ``over``), ``first_player``, ``draft_order`` (seats, in choosing order).
- ``role_offer`` (roles still on offer), ``roles`` (per seat, None before choosing),
  ``roles_returned`` (the one the first player put back).
- ``cookbook``: ``{"rows", "cols", "cells": rows of card or None (a hole)}``; ``recipes``: one
  per row then column, ``{"name", "kind", "index", "cards": [places], "points"}``.
- ``market``: cards or None, left to right; ``deck_size``; ``discard`` (all cards, bottom first,
  public); ``returned`` (specials drawn for the cookbook, back in the box);
  ``specials_in_play``.
- ``hand``: own cards (ingredient order, then specials); ``hand_sizes``.
- ``completed``: per seat, its completed sweets; ``points``: per seat.
- ``turn``: ``{"steps": [[kind, count]] still to decide, "extra": actions still to take,
  "ability": special id or "role" or None, "peek": the cards looked at (only to the seat to move),
  "peek_count"}``.
- ``george`` (solo only): ``{"name", "completed", "points", "drawn": the card he drew,
  "skipped": specials discarded on the way, "candidates": places he may take,
  "why": "type" | "points" | "any"}``.
- ``recent``: the events since this seat's own last turn ended, oldest first, each with ``seat``
  (a seat, ``"George"`` or None) and ``kind``: choose, return, market, draw, exchange, play,
  role, cook, discard, swap, replace, salvage, peek, keep, renew, extra, refill, reshuffle, pass,
  shift (George's market), george_draw, george_takes, end. Cards drawn or looked at are named
  only in their drawer's view (others get ``count``).

``state.scores()``: points of each seat's completed sweets; ``state.winners()``: every seat with
the most (a shared victory); in Alone in the Kitchen ``[0]`` only with more points than George.
"""

from sweets.games.mastersweets.decisions import DECISIONS
from sweets.games.mastersweets.rules import GAME, MasterSweets

__all__ = ["DECISIONS", "GAME", "MasterSweets"]
