"""The engine's shared machinery, through the test game Sugar Race (tests/toy_game.py): modes with
their own player ranges, secret simultaneous choices, team and solo outcomes, and decisions made
for an automated opponent."""

from __future__ import annotations

import json

import pytest

from sweets.engine import IllegalAction
from tests.toy_game import GAME


def test_each_mode_has_its_own_player_range():
    assert GAME.player_range({"mode": "race"}) == (2, 4)
    assert GAME.player_range({"mode": "team"}) == (2, 3)
    assert GAME.player_range({"mode": "solo"}) == (1, 1)
    with pytest.raises(ValueError, match="1 player, not 2"):
        GAME.new(2, 1, {"mode": "solo"})
    with pytest.raises(ValueError, match="2 to 3 players, not 4"):
        GAME.new(4, 1, {"mode": "team"})
    with pytest.raises(ValueError):
        GAME.new(2, 1, {"mode": "chess"})
    with pytest.raises(ValueError):
        GAME.new(2, 1, ["mode", "race"])  # type: ignore[arg-type]


def test_saves_keep_the_mode_and_from_json_checks_it():
    state = GAME.new(3, 4, {"mode": "team"}).apply("pick 2")
    saved = GAME.to_json(state)
    assert saved["options"] == {"mode": "team"}
    assert GAME.from_json(json.loads(json.dumps(saved))) == state
    for bad in ({"mode": "solo"}, {"mode": "nonsense"}, {"mode": "team", "extra": 1}):
        with pytest.raises(ValueError):
            GAME.from_json({**saved, "options": bad})


def test_secret_choices_stay_hidden_until_all_are_in():
    state = GAME.new(3, 1, {"mode": "race"})
    assert state.to_move == 0
    one = state.apply("pick 3")
    other = state.apply("pick 1")
    assert one.to_move == other.to_move == 1
    # Seat 1 and 2, and a spectator, cannot tell what seat 0 picked; seat 0 sees its own pick.
    for seat in (1, 2, None):
        assert one.view(seat) == other.view(seat)
    assert one.view(0)["secret_choices"] == {"seats": [0, 1, 2], "chosen": [True, False, False],
                                             "mine": "pick 3"}
    assert one.view(1)["secret_choices"]["mine"] is None
    # The choices are not in the public record either, until the reveal.
    assert one.view(None)["revealed"] == []
    done = one.apply("pick 3").apply("pick 2")
    assert "secret_choices" in done.view(0)  # a new round of choices has opened
    assert done.view(None)["revealed"] == [[3, 3, 2]]
    assert done.view(None)["points"] == [0, 0, 2]  # only an unshared pick scores
    assert done.to_move == 0


def test_a_choice_is_checked_like_any_move():
    state = GAME.new(2, 1, {"mode": "race"})
    with pytest.raises(IllegalAction, match="pick 1, 2 or 3"):
        state.apply("granny g0")


def test_a_team_wins_or_loses_together():
    state = GAME.new(3, 1, {"mode": "team"})
    for _ in range(3):
        for value in (1, 2, 3):
            state = state.apply(f"pick {value}")
    assert state.is_over and state.scores() == [18, 18, 18]
    assert state.winners() == [0, 1, 2]
    assert state.outcome() == {"kind": "team", "winners": [0, 1, 2], "scores": [18, 18, 18]}
    lost = GAME.new(2, 1, {"mode": "team"})
    for _ in range(3):
        lost = lost.apply("pick 2").apply("pick 2")
    assert lost.winners() == [] and lost.outcome()["kind"] == "team"


def test_solo_against_an_automated_opponent():
    state = GAME.new(1, 2, {"mode": "solo"})
    state = state.apply("pick 3")
    # Granny's decision is the person's move, and the view says on whose behalf it is made.
    assert state.to_move == 0
    assert state.view(0)["acting_for"] == "Granny"
    offer = state.view(0)["offer"]
    assert len(offer) == 2 and [str(a) for a in state.legal_actions()] == [f"granny {c}" for c in offer]
    state = state.apply(f"granny {offer[0]}")
    assert "acting_for" not in state.view(0)
    while not state.is_over:
        state = state.apply("pick 3" if state.view(0)["offer"] == [] else state.legal_actions()[0])
    outcome = state.outcome()
    assert outcome["kind"] == "solo" and outcome["opponent"]["name"] == "Granny"
    assert outcome["winners"] == ([0] if outcome["scores"][0] > outcome["opponent"]["score"] else [])
    assert state.view(0)["outcome"] == outcome


def test_outcome_is_none_while_playing():
    assert GAME.new(2, 1, {"mode": "race"}).outcome() is None


def test_options_read_from_text_as_a_link_carries_them():
    assert GAME.options_from_text({"mode": "team", "players": "3", "seed": "7"}) == {"mode": "team"}
    assert GAME.option_from_text("roles", "no") is False
    assert GAME.option_from_text("roles", "yes") is True
    assert GAME.option_from_text("cookbook", " 5x6 ") == "5x6"


def test_a_setup_choice_of_another_mode_is_left_out():
    from sweets.engine import SetupChoice

    class Moded(type(GAME)):  # type: ignore[misc]
        setup_choices = (SetupChoice("extra", "Extra", (("no", "No"),), modes=("race",)),)

    game = Moded()
    assert game.options_from_text({"mode": "race", "extra": "no"}) == {"mode": "race", "extra": False}
    assert game.options_from_text({"mode": "team", "extra": "no"}) == {"mode": "team"}


class _Doubled(type(GAME)):  # type: ignore[misc]
    """Sugar Race whose team mode is played by a rules object of its own (as MasterSweets' modes
    are): it scores every point twice, and lets a pick be taken back."""

    def scores(self, data: dict) -> list[float]:
        return [2 * s for s in super().scores(data)]

    def undoable(self, before: dict, action, after: dict) -> bool:
        return True


class _WithModeRules(type(GAME)):  # type: ignore[misc]
    def rules_for(self, options: dict):
        return DOUBLED if options["mode"] == "team" else self


DOUBLED = _Doubled()
PICKER = _WithModeRules()


def test_a_mode_with_rules_of_its_own_plays_the_state_and_its_saves_and_undo():
    assert PICKER.new(2, 1, {"mode": "race"}).game is PICKER
    state = PICKER.new(2, 3, {"mode": "team"})
    assert state.game is DOUBLED
    played = state.apply("pick 1").apply("pick 2")
    assert played.game is DOUBLED and played.scores() == [2 * s for s in GAME.scores(played._d)]
    saved = PICKER.to_json(played)
    assert saved["game"] == GAME.id and saved["options"] == {"mode": "team"}
    loaded = PICKER.from_json(json.loads(json.dumps(saved)))
    assert loaded.game is DOUBLED and loaded == played
    # Undo replays through the mode's rules (Sugar Race's own team mode allows no undo).
    assert loaded.can_undo() and loaded.undo() == state.apply("pick 1")
    assert loaded.undo().game is DOUBLED
    assert not GAME.from_json(saved).can_undo()
