"""The "Since your last turn" strip: what the others did while the tablet was elsewhere.

It reads only the view's ``recent`` events (``SweetHolicEvent`` in the game's ``view.py``), so it
can show no more than the seat may know: a tile drawn from the face-down pile is named only on the
drawer's own screen, because only that view carries it.

One line per turn, newest last, in plain words with a small picture of each tile named:
"Bob discarded [a strawberry cookie], took 2 from the pile". Consecutive events of the table
itself (the first discards turned up, a round scored, the next one dealt) share a line too, and
only the newest :data:`MAX_LINES` lines are kept so the strip never needs scrolling. Tiles carry
no ids here: the words and the picture are enough, and ids would only repeat what the piles show.
"""

from __future__ import annotations

from itertools import groupby

from sweets.games.sweet_holic.view import SweetHolicEvent, SweetHolicView, Tile
from sweets.render.html import esc
from sweets.render.sweet_holic import draw

MAX_LINES = 5
CHIP_W, CHIP_H = 20, 24


def _and(items: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def chip(tile: Tile, count: int = 1) -> str:
    """A tile in a sentence: a small card of its colours with its flavour's glyph, and its name.
    (Kept light: a full tile face per mention would weigh on every repaint.)"""
    main, pale, _ = draw.COLOURS.get(tile["flavour"], ("#999", "#eee", "#000"))
    face = (f'<rect fill="{pale}" stroke="{main}" stroke-width="2.5" x="1.25" y="1.25" '
            f'width="{CHIP_W - 2.5}" height="{CHIP_H - 2.5}" rx="3"/>'
            + draw.glyph(tile["flavour"], CHIP_W / 2, CHIP_H / 2, 5.5, draw.glyph_ink(tile["flavour"])))
    name = draw.tile_name(tile).lower()
    times = f" ×{count}" if count > 1 else ""
    return (f'<span class="said-tile"><svg viewBox="0 0 {CHIP_W} {CHIP_H}" aria-hidden="true">{face}</svg>'
            f"{esc(name)}{times}</span>")


def chips(tiles: list[Tile]) -> str:
    """The tiles in order, equal neighbours counted once ("mint filling ×2")."""
    groups: list[list] = []
    for tile in tiles:
        same = groups and (groups[-1][0]["kind"], groups[-1][0]["flavour"]) == (tile["kind"], tile["flavour"])
        if same:
            groups[-1][1] += 1
        else:
            groups.append([tile, 1])
    return _and([chip(tile, count) for tile, count in groups])


def who(view: SweetHolicView, seat: int) -> str:
    """A seat's name, escaped; "You" on that seat's own screen."""
    return "You" if seat == view.get("seat") else esc(view["players"][seat])


def _whose_pile(view: SweetHolicView, seat: int) -> str:
    return "your pile" if seat == view.get("seat") else f"{esc(view['players'][seat])}’s pile"


# ----- one seat's turn: its events become clauses of one sentence -----------------------------

def _bake_clause(bakes: list[SweetHolicEvent]) -> str:
    """Bakes of one turn, grouped by the macaron they went on."""
    order: list[str] = []
    by_macaron: dict[str, list[SweetHolicEvent]] = {}
    for event in bakes:
        if event["macaron"] not in by_macaron:
            order.append(event["macaron"])
        by_macaron.setdefault(event["macaron"], []).append(event)
    clauses = []
    for flavour in order:
        group = by_macaron[flavour]
        name = esc(draw.flavour_name(flavour).lower())
        tiles = chips([e["tile"] for e in group])
        started, finished = group[0]["started"], group[-1]["finished"]
        if started and finished:
            clauses.append(f"baked a whole {name} macaron: {tiles}")
        elif started:
            clauses.append(f"started a {name} macaron with {tiles}")
        elif finished:
            clauses.append(f"finished the {name} macaron with {tiles}")
        else:
            clauses.append(f"added {tiles} to the {name} macaron")
    return ", then ".join(clauses)


def _take_clause(view: SweetHolicView, takes: list[SweetHolicEvent]) -> str:
    """Consecutive takes: pile draws counted (named only when this screen may know them)."""
    parts = []
    for source, group in groupby(takes, key=lambda e: e["from"]):
        run = list(group)
        if source == "pile":
            known = [e["tile"] for e in run if "tile" in e]
            if known and len(known) == len(run):
                parts.append(f"{chips(known)} from the pile")
            else:
                parts.append(f"{len(run)} from the pile")
        else:
            parts.append(f"{chips([e['tile'] for e in run])} from {_whose_pile(view, source)}")
    return "took " + _and(parts)


def turn_sentence(view: SweetHolicView, seat: int, events: list[SweetHolicEvent]) -> str:
    """One seat's consecutive events as one sentence (HTML, names escaped)."""
    clauses = []
    for kind, group in groupby(events, key=lambda e: e["kind"]):
        run = list(group)
        if kind == "discard":
            clauses.append(f"discarded {chips([e['tile'] for e in run])}")
        elif kind == "take":
            clauses.append(_take_clause(view, run))
        elif kind == "bake":
            clauses.append(_bake_clause(run))
        elif kind == "pass":
            clauses.append("passed (nothing to do)")
        elif kind == "first_discard":
            tiles = [e["tile"] for e in run if "tile" in e]
            clauses.append(f"laid {chips(tiles)} face down as the first discard" if tiles
                           else "laid a first discard face down")
        # "end" (stopped baking) says nothing the bakes and takes around it do not
    if not clauses:
        return ""
    return f"<b>{who(view, seat)}</b> " + ", then ".join(clauses)


# ----- the table's own events --------------------------------------------------------------

def table_sentence(view: SweetHolicView, event: SweetHolicEvent) -> str:
    kind = event["kind"]
    if kind == "reveal":
        shown = [f"{who(view, seat)} {chip(tile)}" for seat, tile in enumerate(event["tiles"])]
        return "First discards turned up: " + "; ".join(shown)
    if kind == "round_scored":
        winner = event["winner"]
        points = event["points"][winner]
        return (f"Round {event['round']} scored: <b>{who(view, winner)}</b> came first with {points} "
                f"point{'s' if points != 1 else ''}")
    if kind == "round_start":
        starter = "you start" if event["start"] == view.get("seat") else f"{who(view, event['start'])} starts"
        return f"Round {event['round']} dealt: {starter}"
    if kind == "ending":
        why = "the pile is empty" if event["why"] == "pile" else "someone has 3 finished macarons"
        return f"Last turns: {why}"
    return ""


def lines(view: SweetHolicView) -> list[str]:
    """The strip's lines (HTML), oldest first, at most :data:`MAX_LINES`."""
    found: list[str] = []
    # group: (seat or None for the table, events)
    groups: list[tuple[int | None, list[SweetHolicEvent]]] = []
    for event in view.get("recent") or []:
        seat = event["seat"] if event["kind"] != "ending" else None
        if groups and groups[-1][0] == seat:
            groups[-1][1].append(event)
        else:
            groups.append((seat, [event]))
    pickers: list[int] = []  # seats in a row that laid a first discard this screen cannot see
    for seat, events in groups:
        if seat is not None and all(e["kind"] == "first_discard" and "tile" not in e for e in events):
            if pickers:
                found.pop()
            pickers.append(seat)
            found.append(_and([f"<b>{who(view, s)}</b>" for s in pickers])
                         + (" laid a first discard face down" if len(pickers) == 1
                            else " each laid a first discard face down"))
            continue
        pickers = []
        if seat is None:
            text = ". ".join(s for s in (table_sentence(view, e) for e in events) if s)
        else:
            text = turn_sentence(view, seat, events)
        if text:
            found.append(text)
    return found[-MAX_LINES:]



def strip(view: SweetHolicView) -> str:
    """The whole strip, or nothing when nothing has happened since this seat's last turn."""
    shown = lines(view)
    if not shown:
        return ""
    title = "Since your last turn" if view.get("seat") is not None else "Last moves"
    items = "".join(f"<li>{line}.</li>" for line in shown)
    return (f'<section class="recent" aria-label="{title}"><h2>{title}</h2>'
            f'<ol class="recent-list">{items}</ol></section>')
