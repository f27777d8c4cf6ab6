"""The Sweet Holic table: hands, discard piles, the ingredient pile and everyone's macarons.

Everything is drawn from one seat's view (``state.view(seat)``), so this module can only show
what that seat may know: its own hand and mission (when the seat is on screen), the other hands
as face-down backs with a count, the public discard piles, the macarons in front of everyone.

Controls: every move is one press and carries its notation in ``data-action``: a hand tile has a
button per thing it can do now (``discard c3``, ``bake f7``, ``bake c21 on mint``); the pile and
the other players' discard piles are pressable when a tile must be taken (``take pile``,
``take 2``), and the bar holds ``end`` and ``pass``. The take moves are also buttons in the bar,
so nobody has to guess that a drawing can be tapped.

The layout is a CSS grid scoped by ``.holic`` (the shared stylesheet belongs to the page): in
landscape the other players stand in a column on the left; in portrait they form a row on top.
"""

from __future__ import annotations

from sweets.games.sweet_holic.view import Macaron, SweetHolicView, Tile
from sweets.render.html import attrs, button, esc, possessive
from sweets.render.sweet_holic import draw
from sweets.render.sweet_holic.pages import breakdown_panel, result, round_story, rules
from sweets.render.sweet_holic.recent import strip as recent_strip
from sweets.render.sweet_holic.tell import tell

__all__ = ["TITLE", "BLURB", "INTERLUDE_WAITS", "new_ui", "ui_command", "table", "needs_handoff", "interlude",
           "flipback", "motion", "result", "rules", "tell"]

TITLE = "Sweet Holic"
BLURB = "Swap ingredients and bake macarons of matching flavours; a secret mission pays extra. 2-4 players."


# ----- the render-module protocol (see sweets/render/__init__.py) ----------------------------

def new_ui(view: SweetHolicView, legal: list[str]) -> dict:
    # Every move is a single press, so the page keeps no state of its own between presses.
    return {}


def ui_command(view: SweetHolicView, legal: list[str], ui: dict, command: str) -> dict:
    return ui


def needs_handoff(view: SweetHolicView) -> bool:
    """A seat's screen shows its hand and mission, which nobody else may see."""
    return view.get("seat") is not None and (bool(view.get("hand")) or view.get("mission") is not None)


# The scoring pause holds until someone presses Continue: a breakdown takes longer to check
# than the few seconds a Sweeet! reveal needs.
INTERLUDE_WAITS = True


def interlude(before: SweetHolicView, after: SweetHolicView, ctx: dict) -> str | None:
    """When a round has just been scored, a pause so the whole table can look at the scoring."""
    done_before = len(before.get("round_results") or [])
    results = after.get("round_results") or []
    if len(results) <= done_before:
        return None
    return round_story(results[-1], after["players"], last=after.get("is_over", False))


def flipback(view: SweetHolicView) -> list[str]:
    """Nothing is turned face up only for a pause: the first discards stay up once revealed."""
    return []


def motion(before: SweetHolicView, after: SweetHolicView) -> dict:
    """Tiles are not animated: what moved is told in words by the "Since your last turn" strip."""
    return {}


# ----- words --------------------------------------------------------------------------------

def _moves(legal: list[str], verb: str) -> list[str]:
    return [text for text in legal if text.split()[0] == verb]


def _takes_phrase(count: int) -> str:
    return "1 more ingredient" if count == 1 else f"{count} more ingredients"


def status_line(view: SweetHolicView, legal: list[str], ctx: dict) -> str:
    """Whose turn it is and what can be done now, in words (unescaped)."""
    if ctx.get("interlude"):
        return ctx["interlude"]
    players = view["players"]
    mover = view.get("to_move")
    if mover is None:
        return "The game is over."
    name = players[mover]
    phase = view.get("phase")
    if mover in set(ctx.get("bots") or ()):
        return f"{name} (computer) is playing…"
    if not legal:  # someone else's turn, seen from another seat or by a spectator
        if phase == "first_discard":
            return f"{name} is choosing a first discard, face down"
        return f"{possessive(name)} turn"
    turn = view.get("turn") or {}
    if phase == "first_discard":
        return f"{name}: pick 1 ingredient to discard face down; nobody sees it until all have picked"
    if phase in ("take", "refill"):
        left = _takes_phrase(turn.get("takes_left") or 1)
        if phase == "refill":
            return f"{name}: refill your hand to 3: take {left} from the pile or another discard pile"
        return f"{name}: take {left} from the pile or the top of another discard pile"
    if phase == "bake":
        colour = draw.flavour_name(turn.get("colour") or "")
        baked = len(turn.get("baked") or [])
        more = "" if _moves(legal, "bake") else " (nothing more fits)"
        return f"{name}: {baked} baked; bake more {colour.lower()}, or press Done baking{more}"
    if legal == ["pass"]:
        return f"{name}: your hand is empty and there is nothing to take: pass"
    can_bake = bool(_moves(legal, "bake"))
    text = f"{name}: discard a cookie to take 2, or a filling to take 1"
    return text + (", or bake" if can_bake else " (nothing can be baked yet)")


def _source_label(view: SweetHolicView, source: str) -> str:
    if source == "pile":
        return f"The pile ({view.get('pile_size', 0)} left)"
    seat = int(source)
    top = (view.get("discard_piles") or [[]])[seat][-1]
    return f"{view['players'][seat]}: {draw.tile_name(top).lower()}"


def take_row(view: SweetHolicView, legal: list[str]) -> str:
    """The take moves as plain buttons too, beside the pressable piles of the drawing."""
    takes = _moves(legal, "take")
    if not takes:
        return ""
    buttons = "".join(button(_source_label(view, text.split()[1]), text, cls="btn take") for text in takes)
    return f'<div class="take-row"><span>Take from:</span>{buttons}</div>'


def controls(view: SweetHolicView, legal: list[str], ctx: dict) -> str:
    if ctx.get("interlude"):
        return button("Continue", "ui:continue", cls="btn primary")
    out = []
    if "end" in legal:
        out.append(button("Done baking", "end", cls="btn primary"))
    if "pass" in legal:
        out.append(button("Pass", "pass", cls="btn primary"))
    return "".join(out)


def round_chip(view: SweetHolicView) -> str:
    text = f"Round {view.get('round', 1)} of {view.get('rounds', 3)}"
    if view.get("round_ending") and not view.get("is_over"):
        why = "the pile is empty" if not view.get("pile_size") else "3 macarons are finished"
        text += f" · last turns ({why})"
    return f'<span class="round-chip">{esc(text)}</span>'


# ----- pieces of the table ------------------------------------------------------------------

def _ring(x: float, y: float, w: float, h: float) -> str:
    return f'<rect class="ring" x="{x - 4}" y="{y - 4}" width="{w + 8}" height="{h + 8}" rx="10"/>'


def _pressable(body: str, action: str | None, label: str, cls: str) -> str:
    """A group of an SVG that a tap on it presses ``action``. The same move is always a button
    too (the take row, a hand tile's buttons), which is what the keyboard and screen readers
    reach: one Tab stop per move, named by its visible words."""
    values = attrs(class_=cls + (" can" if action else ""), data_action=action, role="img", aria_label=label)
    return f"<g{values}>{body}</g>"



def discard_pile(view: SweetHolicView, seat: int, x: float, y: float, w: float, h: float, legal: set[str],
                 *, letter: bool = True) -> str:
    """One seat's discard pile: the older tiles as slivers to the left, the top tile in full.
    During the first discard, a face-down back shows that the seat has picked (never what).
    A picture only: :func:`discard_words` says the same in words beside it."""
    pile = (view.get("discard_piles") or [[]] * (seat + 1))[seat]
    first = view.get("first_discard") or {}
    chosen = (first.get("chosen") or [])
    parts = []
    sliver = w * 0.24
    top_x = x + sliver * 4
    older = pile[-5:-1]  # up to 4 tiles under the top one, each showing its left edge
    for i, tile in enumerate(older):
        tx = top_x - sliver * (len(older) - i)
        parts.append(f'<g{attrs(data_tile=tile["id"], data_flip="tile-" + tile["id"])}>'
                     f'{draw.tile_face(tile, tx, y, w, h, label=False, letter=False)}</g>')
    mine = first.get("mine") if seat == view.get("seat") else None
    if view.get("phase") == "first_discard" and seat < len(chosen) and chosen[seat]:
        if mine:  # only this seat's own screen holds its own pick
            keys = attrs(data_tile=mine["id"], data_flip="tile-" + mine["id"])
            parts.append(f'<g class="secret-pick"{keys}>'
                         f'{draw.tile_face(mine, top_x, y, w, h, label=False, letter=letter)}</g>')
        else:  # keyed by seat only: the page shows the pick arriving, never which tile
            parts.append(f'<g data-flip="pick-{seat}">{draw.tile_back(top_x, y, w, h)}</g>')
        label = f"{view['players'][seat]} has picked a first discard"
    elif pile:
        top = pile[-1]
        parts.append(f'<g{attrs(data_tile=top["id"], data_flip="tile-" + top["id"])}>'
                     f'{draw.tile_face(top, top_x, y, w, h, label=False, letter=letter)}</g>')
        label = (f"{possessive(view['players'][seat])} discard pile, top first: "
                 + ", ".join(draw.tile_name(t) for t in reversed(pile)))
    else:
        parts.append(f'<rect class="hole" x="{top_x}" y="{y}" width="{w}" height="{h}" rx="8"/>')
        label = f"{possessive(view['players'][seat])} discard pile is empty"
    action = f"take {seat}" if f"take {seat}" in legal else None
    if action:
        parts.append(_ring(top_x, y, w, h))
    return _pressable("".join(parts), action, label, "discard")


def discard_words(view: SweetHolicView, seat: int) -> str:
    """What a seat's discard pile shows, in words (HTML): "lemon filling, 2 below", "picked"."""
    pile = (view.get("discard_piles") or [[]] * (seat + 1))[seat]
    first = view.get("first_discard") or {}
    chosen = first.get("chosen") or []
    if view.get("phase") == "first_discard" and seat < len(chosen) and chosen[seat]:
        mine = first.get("mine") if seat == view.get("seat") else None
        return f"{esc(draw.tile_name(mine).lower())}, face down" if mine else "picked"
    if not pile:
        return "empty"
    below = f", {len(pile) - 1} below" if len(pile) > 1 else ""
    return f"<b>{esc(draw.tile_name(pile[-1]).lower())}</b>{below}"


def ingredient_pile(view: SweetHolicView, x: float, y: float, w: float, h: float, legal: set[str]) -> str:
    size = view.get("pile_size", 0)
    parts = []
    for i in range(min(3, size) - 1, -1, -1):
        parts.append(draw.tile_back(x + i * 4, y - i * 4, w, h))
    if not size:
        parts.append(f'<rect class="hole" x="{x}" y="{y}" width="{w}" height="{h}" rx="8"/>')
    action = "take pile" if "take pile" in legal else None
    if action:
        parts.append(_ring(x, y - 8, w + 8, h + 8))
    label = f"Ingredient pile, {size} tiles face down" + (": take the top one" if action else "")
    return _pressable("".join(parts), action, label, "pile")


def macaron_row(macarons: list[Macaron], x: float, y: float, slot_w: float, w: float, h: float,
                scale: float, owner: int = 0) -> str:
    """Up to 3 macarons side by side, bottoms aligned at ``y + h`` (:func:`macaron_words` names them)."""
    parts = []
    cookie_h, filling_h = 20 * scale, 12 * scale
    for i in range(3):
        sx = x + i * slot_w
        if i < len(macarons):
            m = macarons[i]
            body, height = draw.macaron(m, sx + (slot_w - w) / 2, y + h - (2 * cookie_h + 3 * filling_h), w,
                                        cookie_h=cookie_h, filling_h=filling_h)
            # macaron() draws from the given top downwards: shift so every bottom sits on the line
            shift = (2 * cookie_h + 3 * filling_h) - height
            state = "finished" if m.get("finished") else "open"
            names = ", ".join(draw.tile_name(t) for t in m.get("tiles") or [])
            described = f"{draw.flavour_name(m['flavour'])} macaron, {state}: {names}"
            group = attrs(class_="macaron " + state, data_flavour=m["flavour"], role="img",
                          aria_label=described, data_flip=f"macaron-{owner}-{m['flavour']}")
            parts.append(f'<g{group} transform="translate(0 {shift:.1f})">{body}</g>')
        else:
            parts.append(f'<rect class="hole" x="{sx + (slot_w - w) / 2}" y="{y + h - 2 * cookie_h}" '
                         f'width="{w}" height="{2 * cookie_h}" rx="{cookie_h}"/>')
    return "".join(parts)


def macaron_words(macarons: list[Macaron]) -> str:
    """The macarons in words (HTML): "green tea, strawberry ✓" (✓: finished)."""
    if not macarons:
        return "none yet"
    return ", ".join(esc(draw.flavour_name(m["flavour"]).lower()) + (" ✓" if m.get("finished") else "")
                     for m in macarons)


def hand_backs(count: int, x: float, y: float, w: float, h: float, owner: int = 0) -> str:
    """Face-down backs, one per tile held (up to 6); keyed by seat and place only, for the page's
    animation (``static/flip.js``): a tile taken drops in, one given fades out."""
    return "".join(f'<g data-flip="back-{owner}-{i}">{draw.tile_back(x + i * w * 0.32, y, w, h)}</g>'
                   for i in range(min(count, 6)))


def tokens_html(values: list[int]) -> str:
    if not values:  # nothing won yet: the name keeps the room
        return ""
    coins = "".join(f'<span class="token">{int(v)}</span>' for v in values)
    return f'<span class="tokens" title="score tokens, {sum(values)} points">{coins}</span>'


def opponent_panel(view: SweetHolicView, seat: int, legal: set[str], ctx: dict) -> str:
    players = view["players"]
    bots = set(ctx.get("bots") or ())
    active = seat == view.get("to_move") and not ctx.get("interlude")
    tags = '<span class="tag bot">computer</span>' if seat in bots else ""
    if seat == view.get("start_player"):
        tags += '<span class="tag">starts</span>'
    size = (view.get("hand_sizes") or [0] * len(players))[seat]
    macarons = (view.get("macarons") or [[]] * len(players))[seat]
    # One row of pictures (hand, discard pile, macarons) and the same in words below it: the
    # drawing scales with the room it gets, the words keep the page's own size.
    body = (hand_backs(size, 6, 14, 40, 54, seat)
            + discard_pile(view, seat, 118, 8, 50, 62, legal, letter=False)
            + macaron_row(macarons, 236, 10, 64, 56, 62, 0.75, seat))
    facts = (f'<p class="facts"><span>{size} in hand</span> '
             f'<span>discard: {discard_words(view, seat)}</span> '
             f'<span>macarons: {macaron_words(macarons)}</span></p>')
    item = attrs(class_="opponent active" if active else "opponent", data_seat=seat,
                 aria_current="true" if active else None)
    tokens = (view.get("tokens") or [[]] * len(players))[seat]
    return (f'<li{item}><div class="who"><span class="name">{esc(players[seat])}</span>{tags}'
            f'{tokens_html(tokens)}</div>'
            + draw.svg(430, 80, body, cls="opp-svg",
                       label=f"{players[seat]}: hand, discard pile and macarons")
            + f"{facts}</li>")


def mission_tile(flavour: str, x: float, y: float, w: float, h: float) -> str:
    main, pale, _ = draw.COLOURS.get(flavour, ("#999", "#eee", "#000"))
    return (f'<g class="mission"{attrs(data_mission=flavour)}>'
            f'<rect fill="{pale}" stroke="{main}" stroke-width="3" stroke-dasharray="7 3" x="{x}" y="{y}" '
            f'width="{w}" height="{h}" rx="10"/>'
            f'{draw.glyph(flavour, x + w / 2, y + h / 2, h * 0.25, draw.glyph_ink(flavour))}</g>')


def _figure(picture: str, caption: str, cls: str) -> str:
    return f'<figure class="{cls}">{picture}<figcaption>{caption}</figcaption></figure>'


def my_table(view: SweetHolicView, legal: set[str]) -> str:
    """The middle strip for the seat on screen: the pile, its own discard pile, its mission and
    its macarons, each a picture with its words under it. A spectator sees only the pile."""
    seat = view.get("seat")
    size = view.get("pile_size", 0)
    drawn = draw.svg(96, 112, ingredient_pile(view, 10, 16, 70, 88, legal), cls="pile-svg",
                     label="The ingredient pile")
    pile = _figure(drawn, f"Pile: {size} left", "fig pile-fig")
    if seat is None:
        return f'<div class="centre-row">{pile}</div>'
    own = draw.svg(160, 112, discard_pile(view, seat, 6, 12, 74, 88, legal), cls="discard-svg",
                   label="Your discard pile")
    parts = [pile, _figure(own, f"Your discard: {discard_words(view, seat)}", "fig")]
    mission = view.get("mission")
    if mission:
        what = "burnt scores 1" if mission == "burnt" else "+1 per filling"
        card = draw.svg(80, 112, mission_tile(mission, 4, 12, 72, 88), cls="mission-svg",
                        label="Your secret mission")
        parts.append(_figure(card, f"Mission: <b>{esc(draw.flavour_name(mission))}</b>, {what}",
                             "fig mission-fig"))
    macarons = (view.get("macarons") or [[]] * (seat + 1))[seat]
    row = draw.svg(312, 112, macaron_row(macarons, 0, 4, 104, 90, 104, 1.0, seat or 0), cls="macarons-svg",
                   label="Your macarons")
    parts.append(_figure(row, f"Your macarons: {macaron_words(macarons)}", "fig"))
    return f'<div class="centre-row">{"".join(parts)}</div>'


def _tile_actions(tile: Tile, legal: list[str]) -> list[tuple[str, str]]:
    """(button label, notation) of every legal move of this hand tile."""
    found = []
    for text in legal:
        words = text.split()
        if len(words) < 2 or words[1] != tile["id"]:
            continue
        if words[0] == "discard":
            found.append(("Discard", text))
        elif words[0] == "bake" and len(words) == 4:
            found.append((f"On {draw.flavour_name(words[3]).lower()}", text))
        elif words[0] == "bake":
            found.append(("Bake", text))
    return found


def hand_row(view: SweetHolicView, legal: list[str]) -> str:
    tiles = view.get("hand") or []
    if not tiles:
        return '<p class="hand-empty">Your hand is empty.</p>' if view.get("seat") is not None else ""
    items = []
    for tile in tiles:
        moves = _tile_actions(tile, legal)
        face = draw.tile_face(tile, 4, 4, 92, 112, label=False)
        name = draw.tile_name(tile)
        # Buttons name every move. The drawing itself presses the move only where a tile has a
        # single possible use (the first discard, more baking), so a stray tap on a turn's hand
        # never discards by surprise.
        single = moves[0][1] if len(moves) == 1 and view.get("phase") in ("first_discard", "bake") else None
        if moves:
            face += _ring(4, 4, 92, 112)
        picture_attrs = attrs(class_="tile-svg" + (" can" if single else ""), viewBox="0 0 100 120",
                              data_action=single, aria_hidden="true")  # named in words beside it
        picture = f"<svg{picture_attrs}>{face}</svg>"
        buttons = "".join(button(label, text, cls="btn act " + text.split()[0], title=f"{label}: {name}")
                          for label, text in moves)
        cls = "hand-tile can" if moves else "hand-tile"
        keys = attrs(class_=cls, data_hand_tile=tile["id"], data_flip="tile-" + tile["id"])
        items.append(f'<li{keys}>{picture}'
                     f'<span class="tile-name">{esc(name)}</span>'
                     f'<div class="tile-actions">{buttons}</div></li>')
    return f'<ol class="hand" aria-label="Your hand">{"".join(items)}</ol>'


def table(view: SweetHolicView, legal: list[str], ui: dict, ctx: dict) -> str:
    seat = view.get("seat")
    players = view["players"]
    n = len(players)
    legal_set = set(legal)
    order = [(seat + k) % n for k in range(1, n)] if seat is not None else list(range(n))
    others = "".join(opponent_panel(view, s, legal_set, ctx) for s in order)
    results = view.get("round_results") or []
    # The latest round's scoring stays one press away (folded) until the next round is scored.
    pausing = bool(ctx.get("interlude"))
    earlier = breakdown_panel(results[-1], players, open_=False) if results and not pausing else ""
    if pausing and results:
        scoring = breakdown_panel(results[-1], players, open_=True)
        middle = f'<section class="centre scoring">{scoring}</section>'
    else:
        mine = ""
        if seat is not None:
            mine = (f'<section class="mine"><div class="mine-head"><b>{esc(players[seat])}</b>'
                    f'{tokens_html((view.get("tokens") or [[]] * n)[seat])}{earlier}</div>'
                    f'{take_row(view, legal)}{hand_row(view, legal)}</section>')
            earlier = ""
        middle = f'<section class="centre">{my_table(view, legal_set)}</section>{mine}'
    phase = esc(view.get("phase") or "")
    # A spectator screen (a computer's turn on a shared tablet) has no hand: the players' panels
    # take the room instead.
    kind = "table holic spectator" if seat is None and not pausing else "table holic"
    # What the others did while this seat was away; during the scoring pause the story says it.
    recent = "" if pausing else recent_strip(view)
    return (f'<div class="{kind}" data-phase="{phase}">'
            f'<div class="bar">{round_chip(view)}<p class="status" role="status" aria-live="polite">'
            f'{esc(status_line(view, legal, ctx))}</p>'
            f'<div class="controls">{controls(view, legal, ctx)}</div>'
            f'{earlier}</div>'
            f'<ol class="others" aria-label="The other players">{others}</ol>{middle}{recent}</div>')
