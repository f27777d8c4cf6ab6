"""The Sweets Stack table: the seat's own bucket sheet with the candy to place, its hand, and
every other player's sheet, scored cards, pumpkins and candles.

Everything is drawn from one seat's view, so the page can hold only what that seat may know: its
own hand (when the seat is on screen), the others' hands as counts. Controls are real buttons, or
SVG groups with ``role="button"``, each carrying ``data-action``: a move's notation (``keep``,
``play b3``, ``drop 2 1 r1``, ``out``) or ``ui:<cmd>`` for the page's own choice of card, turn
and landing place (see ``placing``).
"""

from __future__ import annotations

from functools import cache

from sweets.games.sweets_stack.geometry import path, piece, rotations
from sweets.games.sweets_stack.view import Card, Incoming, SweetsStackView
from sweets.render.html import attrs, button, esc, possessive
from sweets.render.sweets_stack import draw, words
from sweets.render.sweets_stack import placing as sel
from sweets.render.sweets_stack.pages import breakdown_panel, scores_toggle

ROTATE_COST, CHANGE_COST = 2, 3


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


# ----- small pieces ---------------------------------------------------------------------------

@cache  # the same drawing each time: drawn once, not once a panel a paint
def pumpkin_icon() -> str:
    return draw.svg(20, 20, draw.symbol("pumpkin", 0, 0, 20), cls="icon", label="pumpkins")


@cache
def candle_icon() -> str:
    body = ('<rect x="7" y="7" width="6" height="12" rx="1" fill="#f4ead5" stroke="#6b4a2a"/>'
            '<path d="M10 1 C13 4 12 7 10 7 C8 7 7 4 10 1 Z" fill="#f5a300" stroke="#8a4b00"/>')
    return draw.svg(20, 20, body, cls="icon", label="candles")


def stats(view: SweetsStackView, seat: int) -> str:
    """Pumpkins, candles, cards in hand and in the deck: numbers with an icon or a word."""
    return (f'<span class="stat">{pumpkin_icon()}<b>{view["pumpkins"][seat]}</b></span>'
            f'<span class="stat">{candle_icon()}<b>{view["candles"][seat]}</b></span>'
            f'<span class="stat">hand <b>{view["hand_sizes"][seat]}</b></span>'
            f'<span class="stat">deck <b>{view["deck_sizes"][seat]}</b></span>')


def scored_row(view: SweetsStackView, seat: int) -> str:
    """The seat's scored cards, oldest first; the last (the top of the pile) is marked."""
    pile = view["scored"][seat]
    down = view["facedown"][seat]
    items = "".join(draw.mini_card(card, top=i == len(pile) - 1, flip=True) for i, card in enumerate(pile))
    for card in down:
        label = "face down, worth nothing: " + draw.card_name(card)
        items += f'<li class="facedown">{draw.card_svg(card, cls="mini-card", max_cells=3, label=label)}</li>'
    if not items:
        return '<p class="none">No scored cards yet.</p>'
    whose = esc(possessive(view["players"][seat]))
    return f'<ol class="scored" aria-label="{whose} scored cards">{items}</ol>'


def pass_order(view: SweetsStackView) -> str:
    """Who passes to whom this round, as a chain of names."""
    players = view["players"]
    targets = view["passes_to"]
    alive = [s for s in range(len(players)) if targets[s] is not None]
    if not alive:
        return ""
    chain = [alive[0]]
    while len(chain) <= len(alive):
        nxt = targets[chain[-1]]
        if nxt is None or nxt == chain[0]:
            chain.append(chain[0])
            break
        chain.append(nxt)
    names = " → ".join(esc(players[s]) for s in chain)
    return f'<p class="passing">Passing {esc(view["direction"])}: {names}</p>'


def round_chip(view: SweetsStackView, *, scoring: bool) -> str:
    card = view.get("advanced_card")
    extra = f'<span class="adv-chip">{esc(card["name"])}</span>' if card else ""
    return f'<span class="round-chip">{esc(words.round_chip_text(view, scoring=scoring))}</span>{extra}'


# ----- the sheet on screen with the candy to place ------------------------------------------------

def _placement_layer(view: SweetsStackView, seat: int, legal: list[str], ui: dict, card: Card, rot: int,
                     at: tuple[int, int], places: list[tuple[int, int]], above: int) -> str:
    """The ghost of the candy where it would land, the way it falls, and every landing place
    of this card and turn as a pressable spot."""
    c = draw.CELL
    height = view["sheet"]["height"]
    cells = draw.rotated_cells(card, rot)
    w = max(x for x, _ in cells) + 1
    h = max(y for _, y in cells) + 1
    bottom = (above + height) * c  # y of the sheet's floor in SVG units

    def centre(x: int, y: int) -> tuple[float, float]:  # x, y 0-based, of the bounding box
        return (x + w / 2) * c, bottom - (y + h / 2) * c

    board = 0
    width = view["sheet"]["width"]
    for r, row in enumerate(view["sheets"][seat]):
        for x, ch in enumerate(row):
            if ch == "#":
                board |= 1 << ((height - 1 - r) * width + x)
    filled = set(cells)
    shape = "/".join("".join("#" if (x, y) in filled else "." for x in range(w))
                     for y in range(h - 1, -1, -1))
    route = path(board, piece(shape, 0, width), height, (at[0] - 1, at[1] - 1)) or []
    left, floor = (at[0] - 1) * c, bottom - (at[1] - 1) * c
    parts = [draw.candy_cells(card["colour"], cells, left, floor, c, ghost=True)]
    if route:
        points = [centre(x, y) for x, y in route]
        top_y = c * 0.35
        points[0] = (points[0][0], max(top_y, min(points[0][1], top_y)))
        line = " ".join(f"{px:.0f},{py:.0f}" for px, py in points)
        parts.append(f'<polyline class="fall" points="{line}"/>')
        end = points[-1]
        parts.append(f'<circle class="fall-end" cx="{end[0]:.0f}" cy="{end[1]:.0f}" r="6"/>')
    for x, y in places:
        cx, cy = centre(x - 1, y - 1)
        chosen = (x, y) == at
        label = f"Landing place: lower left corner at column {x}, row {y}"
        spot = attrs(class_="spot chosen" if chosen else "spot", role="button", tabindex="0",
                     data_action=f"ui:at:{x}:{y}", aria_label=label, aria_pressed=str(chosen).lower())
        parts.append(f'<g{spot}><rect class="hit" x="{cx - c / 2:.0f}" y="{cy - c / 2:.0f}" width="{c}" '
                     f'height="{c}"/><circle cx="{cx:.0f}" cy="{cy:.0f}" r="{9 if chosen else 7}"/></g>')
    return "".join(parts)


def my_sheet(view: SweetsStackView, seat: int, legal: list[str], ui: dict) -> str:
    now = sel.current(legal, ui)
    extra = ""
    label = draw.sheet_label(view, seat)
    above = 1
    if now is not None:
        (card_id, rot), at = now
        card = _card(view, seat, card_id)
        places = sel.groups(legal)[(card_id, rot)]
        extra = _placement_layer(view, seat, legal, ui, card, rot, at, places, above)
        label += (f". The candy would land with its lower left corner at column {at[0]}, row {at[1]}; "
                  f"{_plural(len(places), 'landing place')} this way.")
    body, w, h = draw.sheet(view, seat, extra=extra, above=above)
    return draw.svg(w + 4, h + 4, f'<g transform="translate(2 2)">{body}</g>', cls="sheet big-sheet",
                    label=label, role="img" if now is None else "group")


def _arrival(view: SweetsStackView, seat: int) -> Incoming:
    """The candy ``seat`` is marking (the place panel shows only while it has one)."""
    arrival = view["incoming"][seat]
    if arrival is None:
        raise ValueError(f"seat {seat} has no candy to mark")
    return arrival


def _card(view: SweetsStackView, seat: int, card_id: str | None) -> Card:
    if card_id is None:
        return _arrival(view, seat)["card"]
    return next(c for c in view["hand"] if c["id"] == card_id)


def place_panel(view: SweetsStackView, seat: int, legal: list[str], ui: dict) -> str:
    """Which candy (the received one, or one of the hand for 3 pumpkins), which turn (2
    pumpkins), the nudge buttons and the Drop button with its cost."""
    found = sel.groups(legal)
    now = sel.current(legal, ui)
    arrival = _arrival(view, seat)
    pumpkins = view["pumpkins"][seat]
    received = arrival["card"]
    parts = []
    sel_card = now[0][0] if now else None
    sel_rot = now[0][1] if now else 0
    # the candy
    options = [button_card(received, "received", "Free", pressed=now is not None and sel_card is None,
                           enabled=any(c is None for c, _ in found),
                           label=f"the candy from {view['players'][arrival['from']]}")]
    for card in view["hand"]:
        usable = any(c == card["id"] for c, _ in found)
        options.append(button_card(card, f"card:{card['id']}", f"pay {CHANGE_COST}",
                                   pressed=sel_card == card["id"],
                                   enabled=usable, label="instead, from your hand"))
    note = ""
    if view["hand"] and pumpkins < CHANGE_COST:
        note = (f'<p class="reason">Marking a card of your hand instead costs {CHANGE_COST} pumpkins; '
                f'you have {pumpkins}.</p>')
    elif ui.get("hand_offer"):  # the hand is not on show (others may be looking): the seat asks for it
        show = button(f"Show my hand, to mark one of its cards instead · pay {CHANGE_COST}", "ui:hand",
                      cls="btn show-hand")
        note = f'<div class="hand-offer">{show}<p class="reason">The others look away first.</p></div>'
    parts.append(f'<div class="choose-card" role="group" aria-label="Candy to mark">'
                 f'<h2>Candy to mark (pumpkins)</h2><div class="cards">{"".join(options)}</div>{note}</div>')
    # the turn
    card = received if sel_card is None else _card(view, seat, sel_card)
    shape = card["shape"]
    turns = rotations(shape)
    turn_buttons = []
    reason = ""
    if not view["can_rotate"][seat]:
        reason = "A crossed-out circle tops your scored cards: no turning now."
    elif pumpkins < ROTATE_COST + (CHANGE_COST if sel_card else 0):
        reason = f"Turning costs {ROTATE_COST} more pumpkins; you have {pumpkins}."
    for r in turns:
        ok = (sel_card, r) in found
        extra = "" if r == 0 else f" · pay {ROTATE_COST}"
        pic = draw.card_svg(card, r, cls="turn-pic", max_cells=3)
        values = attrs(type="button", class_="btn turn", data_action=f"ui:rot:{r}", disabled=not ok,
                       aria_pressed=str(ok and r == sel_rot).lower())
        turn_buttons.append(f'<button{values}>{pic}<span>{words.TURN_NAMES[r]}{extra}</span></button>')
    if len(turns) == 1:
        reason = "Turning this candy gives the same shape: nothing to pay for."
    parts.append(f'<div class="turns" role="group" aria-label="Turn the candy before it falls">'
                 f'<h2>Turn (pumpkins)</h2><div class="turn-row">{"".join(turn_buttons)}</div>'
                 f'{f"<p class=reason>{esc(reason)}</p>" if reason else ""}</div>')
    # the landing place
    if now is not None:
        (card_id, rot), at = now
        places = found[(card_id, rot)]
        i = places.index(at)
        cost = (CHANGE_COST if card_id else 0) + (ROTATE_COST if rot else 0)
        paid = f" · pay {cost} pumpkins" if cost else ""
        parts.append(
            f'<div class="landing"><p class="where">Column {at[0]}, row {at[1]} '
            f'({i + 1} of {len(places)})</p><div class="nudge">'
            f'{button("‹ Left", "ui:left", cls="btn nudge-btn", disabled=i == 0)}'
            f'{button("Right ›", "ui:right", cls="btn nudge-btn", disabled=i == len(places) - 1)}</div>'
            f'{button("Drop here" + paid, sel.notation(card_id, rot, at), cls="btn primary drop")}</div>')
    if "out" in legal:
        out = button("Go out (no room upright)", "out", cls="btn danger")
        parts.append(f'<div class="out-row">{out}</div>')
    return f'<section class="place-panel" aria-label="Place your candy">{"".join(parts)}</section>'


def button_card(card: Card, cmd: str, caption: str, *, pressed: bool, enabled: bool, label: str) -> str:
    picture = draw.card_svg(card, max_cells=3, label=f"{label}: {draw.card_name(card)}")
    values = attrs(type="button", class_="btn card-choice", data_action=f"ui:{cmd}", disabled=not enabled,
                   aria_pressed=str(pressed).lower(), data_flip=f"card:{card['id']}")
    return f'<button{values}>{picture}<span>{esc(caption)}</span></button>'


def hand_panel(view: SweetsStackView, seat: int, legal: list[str]) -> str:
    """The hand: in the pick, each card is a button that passes it; otherwise just shown."""
    cards = view["hand"]
    if not cards:
        return '<p class="none">Your hand is empty.</p>'
    players = view["players"]
    to = view["passes_to"][seat]
    items = []
    for card in cards:
        move = f"play {card['id']}"
        if move not in legal and f"under {card['id']}" in legal:
            move, caption = f"under {card['id']}", "Under next"
        if move in legal:
            if move.startswith("play"):
                caption = f"Pass to {players[to]}" if to is not None else "Pass"
            values = attrs(type="button", class_="btn hand-card", data_action=move,
                           data_flip=f"card:{card['id']}")
            key = attrs(data_key=f"card:{card['id']}")  # patched in place (web/morph.py)
            items.append(f'<li{key}><button{values}>{draw.card_svg(card, max_cells=3)}'
                         f'<span>{esc(caption)}</span></button></li>')
        else:
            flip = attrs(class_="hand-card", data_flip=f"card:{card['id']}")
            items.append(f'<li{flip}>{draw.card_svg(card, max_cells=3)}</li>')
    return f'<ol class="hand" aria-label="Your hand">{"".join(items)}</ol>'


def exchange_offer(view: SweetsStackView, seat: int, legal: list[str]) -> str:
    """Beside the hand in the pick: exchanging it, to take or to ignore (pressing a card to pass
    ignores it). Only while it is open: once a turn, with a pumpkin and cards in the deck."""
    if view["phase"] != "pick" or "exchange" not in legal:
        return ""
    return (f'<div class="exchange-offer">{button("Exchange my hand · pay 1 pumpkin", "exchange", cls="btn")}'
            f'<p class="reason">All {_plural(view["hand_sizes"][seat], "card")} go under your deck, in the '
            f'order you choose, and you draw as many.</p></div>')


def deck_bottom(view: SweetsStackView) -> str:
    """The cards the seat put under its own deck by exchanging, still there: it knows them."""
    cards = view.get("deck_bottom") or []
    if not cards:
        return ""
    items = "".join(f'<li>{draw.card_svg(card, cls="mini-card", max_cells=3)}</li>' for card in cards)
    return (f'<div class="deck-bottom"><h3>Bottom of your deck, drawn in this order</h3>'
            f'<ol class="scored" aria-label="Bottom of your deck, next drawn first">{items}</ol></div>')


def my_area(view: SweetsStackView, seat: int, legal: list[str], ui: dict) -> str:
    phase = view["phase"]
    players = view["players"]
    mine = view["secret_choices"]["mine"] if "secret_choices" in view else None
    parts = []
    if phase == "place" and legal:
        parts.append(place_panel(view, seat, legal, ui))
    else:
        note = ""
        if phase == "exchange" and legal:
            note = (f'<div class="ask">{button("Keep my hand", "keep", cls="btn")}'
                    f'{button("Exchange my hand · 1 pumpkin", "exchange", cls="btn primary")}</div>')
        elif phase == "arrange" and legal:
            note = (f'<div class="ask"><p>Press the card to put under your deck next, then the next: each '
                    f'goes beneath the ones before. You then draw {_plural(view["arrange_draw"], "card")} '
                    f'from the top.</p>'
                    f'{button("Rest under in this order", "under rest", cls="btn primary")}</div>')
        elif mine:
            picked = next(c for c in view["hand"] if c["id"] == mine.split()[1])
            note = (f'<p class="secret">You pass {esc(words.candy(picked))} face down; it is turned up '
                    f'when all have chosen.</p>')
        elif phase == "place" and view["incoming"][seat]:
            note = '<p class="none">Your candy waits for your turn to mark it.</p>'
        parts.append(f'<section class="hand-panel"><h2>Your hand</h2>{note}'
                     f'{hand_panel(view, seat, legal)}{exchange_offer(view, seat, legal)}{deck_bottom(view)}'
                     f'</section>')
    head = (f'<div class="mine-head"><b class="name">{esc(players[seat])}</b>{stats(view, seat)}</div>')
    return (f'<section class="mine" data-seat="{seat}">{head}<div class="mine-body">'
            f'<div class="sheet-wrap">{my_sheet(view, seat, legal, ui)}{scored_row(view, seat)}</div>'
            f'{"".join(parts)}</div></section>')


# ----- the other players ------------------------------------------------------------------------

def panel(view: SweetsStackView, seat: int, ctx: dict, *, active: bool) -> str:
    players = view["players"]
    tags = '<span class="tag bot">computer</span>' if seat in set(ctx.get("bots") or ()) else ""
    if not view["alive"][seat]:
        tags += '<span class="tag out">out</span>'
    to = view["passes_to"][seat]
    passes = f'<span class="to">passes to {esc(players[to])}</span>' if to is not None else ""
    arrival = view["incoming"][seat]
    waiting = ""
    if arrival:
        where = attrs(class_="arrival", data_flip=f"card:{arrival['card']['id']}")
        waiting = (f'<div{where}>{draw.card_svg(arrival["card"], cls="mini-card", max_cells=3)}'
                   f'<span>from {esc(players[arrival["from"]])}</span></div>')
    body, w, h = draw.sheet(view, seat)
    sheet = draw.svg(w + 4, h + 4, f'<g transform="translate(2 2)">{body}</g>', cls="sheet",
                     label=draw.sheet_label(view, seat), align="xMinYMin")
    item = attrs(class_="player active" if active else "player", data_seat=seat,
                 aria_current="true" if active else None)
    return (f'<li{item}><div class="who"><span class="name">{esc(players[seat])}</span>{tags}{passes}</div>'
            f'<div class="stats">{stats(view, seat)}</div>'
            f'<p class="doing">{esc(words.seat_status(view, seat))}</p>'
            f'<div class="panel-body">{sheet}<div class="panel-cards">{waiting}{scored_row(view, seat)}'
            f'</div></div></li>')


def revealed(view: SweetsStackView) -> str:
    """The cards turned up at the latest reveal: who passed which to whom; and, until the next
    reveal, a line for each seat that went out this turn and the candle its passer took."""
    played = view.get("played") or []
    news = "".join(f'<p class="out-news">{esc(words.out_line(view, s, p["card"]))}.</p>'
                   for s, p in enumerate(view.get("placed") or []) if p and "out" in p)
    if view["phase"] != "place" or not any(played):
        return f'<section class="revealed" aria-label="Out of the round">{news}</section>' if news else ""
    players = view["players"]
    items = []
    for seat, card in enumerate(played):
        if card is None:
            continue
        receiver = next((s for s, a in enumerate(view["incoming"]) if a and a["from"] == seat), None)
        if receiver is None:
            receiver = next((s for s, p in enumerate(view["placed"]) if p and p["card"]["id"] == card["id"]),
                            None)
        to = f" → {esc(players[receiver])}" if receiver is not None else ""
        picture = draw.card_svg(card, cls="mini-card", max_cells=3)
        items.append(f'<li>{picture}<span>{esc(players[seat])}{to}</span></li>')
    return f'<section class="revealed"><h2>Turned up</h2><ol>{"".join(items)}</ol>{news}</section>'


def table(view: SweetsStackView, legal: list[str], ui: dict, ctx: dict) -> str:
    seat = view.get("seat")
    players = view["players"]
    n = len(players)
    mover = view.get("to_move")
    pausing = bool(ctx.get("interlude"))
    seats = [s for s in ((seat + k) % n for k in range(1, n))] if seat is not None else list(range(n))
    panels = "".join(panel(view, s, ctx, active=s == mover and not pausing) for s in seats)
    results = view.get("round_results") or []
    scoring = pausing and words.just_scored(view)
    # The latest round's scores, asked for during the next round, take the other players' place
    # until the button closes them or the move is made: the seat's own controls stay in reach.
    asked = bool(results) and not scoring and bool(ui.get("scores"))
    if asked:
        breakdown = breakdown_panel(results[-1], players, open_=True)
        others = f'<section class="others score-side">{breakdown}</section>'
    else:
        others = f'<ol class="others" aria-label="The other players">{panels}</ol>'
    if scoring:
        scores = breakdown_panel(results[-1], players, open_=True)
        centre = f'<section class="centre scoring">{scores}</section>'
    elif seat is not None:
        centre = my_area(view, seat, legal, ui)
    else:
        centre = ""
    controls = button("Continue", "ui:continue", cls="btn primary") if pausing else ""
    kind = "table stack" + (" spectator" if seat is None else "") + (" scoring" if scoring else "")
    earlier = ""
    if results and not scoring:
        earlier = scores_toggle(results[-1], open_=asked, action="ui:scores")
    status = esc(words.status_line(view, legal, ctx))
    return (f'<div class="{kind}" data-phase="{esc(view["phase"])}">'
            f'<div class="bar"><div class="chips">{round_chip(view, scoring=scoring)}</div>'
            f'<p class="status" role="status" aria-live="polite">{status}</p>'
            f'<div class="controls">{controls}</div>{pass_order(view)}{earlier}</div>'
            f'{centre}{revealed(view)}{others}</div>')
