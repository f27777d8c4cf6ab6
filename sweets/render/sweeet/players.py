"""Every player's place at the Sweeet! table: their run 1 to 8, Bonus cards and Honey target.

The same strips stand beside the grid during the game and on the result screen.
"""

from __future__ import annotations

from sweets.games.sweeet.view import SweeetView
from sweets.render.html import attrs, esc
from sweets.render.sweeet.words import BONUS_LABELS, turn_story

RUN_CARD_TITLES = {"start": "starting card", "number": "collected", "lucky": "Lucky card"}

LEGEND = ('<p class="legend"><span class="slot start">2</span> starting card '
          '<span class="slot number">5</span> collected <span class="slot lucky">6</span> Lucky</p>')


def run_strip(view: SweeetView, seat: int) -> str:
    """Slots 1 to 8 with the values held, marked by where they came from."""
    held = {entry["value"]: entry["card"] for entry in (view.get("runs") or [[]] * (seat + 1))[seat]}
    slots = []
    for value in range(1, 9):
        kind = held.get(value)
        cls = f"slot {kind}" if kind else "slot missing"
        label = str(value) if kind != "lucky" else f"{value}"
        title = RUN_CARD_TITLES[kind] if kind else "missing"
        key = f"run-{seat}-{value}" if kind else None  # a value newly held drops in (static/flip.js)
        slots.append(f'<span{attrs(class_=cls, title=f"{value}: {title}", data_flip=key)}>{label}</span>')
    # Read aloud as one sentence saying what is held, not as the eight numbers "1 2 ... 8".
    kinds = {"start": " (starting card)", "lucky": " (Lucky)"}
    has = [f"{v}{kinds.get(held[v], '')}" for v in range(1, 9) if v in held]
    lacks = [str(v) for v in range(1, 9) if v not in held]
    said = f"Run: holds {', '.join(has) or 'nothing'}" + (f"; missing {', '.join(lacks)}" if lacks else "")
    return f'<span{attrs(class_="run", role="img", aria_label=said)}>{"".join(slots)}</span>'


def bonus_chips(view: SweeetView, seat: int) -> str:
    """The Bonus cards ``seat`` holds, one chip each."""
    return "".join(f'<span class="chip {esc(b)}">{esc(BONUS_LABELS.get(b, b))}</span>'
                   for b in (view.get("bonuses") or [[]] * len(view["players"]))[seat])


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
        honey = (view.get("honey_needed") or [4] * len(players))[seat]
        honey_note = f'<span class="chip honey-need" title="Honey cards needed to win">Honey {honey}</span>'
        active = seat == (last_seat if ctx.get("interlude") else turn["seat"] if turn else None)
        item = attrs(class_="player active" if active else "player", data_seat=seat,
                     aria_current="true" if active else None)
        chips = f'<div class="chips">{bonus_chips(view, seat)}{honey_note}</div>'
        rows.append(f'<li{item}><div class="who"><span class="name">{esc(name)}</span>{"".join(tags)}</div>'
                    f'{run_strip(view, seat)}{chips}</li>')
    previous = ""
    if last and not ctx.get("interlude"):
        previous = f'<p class="previous">Previous turn: {esc(turn_story(last, players))}</p>'
    return f'<ol class="players">{"".join(rows)}</ol>{previous}'
