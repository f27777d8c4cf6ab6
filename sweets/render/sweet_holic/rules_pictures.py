"""The pictures of Sweet Holic's rules page: a macaron finished in the player's mission flavour,
and the round it ends scored, from a two-player game on seed 3 where every player bakes whenever
they can (then ends baking, then takes, then discards: the first such move in the game's order),
drawn with this renderer's own macarons (``sweet_holic.draw``, ``macaron_row``, ``pages``).

The sums are the engine's scoring of the round (its ``round_results``). Built once (``cache``).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from sweets.render.html import esc
from sweets.render.pictures import figure, played, sums
from sweets.render.sweet_holic import draw, macaron_row
from sweets.render.sweet_holic.pages import _small_macaron, macaron_sum

SEED, PLAYERS, SEAT = 3, 2, 1  # Player 2's mission is blueberry on this deal
ORDER = ("bake", "end", "take", "discard", "pass")


def choose(legal: list[Any]) -> Any:
    """A plain baker: the first legal move of the first kind in ``ORDER``."""
    for verb in ORDER:
        for action in legal:
            if str(action).split()[0] == verb:
                return action
    return legal[0]


def _finished(state: Any, flavour: str) -> bool:
    return any(m["flavour"] == flavour and m["finished"] for m in state.view(SEAT)["macarons"][SEAT])


def _mission(state: Any) -> str:
    return str(state.view(SEAT)["mission"])


@cache
def game() -> tuple[Any, Any, Any]:
    """Player 2 just before and just after the bake that finishes their mission's macaron, and
    the game once round 1 is scored."""
    moment, before = None, None
    for state in played("sweet_holic", PLAYERS, SEED, choose=choose):
        if state.view(None)["round_results"]:
            assert moment is not None, "the mission's macaron was never finished"
            return moment[0], moment[1], state
        if moment is None and before is not None and _finished(state, _mission(state)):
            moment = (before, state)
        before = state
    raise ValueError("round 1 was never scored")


def finishing() -> tuple[Any, Any]:
    before, after, _ = game()
    return before, after


def scored() -> Any:
    return game()[2]


def _macarons(view: dict, label: str) -> str:
    row = macaron_row(view["macarons"][SEAT], 0, 4, 104, 90, 104, 1.0)
    return draw.svg(312, 112, row, cls="macarons-svg", label=label)


def finish_figure() -> str:
    before, after = finishing()
    move = choose(before.legal_actions())
    tile = next(t for t in before.view(SEAT)["hand"] if t["id"] == str(move).split()[1])
    flavour = draw.flavour_name(_mission(before)).lower()
    return figure(
        [("Player 2's macarons before", _macarons(before.view(SEAT), "Player 2's macarons before the bake")),
         ("and after the bake", _macarons(after.view(SEAT), "Player 2's macarons after it"))],
        f"Player 2 bakes a {esc(draw.tile_name(tile).lower())} (<code>{esc(str(move))}</code>) on their "
        f"{flavour} macaron, which had a cookie and a filling: with its second cookie it is "
        f"finished and nothing more can go on it. {flavour.capitalize()} is Player 2's "
        f"secret mission, so at scoring each of its fillings earns one point more.", cls="holic")


def scoring_figure() -> str:
    view = scored().view(None)
    result = view["round_results"][0]
    entry = next(e for e in result["breakdown"] if e["seat"] == SEAT)
    pictures = [(draw.flavour_name(m["flavour"]), _small_macaron(m)) for m in entry["macarons"]]
    lines = [f"{draw.flavour_name(m['flavour'])}: {macaron_sum(m, entry['mission'])}"
             for m in entry["macarons"]]
    total = f"total: {entry['total']} points"
    return figure(
        pictures,
        f"Round 1 ends when Player 2 finishes a third macaron and Player 1 has had the same number of "
        f"turns. Player 2's mission is {esc(draw.flavour_name(entry['mission']).lower())}; the game scores "
        f"them:{sums([*lines, total])}", cls="holic")


@cache
def section() -> str:
    """The pictures' part of the rules page (built once)."""
    return (f'<section class="rules-pics"><h2>A macaron finished and a round scored</h2>'
            f"<p>Played out by the game itself (two players, seed 3, each baking whenever they can) and "
            f"drawn as the table draws it, so it follows the rules exactly.</p>{finish_figure()}"
            f"<h3>Worked scoring</h3>{scoring_figure()}</section>")
