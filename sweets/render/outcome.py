"""How a finished game ended, in words, for every kind of outcome the engine knows.

A ranked game has winners by score; a team wins or loses together; a solo player beats the
automated opponent or does not. ``headline`` reads only ``view["outcome"]`` and the names.
"""

from __future__ import annotations

from sweets.engine import EngineView, Opponent


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
        return f"{opponent['name']} wins, {tally}." if mine < opponent["score"] else (
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
