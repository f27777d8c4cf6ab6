"""The replay screen of a finished game, the Past games page, and the box that shares a link.

The table of a replay is drawn by the game's own renderer from one seat's view (or from each
seat's in turn, when everything is revealed), with no legal moves; it is read-only on the page
too: its controls lose their ``data-action`` and the whole drawing is ``inert``, so nothing on it
can be pressed or reached by Tab. Beside it, the move log's lines up to the position on show.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from sweets.render.html import attrs, button, esc
from sweets.render.screens import notice

_ACTION = re.compile(r'\sdata-action="[^"]*"')


def read_only(markup: str) -> str:
    """A renderer's table with nothing to press: its controls keep their look, not their action."""
    return f'<div class="replay-table" inert>{_ACTION.sub("", markup)}</div>'


def share_box(share: dict | None) -> str:
    """The link being shared (``{"url", "copied"}``), in a field to copy it by hand when the
    browser did not let the page copy it (``copied`` False) or has not answered yet (None)."""
    if not share:
        return ""
    said = {True: "Link copied: paste it in a message.",
            False: "This browser did not let the page copy it: select the link below and copy it.",
            None: "The link of this game:"}[share.get("copied")]
    kind = share.get("what", "replay")
    label = "The setup link of this game" if kind == "setup" else "The replay link of this game"
    field = attrs(type="text", readonly=True, value=share["url"], class_="share-link", aria_label=label,
                  data_share=kind)
    return (f'<div class="share" role="status"><p>{esc(said)}</p><input{field}>'
            f'{"<p>" + esc(share["note"]) + "</p>" if share.get("note") else ""}</div>')


def replay_screen(title: str, tables: Sequence[tuple[str, str]], moves: Sequence[Sequence[str]],
                  ply: int, total: int, povs: Sequence[tuple[str, str]], pov: str,
                  share: dict | None, message: str | None = None) -> str:
    """``tables``: (heading, markup) per seat shown (heading "" for a single seat); ``moves``:
    the lines of every move (those up to ``ply`` are listed); ``povs``: (id, label) of the points
    of view, ``pov`` the one chosen."""
    steps = (button("« Start", "replay:first", cls="btn", disabled=ply == 0, title="The start")
             + button("‹ Back", "replay:prev", cls="btn", disabled=ply == 0, title="One move back")
             + button("Forward ›", "replay:next", cls="btn", disabled=ply >= total, title="One move on")
             + button("End »", "replay:last", cls="btn", disabled=ply >= total, title="The end"))
    slider = attrs(type="range", min=0, max=total, value=ply, step=1, data_field="replay:ply",
                   aria_label="Move", aria_valuetext=f"Move {ply} of {total}", class_="replay-slider")
    where = "The start, before any move" if ply == 0 else f"After move {ply} of {total}"
    told = [". ".join(esc(line) for line in lines) for lines in moves[:ply]]
    views = "".join(button(label, f"replay:pov:{pid}", cls="btn", pressed=pid == pov) for pid, label in povs)
    items = "".join(f'<li{attrs(data_move=n, aria_current="step" if n == ply else None)}>{text}.</li>'
                    for n, text in enumerate(told, 1))
    log = (f'<section class="replay-log" aria-label="Moves"><h2>Moves</h2>'
           f'<ol class="moves-list" tabindex="0" aria-label="The moves up to this position">{items}</ol>'
           if items else '<section class="replay-log" aria-label="Moves"><h2>Moves</h2><p>No moves yet.</p>')
    log += "</section>"
    drawn = "".join(f'<section class="replay-seat">{f"<h2>{esc(head)}</h2>" if head else ""}'
                    f"{read_only(markup)}</section>" for head, markup in tables)
    return (f'<main class="page replay"><nav class="topnav">{button("Menu", "nav:menu", cls="btn small")}'
            f'<h1 tabindex="-1" class="title">Replay: {esc(title)}</h1>'
            f'{button("Back", "replay:back", cls="btn small")}</nav>{notice(message)}'
            f'<div class="replay-controls"><div class="row replay-steps" role="group" aria-label="Step">'
            f'{steps}</div><label class="replay-where"><span aria-live="polite">{esc(where)}</span>'
            f'<input{slider}></label><p class="replay-line">{told[-1] + "." if told else "No moves yet."}</p>'
            f'<div class="row replay-povs"><span>Seen by</span><span class="segment wrap" role="group" '
            f'aria-label="Point of view">{views}</span></div>'
            f'<div class="row">{button("Copy link", "replay:copy", cls="btn")}</div>{share_box(share)}</div>'
            f'<div class="replay-body"><div class="replay-tables">{drawn}</div>{log}</div></main>')


def past_games(rows: Sequence[Any], note: str, message: str | None) -> str:
    """The Past games page: ``rows`` (id, title, players, result, when), newest first."""
    items = "".join(
        f'<li class="save past"><div><b>{esc(r["title"])}</b><p>{esc(r["players"])}</p>'
        f'<p class="detail">{esc(r["result"])} {esc(r["when"])}.</p></div>'
        f'<div class="row">{button("Replay", "past:open:" + r["id"], cls="btn primary")}</div></li>'
        for r in rows)
    listed = (f'<ul>{items}</ul>' if items else
              "<p>No finished games yet: a game played to the end is kept here.</p>")
    return (f'<main class="page past-games"><nav class="topnav">{button("Menu", "nav:menu", cls="btn small")}'
            f'<h1 tabindex="-1" class="title">Past games</h1></nav>{notice(message)}'
            f'<p class="past-note">{esc(note)}</p><section class="saves">{listed}</section></main>')
