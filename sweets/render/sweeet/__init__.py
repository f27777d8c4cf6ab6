"""The Sweeet! table: the 8 x 6 grid in SVG, every player's run, and the stop/collect controls.

It is a memory game, so this module draws only what the table shows right now: face-down cards
are plain backs, cards turned over this turn are face up, and the history of past reveals
(``view["reveals"]``, ``view["my_peeks"]``) is never read. The one exception is the pause after
a turn ends (``ctx["interlude"]``), when the cards of that turn are shown again for everyone, as
they lay on the table a moment ago, before being turned back.
"""

from __future__ import annotations

from sweets.games.sweeet.view import LastTurn, SweeetView
from sweets.render.html import attrs, button, esc, possessive

TITLE = "Sweeet!"
BLURB = "Turn over cards from memory to build the run 1 to 8, or gamble on the Honey. 2-6 players."

COLUMNS = "abcdefgh"
ROWS = 6
BONUS_LABELS = {"brave": "Brave", "lucky": "Lucky", "curious": "Curious", "gourmet": "Gourmet"}

# Grid geometry in SVG user units: column letters above, row numbers on the left.
CARD_W, CARD_H, GAP, MARGIN = 92, 122, 8, 24
VIEW_W = MARGIN + 8 * (CARD_W + GAP)
VIEW_H = MARGIN + ROWS * (CARD_H + GAP)


def cell_name(index: int) -> str:
    return f"{COLUMNS[index % 8]}{index // 8 + 1}"


def cell_index(name: str) -> int:
    return (int(name[1:]) - 1) * 8 + COLUMNS.index(name[0])


def card_label(card: str) -> str:
    """How a card is called in sentences: "7", "Brave", "Honey"."""
    if card == "honey":
        return "Honey"
    return BONUS_LABELS.get(card, card)


def with_article(card: str) -> str:
    label = card_label(card)
    return ("an " if label[0] in "8AEIOU" else "a ") + label


# ----- the stop/collect choice ---------------------------------------------------------------
# A legal stop is read as a set of tokens ("c3", "e2=6"); the player ticks revealed cards and the
# page keeps the ticked set equal to one of the legal stops, so the Stop button always carries a
# legal notation whatever order the cards are ticked in.

def stop_options(legal: list[str]) -> list[frozenset[str]]:
    return [frozenset(text.split()[1:]) for text in legal if text.split()[:1] == ["stop"]]


def token_cell(token: str) -> str:
    return token.split("=")[0]


def cells_of(tokens) -> set[str]:
    return {token_cell(t) for t in tokens}


def stop_text(legal: list[str], picked) -> str | None:
    """The legal notation whose tokens are exactly ``picked`` (None if there is none)."""
    wanted = frozenset(picked)
    for text in legal:
        if text.split()[:1] == ["stop"] and frozenset(text.split()[1:]) == wanted:
            return text
    return None


def _best(candidates: list[frozenset[str]], current: frozenset[str]) -> frozenset[str] | None:
    """The candidate keeping most of ``current``, then the smallest (the least surprise)."""
    if not candidates:
        return None
    return min(candidates, key=lambda c: (-len(c & current), len(c)))


def toggle(legal: list[str], picked, cell: str) -> list[str]:
    """The ticked set after pressing ``cell``: ticking adds the fewest cards needed to stay legal
    (ticking a 4 next to a run ending at 2 also ticks the 3); unticking drops what no longer
    connects."""
    current = frozenset(picked)
    options = stop_options(legal)
    if cell in cells_of(current):
        rest = frozenset(t for t in current if token_cell(t) != cell)
        inside = [o for o in options if o <= rest]
        choice = max(inside, key=len) if inside else frozenset()
    else:
        with_cell = [o for o in options if cell in cells_of(o)]
        supersets = [o for o in with_cell if o >= current]
        best = min(supersets, key=len) if supersets else _best(with_cell, current)
        choice = current if best is None else best
    return sorted(choice, key=lambda t: cell_index(token_cell(t)))


def choose_lucky(legal: list[str], picked, token: str) -> list[str]:
    """The ticked set after choosing the value of the Lucky card (``token`` is "e2=6")."""
    current = frozenset(picked)
    cell = token_cell(token)
    wanted = frozenset(t for t in current if token_cell(t) != cell) | {token}
    options = stop_options(legal)
    choice = wanted if wanted in options else (_best([o for o in options if token in o], current) or current)
    return sorted(choice, key=lambda t: cell_index(token_cell(t)))


def lucky_values(legal: list[str], cell: str) -> list[int]:
    """Every value the Lucky card at ``cell`` may take in some legal stop (choosing one that
    does not fit the other ticked cards unticks them, see :func:`choose_lucky`)."""
    values = set()
    for option in stop_options(legal):
        for token in option:
            if token_cell(token) == cell and "=" in token:
                values.add(int(token.split("=")[1]))
    return sorted(values)


# ----- the render-module protocol (see sweets/render/__init__.py) ----------------------------

def new_ui(view: SweeetView, legal: list[str]) -> dict:
    """Fresh choice: in a normal stop everything that can be collected is ticked (what a player
    nearly always wants); after a Brave failure nothing is, since only one card may be taken."""
    turn = view["turn"]
    picked: list[str] = []
    options = stop_options(legal)
    if turn and turn["phase"] == "choose" and options:
        widest = max(options, key=len)
        picked = sorted(widest, key=lambda t: cell_index(token_cell(t)))
    return {"picked": picked, "peeking": False}


def ui_command(view: SweeetView, legal: list[str], ui: dict, command: str) -> dict:
    ui = dict(ui)
    kind, _, arg = command.partition(":")
    if kind == "pick" and arg in _revealed_cells(view):
        ui["picked"] = toggle(legal, ui.get("picked", []), arg)
    elif kind == "lucky" and "=" in arg:
        ui["picked"] = choose_lucky(legal, ui.get("picked", []), arg)
    elif kind == "peekmode":
        ui["peeking"] = not ui.get("peeking") and any(t.startswith("peek ") for t in legal)
    return ui


def needs_handoff(view: SweeetView) -> bool:
    """Only a Curious holder about to peek (or holding a peek) sees something private."""
    turn = view["turn"]
    return (turn is not None and view["seat"] == turn["seat"]
            and (turn["phase"] == "peek" or bool(view["peek"])))


def interlude(before: SweeetView, after: SweeetView, ctx: dict) -> str | None:
    """When a turn has just ended, the sentence telling the table how (the cards stay up a moment)."""
    last, earlier = after["last_turn"], before["last_turn"]
    if last is None or (earlier is not None and earlier["number"] == last["number"]):
        return None
    return turn_story(last, after["players"])


def turn_story(last: LastTurn, players: list[str]) -> str:
    name = players[last["seat"]]
    cards = [r["card"] for r in last.get("revealed", [])]
    taken = ", ".join(card_label(c["card"]) if "value" not in c else f"Lucky as {c['value']}"
                      for c in last.get("collected", []))
    ended = last.get("ended")
    repeat = last.get("repeat")
    if ended == "run":
        return f"{name} completed the run 1 to 8 and wins!"
    if ended == "honey":
        return f"{name} turned over only Honey cards and wins!"
    why = ""
    if repeat is not None:
        twice = cards.count(str(repeat)) > 1
        why = (f"turned over a second {repeat}" if twice
               else f"turned over {with_article(str(repeat))} already in the run")
    if ended == "repeat":
        return f"{name} {why}: end of turn, the cards go back face down."
    if ended == "brave":
        took = f"took {taken}" if taken else "took nothing"
        return f"{name} {why}, but Brave saves one card: {took}."
    if taken:
        return f"{name} stopped and took {taken}."
    return f"{name} stopped without taking anything."


# ----- drawing ------------------------------------------------------------------------------

def _revealed_cells(view: SweeetView) -> list[str]:
    turn = view["turn"]
    return [r["cell"] for r in turn["revealed"]] if turn else []


def _card_face(card: str, x: float, y: float) -> str:
    """The face of a card (its back is drawn by :func:`_card_back`)."""
    cx, cy = x + CARD_W / 2, y + CARD_H / 2
    if card.isdigit():
        return (f'<rect class="face num n{card}" x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="10"/>'
                f'<text class="corner" x="{x + 10}" y="{y + 22}">{card}</text>'
                f'<text class="big n{card}" x="{cx}" y="{cy + 20}">{card}</text>')
    if card == "honey":
        hexagon = " ".join(f"{cx + 24 * dx:.1f},{cy - 8 + 24 * dy:.1f}" for dx, dy in
                           ((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5), (-0.87, -0.5)))
        return (f'<rect class="face honey" x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="10"/>'
                f'<polygon class="hex" points="{hexagon}"/>'
                f'<text class="label" x="{cx}" y="{y + CARD_H - 14}">Honey</text>')
    label = BONUS_LABELS.get(card, card)
    return (f'<rect class="face bonus {esc(card)}" x="{x}" y="{y}" width="{CARD_W}" '
            f'height="{CARD_H}" rx="10"/>'
            f'{_bonus_icon(card, cx, cy - 10)}'
            f'<text class="label" x="{cx}" y="{y + CARD_H - 14}">{esc(label)}</text>')


def _bonus_icon(card: str, cx: float, cy: float) -> str:
    if card == "lucky":  # a four-leaf clover: the joker
        return "".join(f'<circle class="icon" cx="{cx + dx}" cy="{cy + dy}" r="11"/>'
                       for dx, dy in ((-10, -10), (10, -10), (-10, 10), (10, 10)))
    if card == "curious":  # an eye: a peek
        return (f'<ellipse class="icon" cx="{cx}" cy="{cy}" rx="26" ry="15"/>'
                f'<circle class="pupil" cx="{cx}" cy="{cy}" r="8"/>')
    if card == "brave":  # a shield
        return (f'<path class="icon" d="M{cx - 20},{cy - 22} h40 v18 q0,22 -20,32 q-20,-10 -20,-32 z"/>')
    # gourmet: a cupcake
    return (f'<path class="icon" d="M{cx - 20},{cy} h40 l-6,24 h-28 z"/>'
            f'<circle class="icon" cx="{cx}" cy="{cy - 6}" r="16"/>')


def _card_back(x: float, y: float) -> str:
    # One shared drawing (see BACK_SYMBOL): 48 backs cost one element each, not five.
    return f'<use class="back" href="#card-back" x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}"/>'


BACK_SYMBOL = (
    f'<defs><symbol id="card-back" viewBox="0 0 {CARD_W} {CARD_H}">'
    f'<rect width="{CARD_W}" height="{CARD_H}" rx="10" fill="currentColor"/>'
    f'<rect x="7" y="7" width="{CARD_W - 14}" height="{CARD_H - 14}" rx="6" fill="none" '
    f'stroke="#f6c9d8" stroke-width="3"/>'
    f'<circle cx="{CARD_W / 2}" cy="{CARD_H / 2}" r="13" fill="#fde3ec"/>'
    f'<path d="M{CARD_W / 2 - 13},{CARD_H / 2} l-12,-10 v20 z M{CARD_W / 2 + 13},{CARD_H / 2} l12,-10 v20 z" '
    f'fill="#fde3ec"/></symbol></defs>')


def flipback(view: SweeetView) -> list[str]:
    """The cells the end-of-turn pause showed face up, which turn back as it ends."""
    last = view["last_turn"]
    return [r["cell"] for r in last["revealed"]] if last else []


def grid_svg(view: SweeetView, legal: list[str], ui: dict, ctx: dict, *, explore: bool = True) -> str:
    """The grid. With ``explore``, one cell is a Tab stop from which the arrows walk the cards
    (during a game); a picture of the table as the game left it has none."""
    grid = view.get("grid") or [None] * 48
    legal_set = set(legal)
    peeking = bool(ui.get("peeking"))
    picked_cells = cells_of(ui.get("picked", []))
    selectable = cells_of(t for o in stop_options(legal) for t in o)
    turn = view["turn"]
    revealed = turn["revealed"] if turn else []
    newest = revealed[-1]["cell"] if revealed and ctx.get("animate") else None
    peek = view["peek"] if not revealed else None  # hidden again once flipping starts
    recap: dict[str, str] = {}
    clash = None
    last = view["last_turn"]
    if ctx.get("interlude") and last:
        recap = {r["cell"]: r["card"] for r in last["revealed"]}
        clash = last["repeat"]
    flipback = set(ctx.get("flipback") or ())
    entry = None  # the one cell Tab reaches (roving focus: arrows move on from there)
    acting = "grid act" if legal else "grid"
    if peeking:
        acting += " peeking"
    # data-grid: the page's arrow keys walk the cells by their data-col/data-row.
    parts = [f'<svg class="{acting}" data-grid viewBox="0 0 {VIEW_W} {VIEW_H}" role="group" '
             'aria-label="The cards on the table" preserveAspectRatio="xMidYMid meet">', BACK_SYMBOL]
    for c, letter in enumerate(COLUMNS):
        x = MARGIN + c * (CARD_W + GAP) + CARD_W / 2
        parts.append(f'<text class="axis" x="{x}" y="17">{letter}</text>')
    for r in range(ROWS):
        y = MARGIN + r * (CARD_H + GAP) + CARD_H / 2 + 6
        parts.append(f'<text class="axis" x="10" y="{y}">{r + 1}</text>')
    for i in range(48):
        name = cell_name(i)
        x = MARGIN + (i % 8) * (CARD_W + GAP)
        y = MARGIN + (i // 8) * (CARD_H + GAP)
        card = grid[i]
        classes = ["cell"]
        action = None
        if card == "down":
            if peek and peek.get("cell") == name:
                body = _card_face(peek["card"], x, y)
                classes.append("peeked")
                label = f"{name}: {card_label(peek['card'])}, seen in secret"
            else:
                body = _card_back(x, y)
                label = f"{name}: face down"
            verb = "peek" if peeking else "flip"
            if f"{verb} {name}" in legal_set:
                action = f"{verb} {name}"
                classes.append("can")
                label += ", look at it in secret" if peeking else ", turn it over"
            if name in flipback:
                classes.append("flipback")
        elif card is None:
            body = (f'<rect class="gone" x="{x + 4}" y="{y + 4}" width="{CARD_W - 8}" '
                    f'height="{CARD_H - 8}" rx="8"/>')
            classes.append("empty")
            label = f"{name}: empty"
        else:
            body = _card_face(card, x, y)
            classes.append("up")
            label = f"{name}: {card_label(card)}"
            if name == newest:
                classes.append("newest")
            if name in selectable:
                action = f"ui:pick:{name}"
                classes.append("can")
                if name in picked_cells:
                    classes.append("picked")
                    label += ", ticked to take"
                else:
                    label += ", tap to take"
        if "picked" in classes:
            body += (f'<circle class="tick" cx="{x + CARD_W - 16}" cy="{y + 16}" r="12"/>'
                     f'<path class="tick-mark" d="M{x + CARD_W - 22},{y + 16} l5,5 l9,-10"/>')
        ring = (f'<rect class="ring" x="{x - 3}" y="{y - 3}" width="{CARD_W + 6}" height="{CARD_H + 6}" '
                f'rx="12"/>')
        tab = "-1"
        if entry is None and (action or (explore and i == 47)):
            entry, tab = name, "0"
        cell_attrs = attrs(class_=" ".join(classes), data_cell=name, data_col=str(i % 8),
                           data_row=str(i // 8), data_action=action, tabindex=tab,
                           role="button" if action else "img", aria_label=label)
        parts.append(f"<g{cell_attrs}>{body}{ring}</g>")
    if recap:
        # The turn that just ended, drawn over the grid as the table saw it a moment ago. It is a
        # picture on top, not the cells themselves: those are already face down again.
        faces = []
        for name, card in recap.items():
            i = cell_index(name)
            x = MARGIN + (i % 8) * (CARD_W + GAP)
            y = MARGIN + (i // 8) * (CARD_H + GAP)
            cls = "recap clash" if clash is not None and card == str(clash) else "recap"
            faces.append(f'<g class="{cls}">{_card_face(card, x, y)}</g>')
        parts.append(f'<g class="recap-layer" aria-hidden="true">{"".join(faces)}</g>')
    parts.append("</svg>")
    return "".join(parts)


RUN_CARD_TITLES = {"start": "starting card", "number": "collected", "lucky": "Lucky card"}


def run_strip(view: SweeetView, seat: int) -> str:
    """Slots 1 to 8 with the values held, marked by where they came from."""
    held = {entry["value"]: entry["card"] for entry in (view.get("runs") or [[]] * (seat + 1))[seat]}
    slots = []
    for value in range(1, 9):
        kind = held.get(value)
        cls = f"slot {kind}" if kind else "slot missing"
        label = str(value) if kind != "lucky" else f"{value}"
        title = RUN_CARD_TITLES[kind] if kind else "missing"
        slots.append(f'<span{attrs(class_=cls, title=f"{value}: {title}")}>{label}</span>')
    # Read aloud as one sentence saying what is held, not as the eight numbers "1 2 ... 8".
    kinds = {"start": " (starting card)", "lucky": " (Lucky)"}
    has = [f"{v}{kinds.get(held[v], '')}" for v in range(1, 9) if v in held]
    lacks = [str(v) for v in range(1, 9) if v not in held]
    said = f"Run: holds {', '.join(has) or 'nothing'}" + (f"; missing {', '.join(lacks)}" if lacks else "")
    return f'<span{attrs(class_="run", role="img", aria_label=said)}>{"".join(slots)}</span>'


def players_panel(view: SweeetView, ctx: dict) -> str:
    players = view["players"]
    turn, last = view["turn"], view["last_turn"]
    bots = set(ctx.get("bots") or ())
    last_seat = last["seat"] if last else None
    rows = []
    for seat, name in enumerate(players):
        tags = []
        if seat in bots:
            tags.append('<span class="tag bot">computer</span>')
        if seat == ctx.get("shown") and len(players) - len(bots) == 1:
            tags.append('<span class="tag you">you</span>')
        bonuses = "".join(f'<span class="chip {esc(b)}">{esc(BONUS_LABELS.get(b, b))}</span>'
                          for b in (view.get("bonuses") or [[]] * len(players))[seat])
        honey = (view.get("honey_needed") or [4] * len(players))[seat]
        honey_note = f'<span class="chip honey-need" title="Honey cards needed to win">Honey {honey}</span>'
        active = seat == (last_seat if ctx.get("interlude") else turn["seat"] if turn else None)
        item = attrs(class_="player active" if active else "player", data_seat=seat,
                     aria_current="true" if active else None)
        rows.append(f'<li{item}><div class="who"><span class="name">{esc(name)}</span>{"".join(tags)}</div>'
                    f'{run_strip(view, seat)}<div class="chips">{bonuses}{honey_note}</div></li>')
    previous = ""
    if last and not ctx.get("interlude"):
        previous = f'<p class="previous">Previous turn: {esc(turn_story(last, players))}</p>'
    return f'<ol class="players">{"".join(rows)}</ol>{previous}'


def status_line(view: SweeetView, ctx: dict) -> str:
    """Whose turn it is and what they must do, in words (unescaped)."""
    if ctx.get("interlude"):
        return ctx["interlude"]
    turn = view.get("turn")
    if not turn:
        return "The game is over."
    name = view["players"][turn["seat"]]
    if turn["seat"] in set(ctx.get("bots") or ()):
        return f"{possessive(name)} turn: the computer is playing…"
    phase = turn["phase"]
    if phase == "peek":
        return f"{possessive(name)} turn: turn over a card, or first look at one in secret"
    if phase == "brave":
        return f"{name} is Brave: take one revealed card, or nothing"
    if phase == "choose":
        return f"{possessive(name)} turn: turn over another card, or stop"
    return f"{possessive(name)} turn: turn over a card"


def controls(view: SweeetView, legal: list[str], ui: dict, ctx: dict) -> str:
    """The buttons beside the grid: stop/collect, Lucky's value, Curious' peek."""
    turn = view["turn"]
    if ctx.get("interlude"):
        out = [button("Continue", "ui:continue", cls="btn primary")]
        if turn and legal:
            name = view["players"][turn["seat"]]
            out.append(f'<p class="hint">Next: {esc(name)}, turn over a card when ready.</p>')
        return "".join(out)
    if not turn or turn["seat"] in set(ctx.get("bots") or ()):
        return ""
    out = []
    picked = ui.get("picked", [])
    revealed = {r["cell"]: r["card"] for r in turn["revealed"]}
    if any(t.startswith("peek ") for t in legal):
        label = "Turn over instead" if ui.get("peeking") else "Look at a card in secret"
        out.append(button(label, "ui:peekmode", cls="btn", pressed=bool(ui.get("peeking"))))
        if ui.get("peeking"):
            out.append('<p class="hint">Tap the card you want to look at: only you will see it.</p>')
    peek = view.get("peek")
    if peek and not turn["revealed"]:
        out.append(f'<p class="secret">Only you: the card at {esc(peek["cell"])} is '
                   f'{esc(with_article(peek["card"]))}.</p>')
    stop = stop_text(legal, picked) or stop_text(legal, [])
    if stop:
        names = []
        for token in picked:
            cell, _, value = token.partition("=")
            names.append(f"Lucky as {value}" if value else card_label(revealed.get(cell, cell)))
        brave = turn["phase"] == "brave"
        verb = "End turn" if brave else "Stop"
        label = f"{verb} and take {', '.join(names)}" if names and stop_text(legal, picked) else (
            f"{verb}, take nothing")
        for token in picked:
            cell, _, value = token.partition("=")
            if value:
                for option in lucky_values(legal, cell):
                    out.append(button(f"Lucky = {option}", f"ui:lucky:{cell}={option}", cls="btn lucky",
                                      pressed=option == int(value)))
        out.append(button(label, stop, cls="btn primary stop"))
        if turn["phase"] == "choose" and picked:
            out.append('<p class="hint">Tap a face-up card to take it or leave it.</p>')
        if brave:
            out.append('<p class="hint">Tap the one card to keep.</p>')
    honey_up = [c for c in revealed.values()]
    if honey_up and all(c == "honey" for c in honey_up):
        need = (view.get("honey_needed") or [4] * 8)[turn["seat"]]
        out.append(f'<p class="honey-count">Honey only so far: {len(honey_up)} of {need}</p>')
    return "".join(out)


def table(view: SweeetView, legal: list[str], ui: dict, ctx: dict) -> str:
    return (f'<div class="table sweeet">'
            f'<div class="bar"><p class="status" role="status" aria-live="polite">'
            f'{esc(status_line(view, ctx))}</p>'
            f'<div class="controls">{controls(view, legal, ui, ctx)}</div></div>'
            f'<div class="board">{grid_svg(view, legal, ui, ctx)}</div>'
            f'<aside class="side">{players_panel(view, ctx)}</aside></div>')


LEGEND = ('<p class="legend"><span class="slot start">2</span> starting card '
          '<span class="slot number">5</span> collected <span class="slot lucky">6</span> Lucky</p>')


def result(view: SweeetView, ctx: dict) -> str:
    """Who won and how, everyone's run and Bonus cards, beside the table as the game left it
    (the final turn's cards are still face up: the whole table saw them)."""
    players = view["players"]
    winners = view.get("winners") or []
    how = {"run": "by completing the run 1 to 8",
           "honey": "by turning over only Honey cards"}.get(view.get("winner_reason") or "", "")
    title = " and ".join(esc(players[w]) for w in winners) + (" wins!" if len(winners) == 1 else " win!")
    rows = []
    for seat, name in enumerate(players):
        bonuses = "".join(f'<span class="chip {esc(b)}">{esc(BONUS_LABELS.get(b, b))}</span>'
                          for b in (view.get("bonuses") or [[]] * len(players))[seat])
        item = attrs(class_="player winner" if seat in winners else "player")
        rows.append(f'<li{item}><div class="who"><span class="name">{esc(name)}</span></div>'
                    f'{run_strip(view, seat)}<div class="chips">{bonuses}</div></li>')
    board = grid_svg({**view, "peek": None}, [], {}, {"animate": False}, explore=False)
    return (f'<div class="result-layout"><div class="result-text">'
            f'<h1 tabindex="-1" class="winner-title">{title}</h1><p class="how">{esc(how)}</p>'
            f'<ol class="players final">{"".join(rows)}</ol>{LEGEND}</div>'
            f'<div class="result-board">{board}</div></div>')


def _decisions() -> list[dict[str, str]]:
    """The rules module's recorded decisions (topic, decision, rests_on), as it lists them."""
    try:
        from sweets.games.sweeet import DECISIONS
    except ImportError:
        return []
    return [{key: str(item.get(key, "")) for key in ("topic", "decision", "rests_on")}
            for item in DECISIONS if isinstance(item, dict)]


def rules() -> str:
    decisions = "".join(
        f'<li><p><b>{esc(d["topic"])}</b>: {esc(d["decision"])}</p>'
        f'<p class="basis">Rests on the rulebook, {esc(d["rests_on"])}</p></li>'
        for d in _decisions())
    return f"""<h1 tabindex="-1">How to play Sweeet!</h1>
<section><h2>The aim</h2>
<p>Be the first to own a complete run of cards from 1 to 8, or win at once by turning over nothing
but the Honey cards in one turn (all four of them, or three with the Gourmet card).</p></section>
<section><h2>The table</h2>
<p>Forty-eight cards lie face down in a grid of 8 columns (a to h) and 6 rows (1 to 6): five of each
number 1 to 8, four Bonus cards and four Honey cards. They never move, so remembering where things
are is the whole game. Each player starts with one card between 2 and 7 in front of them: the first
card of their run. The lowest starting card plays first, then play goes round the table.</p></section>
<section><h2>A turn</h2>
<p>Turn over a card. Then, as long as nothing stops you, choose: turn over another one, or stop.</p>
<p>Your turn is over at once, and everything goes back face down, if you turn over a number you
already turned over this turn, or a number already in your run.</p>
<p>When you stop on purpose, you may take the revealed cards that fit your run, so that it stays one
unbroken sequence, and any Bonus cards. The rest go back face down where they were. Stopping
early also gives the others less to remember.</p>
<p>Honey cards never leave the table. Turning over the last Honey card needed with no other card
revealed that turn wins the game.</p></section>
<section><h2>Bonus cards</h2>
<ul>
<li><b>Brave</b>: when your turn fails, you may still keep one of the revealed cards.</li>
<li><b>Lucky</b>: a joker placed at one end of your run, standing for the missing value there;
turning over that value later does not end your turn.</li>
<li><b>Curious</b>: at the start of each of your turns you may look at one card in secret first.</li>
<li><b>Gourmet</b>: three Honey cards are enough for you to win.</li>
</ul></section>
<section><h2>On this tablet</h2>
<p>Tap a face-down card to turn it over. After a card is up, the cards you could take are ticked;
tap them to change your choice, then press Stop. Arrow keys move over the grid and Enter turns a
card over. When a turn ends its cards stay up for a moment so everyone can see (the next player may
start at once), then they are turned back: from then on, only your memory knows where they
are. The page never keeps a record of where cards lie.</p></section>
<section><h2>Decisions where the rulebook is silent</h2>
{f"<ol class='decisions'>{decisions}</ol>" if decisions else "<p>None recorded yet.</p>"}</section>"""
