"""A plain table for any game that has no render module of its own yet: the seat's public
position as text and every legal move as a button, so the game can already be played."""

from __future__ import annotations

import json

from sweets.engine import EngineView
from sweets.render.html import button, esc, possessive
from sweets.render.outcome import headline

TITLE = ""
BLURB = ""
INTERLUDE_WAITS = False  # it never pauses the table (``interlude`` is always None)
_ENGINE_KEYS = {"game", "seat", "players", "ply", "to_move", "is_over", "scores", "winners"}


def new_ui(view: EngineView, legal: list[str]) -> dict:
    return {}


def ui_command(view: EngineView, legal: list[str], ui: dict, command: str) -> dict:
    return ui


def needs_handoff(view: EngineView) -> bool:
    # Without knowing the game, assume each seat's view holds secrets.
    return view.get("seat") is not None


def interlude(before: EngineView, after: EngineView, ctx: dict) -> str | None:
    return None


def flipback(view: EngineView) -> list[str]:
    return []


def motion(before: EngineView, after: EngineView) -> dict:
    return {}


def tell(before: EngineView, after: EngineView, actor: str) -> list[str]:
    """The move log of a game without words of its own: who moved, nothing of what."""
    return [f"{actor} made a move"]


def table(view: EngineView, legal: list[str], ui: dict, ctx: dict) -> str:
    mover = view.get("to_move")
    status = "The game is over." if mover is None else f"{possessive(view['players'][mover])} turn"
    details = {k: v for k, v in view.items() if k not in _ENGINE_KEYS}
    moves = "" if mover in set(ctx.get("bots") or ()) else "".join(
        button(text, text, cls="btn move") for text in legal)
    return (f'<div class="table generic"><div class="bar">'
            f'<p class="status" role="status">{esc(status)}</p></div>'
            f'<div class="moves">{moves}</div>'
            f'<pre class="view">{esc(json.dumps(details, indent=1, ensure_ascii=False))}</pre></div>')


def result(view: EngineView, ctx: dict) -> str:
    players = view["players"]
    scores = view.get("scores") or [0] * len(players)
    rows = "".join(f'<li><span class="name">{esc(n)}</span> {esc(scores[s])}</li>'
                   for s, n in enumerate(players))
    title = esc(headline(view))
    return f'<h1 tabindex="-1" class="winner-title">{title}</h1><ol class="players final">{rows}</ol>'


def rules() -> str:
    return '<h1 tabindex="-1">Rules</h1><p>The rules page of this game is still being written.</p>'
