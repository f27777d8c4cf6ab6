"""Sweet Holic's move log: each move told in words, from the reader's own views.

The rules record every move as events (the view's ``recent``, since the reader's own turn ended);
a tile drawn from the face-down pile is named only in the drawer's own view, so another seat's
log says "took a tile from the pile". When the reader's own turn ends, its window of events
starts again: that move is told from the reader's own hand and the discard piles instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.render.sweet_holic.draw import flavour_name, tile_name
from sweets.render.telling import fresh, plural, sentence, who, whose

View = Mapping[str, Any]


def tile(t: Any) -> str:
    return tile_name(t).lower() if isinstance(t, dict) else "a tile"  # type: ignore[arg-type]


def _bake(e: Mapping[str, Any]) -> str:
    name = flavour_name(str(e.get("macaron"))).lower()
    what = tile(e.get("tile"))
    if e.get("started") and e.get("finished"):
        return f"baked a whole {name} macaron with the {what}"
    if e.get("started"):
        return f"started a {name} macaron with the {what}"
    if e.get("finished"):
        return f"finished the {name} macaron with the {what}"
    return f"added the {what} to the {name} macaron"


def _take(v: View, e: Mapping[str, Any]) -> str:
    source = e.get("from")
    if source == "pile":
        return f"took {'the ' + tile(e['tile']) if 'tile' in e else 'a tile'} from the pile"
    return f"took the {tile(e.get('tile'))} from {whose(v, int(source or 0))} discard pile"


def event_line(v: View, e: Mapping[str, Any]) -> str:
    kind, seat = e.get("kind"), e.get("seat")
    if kind == "reveal":
        shown = [f"{who(v, s)}: {tile(t)}" for s, t in enumerate(e.get("tiles") or [])]
        return "The first discards turned up (" + "; ".join(shown) + ")"
    if kind == "round_scored":
        winner = int(e.get("winner") or 0)
        pts = (e.get("points") or [0] * (winner + 1))[winner]
        return f"Round {e.get('round')} scored: {who(v, winner)} came first with {plural(pts, 'point')}"
    if kind == "round_start":
        starts = "start" if e.get("start") == v.get("seat") else "starts"
        return f"Round {e.get('round')} dealt: {who(v, e.get('start'))} {starts}"
    if kind == "ending":
        why = "the pile is empty" if e.get("why") == "pile" else "someone has 3 finished macarons"
        return f"Last turns: {why}"
    name = who(v, seat)
    if kind == "first_discard":
        what = f" ({tile(e['tile'])})" if "tile" in e else ""
        return f"{name} laid a first discard face down{what}"
    if kind == "discard":
        return f"{name} discarded the {tile(e.get('tile'))}"
    if kind == "take":
        return f"{name} {_take(v, e)}"
    if kind == "bake":
        return f"{name} {_bake(e)}"
    if kind == "end":
        return f"{name} stopped baking"
    if kind == "pass":
        return f"{name} passed (nothing to do)"
    return ""


def _own_end(before: View, after: View) -> list[str]:
    """The reader's own turn-ending move, from its hand and the discard piles."""
    mine = (after.get("first_discard") or {}).get("mine")
    if before.get("phase") == "first_discard":
        return [f"You laid the {tile(mine)} face down as your first discard" if mine
                else "You laid your first discard face down"]
    old = [t.get("id") for t in before.get("hand") or []]
    new = [t for t in after.get("hand") or [] if t.get("id") not in old]
    if not new:
        ended = before.get("phase") == "bake"
        return ["You stopped baking" if ended else "You ended your turn"]
    lines: list[str] = []
    piles_before, piles_after = before.get("discard_piles") or [], after.get("discard_piles") or []
    for t in new:
        source = next((s for s, pile in enumerate(piles_before)
                       if s < len(piles_after) and len(piles_after[s]) < len(pile)
                       and pile and pile[-1].get("id") == t.get("id")), None)
        where = "the pile" if source is None else f"{whose(after, source)} discard pile"
        lines.append(f"You took the {tile(t)} from {where}")
    return lines


def tell(before: View, after: View, actor: str) -> list[str]:
    """The move between two views of the reader's seat, in words, oldest first."""
    new, same_window = fresh(before.get("recent") or [], after.get("recent") or [])
    seat = before.get("seat")
    # the reader's own move whose events went with its turn (or that added none to its window)
    own = seat is not None and seat == before.get("to_move") and not (same_window and new)
    found = _own_end(before, after) if own else []
    found += [sentence(line) for line in (event_line(after, e) for e in new) if line]
    return found or [f"{actor} made a move"]

