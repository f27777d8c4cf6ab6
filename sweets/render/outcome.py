"""How a finished game ended, in words, for every kind of outcome the engine knows.

A ranked game has winners by score; a team wins or loses together; a solo player beats the
automated opponent or does not. ``headline`` reads only ``view["outcome"]`` and the names.
"""

from __future__ import annotations

from collections.abc import Sequence

from sweets.engine import EngineView, Opponent
from sweets.render.html import attrs, esc

# Pieces of confetti over a result with a winner (static/app.css: .cheer; none under reduced
# motion). Few enough to stay light, enough to read as a celebration.
CONFETTI = 18
CONFETTI_COLOURS = ("#d94f7a", "#f5b301", "#1f8f4e", "#7b55c7", "#f08bb0")


def whole(score: float) -> int | float:
    """A score as people write it: 25, not 25.0 (the engine keeps scores as floats)."""
    return int(score) if float(score).is_integer() else score


def points_words(score: float) -> str:
    value = whole(score)
    return f"{value} point{'s' * (value != 1)}"


def names_words(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def headline(view: EngineView, points: bool = True) -> str:
    """One sentence: who won and by how much, or how the team or solo game ended. ``points=False``
    for a game whose scores only mark the winner (Sweeet!) or an order of leaving (Clash): who won,
    without a tally nobody counted."""
    outcome = view.get("outcome")
    players = view["players"]
    scores = outcome["scores"] if outcome else []
    winners = outcome["winners"] if outcome else []
    kind = outcome["kind"] if outcome else "ranked"
    if kind == "team":
        team = f" with {points_words(scores[0])}" if scores else ""
        return f"The team won together{team}!" if winners else f"The team lost{team}: try again together."
    if kind == "solo":
        unnamed: Opponent = {"name": "The opponent", "score": 0}
        opponent = (outcome.get("opponent") if outcome else None) or unnamed
        mine = scores[0] if scores else 0
        tally = f"{points_words(mine).split()[0]} to {points_words(opponent['score']).split()[0]}"
        if winners:
            return f"{players[0] if players else 'You'} beat {opponent['name']}, {tally}!"
        return (f"{opponent['name']} wins this time, {tally}: beating {opponent['name']} takes more "
                f"than {points_words(opponent['score'])}." if mine < opponent["score"] else
                f"A tie with {opponent['name']}, {tally}: only more points beat {opponent['name']}.")
    names = [players[w] for w in winners if w < len(players)]
    if not names:
        return "The game is over."
    if not points:
        return f"{names_words(names)} {'wins' if len(names) == 1 else 'share the win'}!"
    best = points_words(scores[winners[0]]) if scores else ""
    if len(names) == 1:
        return f"{names[0]} wins with {best}!"
    return f"{names_words(names)} share the win with {best} each!"


# ----- places: who came where, ties shared ------------------------------------------------------

def ordinal(place: int) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st."""
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def places(scores: Sequence[float], winners: Sequence[int] = ()) -> list[int]:
    """Each seat's place (1 = first): the winners share 1st (the game's own tie-break already
    chose them), everyone else follows by score, equal scores sharing a place, and the next place
    skipping as many as shared the one before (1st, 2nd, 2nd, 4th), as on any podium."""
    seats = range(len(scores))
    won = set(winners)
    rank = [(0 if s in won else 1, -scores[s]) for s in seats]
    return [1 + sum(1 for other in seats if rank[other] < rank[s]) for s in seats]


def in_order(places_by_seat: Sequence[int]) -> list[int]:
    """The seats from first place to last (seat order within a shared place)."""
    return sorted(range(len(places_by_seat)), key=lambda s: (places_by_seat[s], s))


def place_badge(place: int, shared: bool) -> str:
    """The place as a badge: "1st", or "2nd=" when the place is shared."""
    label = f"{ordinal(place)} place" + (", shared" if shared else "")
    text = ordinal(place) + ("=" if shared else "")
    return f'<span{attrs(class_=f"place place-{min(place, 4)}", aria_label=label)}>{esc(text)}</span>'


def badges(places_by_seat: Sequence[int]) -> list[str]:
    """Each seat's badge (see ``place_badge``), in seat order."""
    return [place_badge(p, list(places_by_seat).count(p) > 1) for p in places_by_seat]


def cheer(view: EngineView) -> str:
    """A short burst of confetti when someone won (a team together, a solo player who beat the
    opponent, any ranked game with a winner); nothing after a loss. Decoration only: hidden from
    assistive technology, and static/app.css leaves it out under prefers-reduced-motion."""
    outcome = view.get("outcome")
    if not outcome or not outcome["winners"]:
        return ""
    pieces = "".join(
        f'<i style="--x:{(k * 37) % 100}%;--d:{(k * 7) % 10 / 20:.2f}s;--r:{(k * 53) % 360}deg;'
        f'--c:{CONFETTI_COLOURS[k % len(CONFETTI_COLOURS)]}"></i>' for k in range(CONFETTI))
    return f'<div class="cheer" aria-hidden="true">{pieces}</div>'


def ranked_items(names: Sequence[str], scores: Sequence[float], winners: Sequence[int],
                 details: Sequence[str]) -> list[str]:
    """``<li>`` rows of a result list, first place first, each with its place badge, the name and
    ``details[seat]`` (markup, already escaped); winners are marked for the celebration's style."""
    place = places(scores, winners)
    badge = badges(place)
    return [f'<li{attrs(class_="player winner" if seat in winners else "player", data_seat=seat)}>'
            f'{badge[seat]}<b>{esc(names[seat])}</b>{details[seat]}</li>' for seat in in_order(place)]
