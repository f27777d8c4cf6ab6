"""Everything revealed in the replay of a finished game (issue 33): ``Game.open_view``.

- Every game and mode, over random finished games: at every position the open view lists every
  component of the game (``Game.components``, the invariant the random sweeps count) exactly once,
  each with who could see it; and the game's renderer draws it without error, every hidden item
  face up (each item of a place the table does not draw is listed; Sweeet!'s face-down grid
  cards are drawn face up in the grid and marked ``was-down``).
- Only a finished game shows it: a replay refuses an unfinished game, and the drawing refuses a
  seat's view. A game without an open view (the base class raises) falls back to each seat's view.
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from sweets import games
from sweets.engine import Game, State
from sweets.games.sweeet.cards import cell_name
from sweets.render import for_game, reveal
from sweets.web import replaying
from sweets.web.replay import ALL, Replay
from tests.test_replay_links import MODES  # every game, variant and mode

CONFIGS = [(g, o, n) for g, o in MODES for n in sorted(set(games.get(g).player_range(o)))]
SEEN = {"all", "owner", "others", "none"}
DRAWN_AT = 10  # positions per game drawn in full (every position is counted)


def finished(game_id: str, options: dict, n: int, seed: int) -> State:
    rng = random.Random(seed)
    state = games.get(game_id).new(n, seed, options)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def hidden_items(view: dict) -> int:
    """How many items the places the table does not draw hold (the panel lists each once)."""
    return sum(len(p["items"]) for p in view["places"] if p["seen"] != "all" and not p.get("in_view"))


@pytest.mark.parametrize(("game_id", "options", "n"), CONFIGS,
                         ids=[f"{g}-{o.get('mode', 'x')}-{len(o)}-{n}" for g, o, n in CONFIGS])
def test_the_open_view_holds_every_component_and_is_drawn(game_id, options, n):
    state = finished(game_id, options, n, seed=7 * n + len(options))
    replay = Replay(state)
    replay.step("pov:all")
    assert replay.reveals()
    drawn_every = max(1, state.ply // DRAWN_AT)
    hidden_seen = 0
    for ply in range(state.ply + 1):
        replay.go(ply)
        at = replay.state()
        view = replay.open_view()
        assert view["open"] and view["seat"] is None
        listed = Counter(item for place in view["places"] for item in place["items"])
        assert listed == Counter(at.game.components(at.data)), f"ply {ply}: a card missing or doubled"
        assert all(p["seen"] in SEEN and (p["seat"] is not None or p["seen"] in ("all", "none"))
                   for p in view["places"])
        hidden_seen += sum(len(p["items"]) for p in view["places"] if p["seen"] == "none")
        if ply % drawn_every and ply != state.ply:
            continue
        [(_, markup)] = replaying.tables(replay)
        picks = sum(1 for text in view["chosen_in_secret"] if text)
        assert markup.count('class="reveal-item"') == hidden_items(view) + picks, f"ply {ply}"
        assert ('class="reveal-place was-face-down"' in markup) == (picks > 0 or any(
            p["seen"] == "none" and p["items"] and not p.get("in_view") for p in view["places"]))
    assert hidden_seen, "no position had anything face down to everyone: nothing was revealed"


def test_sweeets_face_down_grid_cards_are_drawn_face_up_and_marked():
    state = finished("sweeet", {}, 3, seed=2)
    replay = Replay(state)
    replay.go(3)
    seat_view = replay.view(0)
    replay.step("pov:all")
    view = replay.open_view()
    down = view["face_down"]
    assert down and all(seat_view["grid"][i] == "down" for i, cell in enumerate(view["grid"])
                        if cell_name(i) in down)
    [(_, markup)] = replaying.tables(replay)
    marked = re.findall(r'<g class="cell up was-down" data-cell="([a-h][1-6])"', markup)
    assert sorted(marked) == sorted(down)
    for cell in down:
        assert f'data-flip="face-{cell}"' in markup, f"{cell} is drawn face up"
    # the seat's own replay view still draws those cells as backs
    seat_markup = replaying.tables(_seat(replay, 0))[0][1]
    assert "was-down" not in seat_markup and "reveal-places" not in seat_markup
    assert seat_markup.count('href="#card-back"') >= len(down)


def _seat(replay: Replay, seat: int) -> Replay:
    other = Replay(replay.final)
    other.go(replay.ply)
    other.step(f"pov:{seat}")
    return other


def test_a_pick_made_in_secret_is_shown_before_it_is_turned_up():
    state = finished("sweets_stack", {}, 3, seed=4)
    replay = Replay(state)
    replay.step("pov:all")
    for ply in range(state.ply):
        replay.go(ply)
        picks = replay.open_view()["chosen_in_secret"]
        if any(picks):
            break
    else:
        pytest.fail("no secret pick was ever pending")
    [(_, markup)] = replaying.tables(replay)
    assert "Chosen in secret" in markup
    for seat, text in enumerate(picks):
        if text:
            assert f"{state.players[seat]}: {text}" in markup
    for seat in range(3):  # while each seat's own replay view shows no other seat's pick
        seen = replaying.tables(_seat(replay, seat))[0][1]
        assert "Chosen in secret" not in seen


def test_only_a_finished_game_is_revealed():
    game = games.get("sweet_holic")
    live = game.new(2, 1)
    with pytest.raises(ValueError):
        Replay(live)
    with pytest.raises(ValueError):  # a seat's view is never drawn as everything revealed
        reveal.open_table(for_game("sweet_holic"), live.view(0), {}, reveal.helper_for("sweet_holic"))
    replay = Replay(finished("sweet_holic", {}, 2, seed=3))
    replay.final = live  # as if a replay were made of a live game: it still refuses
    with pytest.raises(ValueError):
        replay.open_view(0)


def test_a_game_without_an_open_view_shows_each_seat(monkeypatch):
    state = finished("sweeet", {}, 3, seed=5)
    monkeypatch.setattr(type(state.game), "open_view", Game.open_view)
    with pytest.raises(NotImplementedError):
        state.open_view()
    replay = Replay(state)
    replay.step("pov:all")
    assert replay.pov == ALL and not replay.reveals()
    tables = replaying.tables(replay)
    assert [head for head, _ in tables] == [f"Seen by {name}" for name in state.players]
    assert all("was-down" not in markup for _, markup in tables)
