"""The move log (issue 31): every move of every game told to each seat, never naming what that seat
cannot see, and kept by the table one move at a time.

Random games of every game, mode and player count. For each reader (every seat and the spectator)
the log built as the page builds it (``sweets.web.movelog``) has a line for every move. Secrecy:
at each move, the reader's hidden cards are re-dealt (the game's ``sample`` hook draws a position
the reader cannot tell from the real one) and the same move is played there; where the reader's
view after it is the same too, the lines must be the same, so a line never depends on a card the
reader cannot see. The table's cached log must equal one told from scratch, after Undo as well.
"""

from __future__ import annotations

import random

import pytest

from sweets import games
from sweets.engine import IllegalAction, State
from sweets.render import for_game
from sweets.web.movelog import MoveLog, Positions
from sweets.web.table import Table

CONFIGS: list[tuple[str, dict, int]] = [
    ("sweet_holic", {}, 2), ("sweet_holic", {}, 3), ("sweet_holic", {}, 4),
    ("sweeet", {}, 2), ("sweeet", {}, 4), ("sweeet", {}, 6),
    ("sweets_stack", {}, 2), ("sweets_stack", {}, 4),
    ("sweets_stack", {"advanced": ["candy_corn", "gummy_python", "sugar_goblin"]}, 3),
    ("mastersweets", {}, 2), ("mastersweets", {}, 4),
    ("mastersweets", {"specials": False, "roles": False}, 3),
    ("mastersweets", {"mode": "clash"}, 2), ("mastersweets", {"mode": "clash"}, 5),
    ("mastersweets", {"mode": "workshop"}, 2), ("mastersweets", {"mode": "workshop"}, 5),
    ("mastersweets", {"mode": "solo"}, 1),
]
PLIES = 160  # a good part of each game: rounds, turn ends and reveals all happen well before


def _play(game_id: str, options: dict, n: int, seed: int) -> list[State]:
    rng = random.Random(seed)
    state = games.get(game_id).new(n, seed, options)
    states = [state]
    while not state.is_over and state.ply < PLIES:
        state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states


def _log(states: list[State], reader: int | None) -> list[list[str]]:
    positions = Positions(states[-1])
    positions.states[:] = list(states)
    return MoveLog(for_game(states[0].game.id), reader).update(positions, lambda s, seat: s.view(seat))


@pytest.mark.parametrize(("game_id", "options", "n"), CONFIGS,
                         ids=[f"{g}-{o.get('mode', 'x')}-{n}" for g, o, n in CONFIGS])
def test_every_move_is_told_and_no_line_names_what_its_reader_cannot_see(game_id, options, n):
    game = games.get(game_id)
    render = for_game(game_id)
    states = _play(game_id, options, n, seed=n * 7 + len(options))
    rng = random.Random(1)
    redealt = 0
    for reader in [*range(n), None]:
        moves = _log(states, reader)
        assert len(moves) == len(states) - 1
        assert all(lines and all(isinstance(x, str) and x.strip() for x in lines) for lines in moves), reader
        if reader is None:
            continue
        for ply in range(len(states) - 1):
            before, after = states[ply], states[ply + 1]
            seen = before.view(reader)
            try:
                twin = State(game, before.players, before.seed, before.options, before.log,
                             game.sample(seen, None, rng))
                if twin.view(reader) != seen:
                    continue
                twin_after = twin.apply(after.log[-1])
            except (IllegalAction, NotImplementedError, ValueError, KeyError):
                continue  # the move needs a card the re-deal gave away: another position
            if twin_after.view(reader) != after.view(reader):
                continue  # the move showed the reader a card, which the re-deal changed
            actor = before.to_move
            name = "You" if actor == reader else (before.players[actor] if actor is not None else "")
            lines = render.tell(twin.view(reader), twin_after.view(reader), name)
            assert lines == moves[ply], (reader, ply, after.log[-1])
            redealt += twin_after.data != after.data
    assert redealt, "no move was told again over a re-dealt position: the check above checked nothing"


def test_a_hidden_card_stays_a_card():
    """Another seat's draw in MasterSweets: its own log names the card, the others' say "a card"."""
    state = games.get("mastersweets").new(2, 3, {"specials": False, "roles": False})
    while "draw" not in [str(a) for a in state.legal_actions()]:
        state = state.apply(state.legal_actions()[0])
    drawer = state.to_move
    after = state.apply("draw")
    own = for_game("mastersweets").tell(state.view(drawer), after.view(drawer), "You")
    other = for_game("mastersweets").tell(state.view(1 - drawer), after.view(1 - drawer), "Ann")
    drawn = [c for c in after.view(drawer)["hand"] if c not in state.view(drawer)["hand"]][0]
    assert any(drawn["type"].capitalize() in line for line in own), own
    assert any("drew 1 card" in line for line in other), other
    assert not any(drawn["type"].capitalize() in line for line in other), other


def test_the_tables_log_grows_one_move_at_a_time_and_follows_undo():
    """The table tells only the moves since its last paint, and Undo cuts its log back: the
    lines always equal a log told from scratch for the seat on screen."""
    state = games.get("sweet_holic").new(2, 11)
    table = Table("sweet_holic", state, "x", {"bots": {"1": "easy"}, "speed": "fast"})
    rng = random.Random(2)
    calls = []
    real = table.renderer
    tell = real.tell

    class Counting:
        def __getattr__(self, name):
            return getattr(real, name)

        def tell(self, before, after, actor):
            calls.append(actor)
            return tell(before, after, actor)

    table.renderer = Counting()  # type: ignore[assignment]
    history = [state]
    undone = 0
    while not table.state.is_over and table.state.ply < 120:
        if table.can_undo() and rng.random() < 0.2:
            table.take_back()
            history = history[:table.state.ply + 1]
            undone += 1
        else:
            table.apply(rng.choice(table.legal()))
            history.append(table.state)
        told = len(calls)
        lines = table.move_lines()
        assert lines == _log(history, table.reader())
        assert len(calls) - told <= 1 or table.state.ply == 0, "a paint told more than the new move"
    assert undone


def test_a_resumed_tables_log_is_replayed_without_changing_its_positions():
    """After a reload the log replays the saved moves (quickly, without listing every legal move
    again): the table's own position still offers every move it did."""
    rng = random.Random(5)
    state = games.get("mastersweets").new(3, 5, {"mode": "workshop"})
    for _ in range(12):
        state = state.apply(rng.choice(state.legal_actions()))
    legal = [str(a) for a in state.legal_actions()]
    table = Table("mastersweets", state, "x", {"bots": {}, "speed": "fast"})
    lines = table.move_lines()
    assert len(lines) == 12 and lines == _log(_replay(state), table.reader())
    assert [str(a) for a in table.state.legal_actions()] == legal


def _replay(state: State) -> list[State]:
    states = [state.game.new(list(state.players), state.seed, state.options)]
    for text in state.log:
        states.append(states[-1].apply(text))
    return states


def test_alone_in_the_kitchen_tells_the_persons_draw_before_georges_turn():
    """George plays inside the person's move that ends their turn, and his events filled the
    window the person's own move is told without: the person's draw went untold."""
    game = games.get("mastersweets")
    state = game.new(["Ann"], 2, {"mode": "solo"})
    state = state.apply(state.legal_actions()[0])
    after = state.apply("draw")
    drawn = sorted({c["id"] for c in after.view(0)["hand"]} - {c["id"] for c in state.view(0)["hand"]})
    lines = MoveLog(for_game("mastersweets"), 0).update(Positions(after), lambda s, seat: s.view(seat))[-1]
    assert lines[0].startswith("You drew ") and len(drawn) == 1, lines
    assert [line.split(" ")[1] for line in lines[1:]] == ["moved", "drew", "took"], lines
