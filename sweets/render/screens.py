"""The screens around a game: menu, setup, pass-the-tablet, game frame, result and rules.

Each function takes plain data prepared by the web layer and returns HTML. Names typed by players
are escaped everywhere (see :mod:`sweets.render.html`).
"""

from __future__ import annotations

from typing import Required, TypedDict

from sweets.render.html import attrs, button, esc
from sweets.render.learn_menu import learn_row
from sweets.render.setup_slots import slot_choice

SPEEDS = [("relaxed", "Relaxed"), ("normal", "Normal"), ("fast", "Fast")]


class SaveRow(TypedDict, total=False):
    """One saved game on the menu: a resumable one has a title and detail; a damaged one says why."""

    id: Required[str]
    title: str
    detail: str
    updated: float  # when it was last saved (seconds), to list the newest first
    damaged: bool
    reason: str


def notice(text: str | None) -> str:
    return f'<p class="notice" role="alert">{esc(text)}</p>' if text else ""


def menu(games: list[dict], saves: list[SaveRow], message: str | None, storage_note: str | None) -> str:
    """``games``: id, title, blurb, cover (inline SVG, may be ""); ``saves``: id, title, detail,
    damaged, reason. Games in progress come first: a person back at the table most likely wants
    to go on."""
    cards = "".join(
        f'<li class="game-card">{g.get("cover", "")}<h3>{esc(g["title"])}</h3><p>{esc(g["blurb"])}</p>'
        f'<div class="row">{button("New game", "menu:new:" + g["id"], cls="btn primary")}'
        f'{button("Rules", "rules:" + g["id"], cls="btn")}</div>'
        + learn_row(g.get("learn") or []) + "</li>"  # issue 32: a guided first game (sweets.learn)
        for g in games)
    rows = []
    for s in saves:
        if s.get("damaged"):
            reason = f'<p class="detail">{esc(s["reason"])}</p>' if s.get("reason") else ""
            rows.append(f'<li class="save damaged"><div><b>{esc(s.get("title") or "A saved game")}</b>'
                        f"<p>This save is damaged and cannot be resumed.</p>{reason}</div>"
                        f'<div class="row">{button("Delete", "save:delete:" + s["id"], cls="btn danger")}'
                        f"</div></li>")
        else:
            rows.append(f'<li class="save"><div><b>{esc(s["title"])}</b><p>{esc(s["detail"])}</p></div>'
                        f'<div class="row">{button("Resume", "save:resume:" + s["id"], cls="btn primary")}'
                        f'{button("Delete", "save:delete:" + s["id"], cls="btn danger")}</div></li>')
    saved = (f'<section class="saves"><h2>Unfinished games</h2><ul>{"".join(rows)}</ul></section>'
             if rows else "")
    return (f'<main class="page menu"><header class="masthead"><h1 tabindex="-1">Sweets</h1>'
            f"<p>Sweet tabletop games for one tablet: pass it around, or play the computer.</p></header>"
            f"{notice(message)}{notice(storage_note)}{saved}"
            f'<section><h2>Choose a game</h2><ul class="games">{cards}</ul></section>'
            f'{keep_section()}</main>')


def keep_section() -> str:
    """The menu's row for what this device keeps: past games, statistics, and everything to or
    from a file."""
    field = attrs(type="file", data_file="backup", accept=".json,application/json", class_="sr-only")
    load = f'<label class="btn file-btn">Load from a file<input{field}></label>'
    return (f'<section class="keep"><h2>On this device</h2><div class="row">'
            f'{button("Past games", "past:list", cls="btn")}{button("Statistics", "menu:stats", cls="btn")}'
            f'{button("Save all to a file", "backup:save", cls="btn")}{load}</div></section>')


def storage_full(text: str) -> str:
    """Said on the game screen when a save did not fit: ``text`` and the backup's button."""
    return (f'<div class="notice storage-full" role="alert"><p>{esc(text)}</p>'
            f'{button("Save all to a file", "backup:save", cls="btn primary")}</div>')


def _players(low: int, high: int) -> str:
    return f"{low} player{'s' * (low != 1)}" if low == high else f"{low}–{high} players"


def setup_options(form: dict) -> str:
    """The rows of choices before the seats: the game's modes (each with its player range), then
    its other setup choices that apply to the chosen mode (one made slot by slot: a radio button
    for each item in each slot, see :mod:`sweets.render.setup_slots`)."""
    rows = []
    if form.get("modes"):
        modes = "".join(button(f'{m["label"]} ({_players(*m["range"])})', f'setup:mode:{m["id"]}',
                               cls="btn mode", pressed=m["id"] == form["mode"]) for m in form["modes"])
        rows.append(f'<div class="row"><h2>Mode</h2><span class="segment wrap" role="group" '
                    f'aria-label="Mode">{modes}</span></div>')
    for choice in form.get("choices", []):
        if choice["modes"] and form.get("mode") not in choice["modes"]:
            continue
        if choice.get("slots"):  # made slot by slot: Sweets Stack's advanced card for each round
            rows.append(slot_choice(form, choice))
            continue
        chosen = form["options"].get(choice["key"])
        values = "".join(button(label, f'setup:option:{choice["key"]}:{value}', cls="btn",
                                pressed=value == chosen) for value, label in choice["values"])
        label = esc(choice["label"])
        rows.append(f'<div class="row"><h2>{label}</h2><span class="segment wrap" role="group" '
                    f'aria-label="{label}">{values}</span></div>')
    return "".join(rows)


def setup(form: dict, storage_note: str | None) -> str:
    """``form``: game, title, min, max, players, names, bots ({seat: level}), levels, speed, and
    ``modes``/``mode``, ``choices``/``options`` for the game's modes and setup choices."""
    count = "".join(button(str(n), f"setup:players:{n}", cls="btn count", pressed=n == form["players"])
                    for n in range(form["min"], form["max"] + 1))
    seats = []
    for seat in range(form["players"]):
        level = form["bots"].get(seat)
        kind = (button("Person", f"setup:seat:{seat}:person", cls="btn kind", pressed=not level)
                + button("Computer", f"setup:seat:{seat}:computer", cls="btn kind", pressed=bool(level)))
        levels = ""
        if level:
            levels = "".join(button(label, f"setup:level:{seat}:{lid}", cls="btn level", pressed=lid == level)
                             for lid, label in form["levels"])
            levels = f'<span class="segment" role="group" aria-label="Strength">{levels}</span>'
        default = f"Computer {seat + 1}" if level else f"Player {seat + 1}"
        field = attrs(type="text", data_field=f"name:{seat}", maxlength=24, autocomplete="off",
                      list="known-names", value=form["names"][seat], placeholder=default,
                      aria_label=f"Name of seat {seat + 1}")
        seats.append(f'<li class="seat"><span class="seat-no">{seat + 1}</span><input{field}>'
                     f'<span class="segment" role="group" aria-label="Who plays">{kind}</span>{levels}</li>')
    speed = "".join(button(label, f"setup:speed:{sid}", cls="btn", pressed=sid == form["speed"])
                    for sid, label in SPEEDS)
    on = form.get("hints", True)  # the Hint button during the game
    hints = "".join(button(label, f"setup:hints:{v}", cls="btn", pressed=(v == "on") == on)
                    for v, label in (("on", "On"), ("off", "Off")))
    title = f'<header class="masthead"><h1 tabindex="-1">New game of {esc(form["title"])}</h1></header>'
    known = "".join(f"<option{attrs(value=name)}></option>" for name in form.get("known_names", []))
    return (f'<main class="page setup">{title}{notice(storage_note)}'
            f'{setup_options(form)}'
            f'<div class="row"><h2>Players</h2>{count}</div><ol class="seats">{"".join(seats)}</ol>'
            f'<datalist id="known-names">{known}</datalist>'
            f'<div class="row"><h2>Computer speed</h2>{speed}</div>'
            f'<div class="row"><h2>Hints</h2><span class="segment" role="group" aria-label="Hints">{hints}'
            "</span></div>"
            f'<div class="row end">{button("Back", "nav:menu", cls="btn")}'
            f'{button("Rules", "rules:" + form["game"], cls="btn")}'
            f'{button("Start", "setup:start", cls="btn primary big")}</div></main>')


def handoff(name: str) -> str:
    return (f'<main class="page handoff"><h1 tabindex="-1">Pass the tablet to {esc(name)}</h1>'
            f"<p>Only {esc(name)} should look at the screen now.</p>"
            f'{button(f"I am {name}: show my turn", "handoff:ready", cls="btn primary big")}'
            f'<div class="row">{button("Menu", "nav:menu", cls="btn")}</div></main>')


# A move's lines as the log shows them, kept with the list they came from: a table's move log
# (sweets.web.movelog) keeps each move's list, so a paint escapes only the moves it has not shown.
_TOLD: dict[int, tuple[list[str], str]] = {}


def _told(lines: list[str]) -> str:
    kept = _TOLD.get(id(lines))
    if kept is not None and kept[0] is lines:
        return kept[1]
    if len(_TOLD) > 4096:
        _TOLD.clear()
    text = ". ".join(esc(line) for line in lines)
    _TOLD[id(lines)] = (lines, text)
    return text


def move_log(moves: list[list[str]], extra: str = "") -> str:
    """The "Moves" panel: the newest move in one line, read out politely by screen readers, and
    every move since the start in a list that opens below it (``static/flip.js`` keeps it open
    and scrolled to the newest across paints). ``moves``: per move, its lines (plain text);
    ``extra``: controls at the foot of the opened list."""
    told = [_told(lines) for lines in moves]
    latest = f"{told[-1]}." if told else "No moves yet."
    items = "".join(f'<li data-move="{n}">{text}.</li>' for n, text in enumerate(told, 1))
    return (f'<section class="moves" aria-label="Moves">'
            f'<p class="moves-latest" aria-live="polite" aria-atomic="true">'
            f'<span data-flip="latest-{len(told)}">{latest}</span></p>'
            f'<details class="moves-panel" data-keep-open="moves"><summary>Moves ({len(told)})</summary>'
            f'<ol class="moves-list" tabindex="0" aria-label="Every move since the start">{items}</ol>'
            f"{extra}</details></section>")


def game_frame(title: str, body: str, can_undo: bool, storage_note: str | None,
               thinking: str | None = None, moves: list[list[str]] | None = None, offer: str = "",
               hint: str = "") -> str:
    """The game screen's frame; ``thinking``: who is thinking now (a computer that searches);
    ``moves``: the move log as the seat on screen may read it (None: no log)."""
    undo = button("Undo", "game:undo", cls="btn") if can_undo else ""
    rules = button("Rules", "nav:rules", cls="btn small")
    # In the Moves panel, not the top bar: the bar must stay one line on a tablet (the table's
    # height is what is left under it).
    share = button("Share this game's setup", "game:setup-link", cls="btn small",
                   title="Copy the setup link of this game (never its moves)")
    dots = '<span class="dots" aria-hidden="true"></span>'
    busy = f'<p class="thinking" role="status">{dots}{esc(thinking)}</p>' if thinking else ""
    return (f'<main class="page game"><nav class="topnav">{button("Menu", "nav:menu", cls="btn small")}'
            f'<h1 tabindex="-1" class="title">{esc(title)}</h1>{busy}'
            f"{share if moves is None else move_log(moves, share)}{hint}{undo}{rules}</nav>"
            f'{notice(storage_note)}{offer}{body}</main>')


# A result may mark where its buttons go (before long details, so they show without scrolling).
ACTIONS_HERE = "<!--actions-->"


def result_frame(body: str, more: str = "") -> str:
    """``more``: markup after the result's buttons (the replay's: sweets.web.replaying)."""
    actions = (f'<div class="row">{button("Play again", "result:rematch", cls="btn primary big")}'
               f'{button("Menu", "nav:menu", cls="btn big")}</div>{more}')
    if ACTIONS_HERE not in body:
        body += ACTIONS_HERE
    return f'<main class="page result">{body.replace(ACTIONS_HERE, actions, 1)}</main>'



def rules_frame(body: str) -> str:
    back = button("Back", "nav:back", cls="btn")
    return f'<main class="page rules"><nav class="topnav">{back}</nav><article>{body}</article>{back}</main>'
