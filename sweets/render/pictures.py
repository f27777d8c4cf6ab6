"""Pictures for the rules pages: positions reached by real moves, drawn by a game's own renderer.

A rules page shows the key moments of its game as the table draws them, so a picture can never
show a move the rules forbid: :func:`replay` reaches each position from a fixed deal through
``game.new`` and ``state.apply`` (an illegal move raises), and :func:`still` turns a table drawing
into a picture (no Tab stop, nothing to press). Each game's ``rules_pictures`` module says which
moments it shows; its page is built once and kept (they are not on the press-to-paint path).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from sweets import games
from sweets.render.html import esc

# What makes a table drawing a control; a picture keeps none of it. tabindex and data-grid are
# dropped (a drawing walked by the arrows during a game is only looked at here); a press
# (data-action, role="button") must not be in a picture at all.
_FOCUS = re.compile(r'\s(?:tabindex="[^"]*"|data-grid(?:="[^"]*")?|data-cell="[^"]*"|aria-pressed="[^"]*")')


def replay(game_id: str, players: int, seed: int, moves: list[str],
           options: dict | None = None) -> list[Any]:
    """Every state from the deal to the last of ``moves`` (in the game's notation), each move
    read by the game and applied by its rules: an illegal one raises ``IllegalAction``."""
    game = games.get(game_id)
    state = game.new(players, seed, options)
    states = [state]
    for text in moves:
        state = state.apply(game.parse_action(state, text))
        states.append(state)
    return states


def played(game_id: str, players: int, seed: int, options: dict | None = None,
           choose: Callable[[list[Any]], Any] | None = None, limit: int = 2000) -> Iterator[Any]:
    """Every state of a game from the deal on, every seat making its first legal move in the
    game's own order (or the one ``choose`` picks from them): a fixed, plain way to reach
    positions deep in a game, in one pass however many of them a page shows."""
    game = games.get(game_id)
    state = game.new(players, seed, options)
    for _ in range(limit):
        yield state
        if state.is_over:
            return
        legal = state.legal_actions()
        state = state.apply(choose(legal) if choose else legal[0])


def still(drawing: str) -> str:
    """A table drawing with its keyboard stops taken out; it must hold nothing to press."""
    if "data-action=" in drawing or 'role="button"' in drawing or "<button" in drawing:
        raise ValueError("a rules picture must not hold a control")
    return _FOCUS.sub("", drawing)


def figure(pictures: list[tuple[str, str]], caption: str, *, cls: str = "") -> str:
    """One moment: its drawings side by side, each under a short title (plain text) and keeping
    its own spoken name, then the caption (HTML, already escaped) that names the figure for screen
    readers. Captions name the drawings by their titles: on a phone they stand one under another."""
    body = "".join(f'<div class="rp-pic"><p class="rp-title">{esc(title)}</p>{still(p)}</div>'
                   for title, p in pictures)
    return (f'<figure class="rules-pic{" " + cls if cls else ""}"><div class="rp-row">{body}</div>'
            f"<figcaption>{caption}</figcaption></figure>")


def sums(lines: list[str]) -> str:
    """A worked sum, one part a line (plain text, escaped here)."""
    return '<ul class="rp-sums">' + "".join(f"<li>{esc(line)}</li>" for line in lines) + "</ul>"
