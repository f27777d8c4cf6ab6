"""Sweets Stack's order of play in a new game (issue 35, item 3) and Undo on the page (item 5).

A new game (``flow`` 2) offers the exchange beside the hand in the seat's own pick step, to take
or to ignore; games saved before it replay in the old order (flow 1: a keep-or-exchange question
for every seat before the picks). On the page, a person's pick may be taken back in the pause
after it, and a plain mark on the next person's marking screen, each behind a hand-off again.
"""

from __future__ import annotations

import pytest

from sweets.engine import IllegalAction
from sweets.games.sweets_stack import GAME
from tests.test_sweets_stack import edit, new, play, texts
from tests.test_web_session import new_session, presses

# ---------------------------------------------------------------- the rules


def test_a_new_game_offers_the_exchange_beside_the_hand_not_as_a_question_first():
    state = new(3)
    assert state.options["flow"] == 2 and state.view(0)["flow"] == 2
    assert state.view(0)["phase"] == "pick"
    assert texts(state) == [f"play b{k}" for k in range(1, 6)] + ["exchange"]
    assert "keep" not in texts(state)
    with pytest.raises(IllegalAction):
        state.apply("keep")


def test_ignoring_the_offer_is_just_a_pick():
    state = play(new(3), "play b2")
    assert state.to_move == 1 and texts(state)[-1] == "exchange", "the next seat is offered it too"
    assert state.view(1)["exchanged"] == [False, False, False]


def test_an_exchange_is_the_seats_own_step_before_its_pick():
    state = new(3)
    hand, deck = list(state.data["hands"][0]), list(state.data["decks"][0])
    state = play(state, "exchange", "under b3")
    assert state.to_move == 0 and state.view(0)["phase"] == "arrange"
    assert "secret_choices" in state.view(1) and state.view(1)["secret_choices"]["chosen"] == [False] * 3
    state = state.apply("under rest")
    d = state.data
    assert state.to_move == 0 and d["phase"] == "pick", "back to the same seat's pick, with the new hand"
    assert d["hands"][0] == deck[:5] and d["decks"][0][-5:] == ["b3"] + [c for c in hand if c != "b3"]
    assert d["pumpkins"][0] == 1 and state.view(2)["exchanged"] == [True, False, False]
    assert "exchange" not in texts(state), "once a turn"
    with pytest.raises(IllegalAction, match="once a turn"):
        state.apply("exchange")
    state = state.apply(f"play {deck[0]}")
    assert state.to_move == 1 and state.view(1)["secret_choices"]["chosen"] == [True, False, False]
    assert "exchange" in texts(state)


def test_an_exchange_after_the_first_picks_shows_no_pick():
    """Seat 1 exchanging sees the same table whichever card seat 0 chose."""
    start = new(3)
    a, b = (play(start, f"play b{k}", "exchange", "under rest") for k in (1, 2))
    for seat in (1, 2, None):
        assert a.view(seat) == b.view(seat)


def test_an_exchange_is_refused_with_its_reason():
    broke = edit(new(2), lambda d: d.update(pumpkins=[0, 2], supply_pumpkins=18))
    assert "exchange" not in texts(broke)
    with pytest.raises(IllegalAction, match="costs 1 pumpkin and you have 0"):
        broke.apply("exchange")


def test_flow_1_keeps_the_question_before_the_picks():
    state = new(2, flow=1)
    assert state.view(0)["phase"] == "exchange" and texts(state) == ["keep", "exchange"]


def test_a_save_without_the_flow_replays_in_the_old_order_and_a_new_one_keeps_its_own():
    old = new(2, flow=1)
    old = play(old, "keep", "exchange", "under rest")
    saved = GAME.to_json(old)
    del saved["options"]["flow"]  # as written before the option
    back = GAME.from_json(saved)
    assert back.options["flow"] == 1 and back.log == old.log and back.view(0) == old.view(0)
    fresh = play(new(2), "exchange", "under rest", "play b6")
    again = GAME.from_json(GAME.to_json(fresh))
    assert GAME.to_json(fresh)["options"]["flow"] == 2 and again.view(1) == fresh.view(1)
    for wrong in (0, 3, "2", True):
        with pytest.raises(ValueError, match="flow"):
            GAME.new(2, 1, {"flow": wrong})


def test_bots_ignore_the_offer_and_play_whole_games():
    from sweets.bots.sweets_stack import players as stack_players

    state = new(3)
    move = stack_players.play(stack_players.STYLES["hard"], state.view(0), texts(state), 1)
    assert move.startswith("play ")


# ---------------------------------------------------------------- Undo on the page


def two_people(seed: int = 3):
    session = new_session()
    session.open_fragment(f"#new=sweets_stack&players=2&seed={seed}")
    assert session.screen == "handoff"
    session.press("handoff:ready")
    return session, session.table


def test_a_pick_is_taken_back_in_its_pause_behind_a_hand_off_again():
    session, t = two_people()
    hand = [c for c in t.state.data["hands"][0]]
    session.press(f"play {hand[0]}")
    assert session.screen == "game" and t.interlude and "has chosen a card, face down" in t.interlude
    assert not set(hand) & set(session.html().split('"')), "the pause is the public table"
    assert "game:undo" in presses(session) and "ui:continue" in presses(session)
    session.press("game:undo")
    assert t.state.ply == 0 and t.interlude is None
    assert session.screen == "handoff", "the others may be looking: the picker's hand waits behind a hand-off"
    assert "game:undo" not in presses(session)
    session.press("handoff:ready")
    session.press(f"play {hand[1]}")
    assert "game:undo" in presses(session), "the pause after the pick again"
    session.press("ui:continue")
    assert session.screen == "handoff" and t.state.to_move == 1 and "game:undo" not in presses(session)
    session.press("handoff:ready")
    assert "game:undo" not in presses(session), "the next seat's pick screen is private: no Undo there"


def test_undo_acts_once_per_press():
    session, t = two_people()
    session.press("exchange")
    hand = list(t.state.data["hands"][0])
    session.press(f"under {hand[0]}")
    session.press(f"under {hand[1]}")
    session.html()
    painted = session.painted
    session.press("game:undo", painted)
    session.html()  # the page paints after each press (sweets/web/app.py)
    session.press("game:undo", painted)  # the second tap of a double tap, begun on the same screen
    assert list(t.state.log) == ["exchange", f"under {hand[0]}"], "one press, one step back"
    session.html()
    session.press("game:undo", session.painted)
    assert list(t.state.log) == ["exchange"]


def test_the_last_pick_turns_the_cards_up_and_stays():
    session, t = two_people()
    session.press(f"play {t.state.data['hands'][0][0]}")
    session.press("ui:continue")
    session.press("handoff:ready")
    session.press(f"play {t.state.data['hands'][1][0]}")
    assert t.interlude and t.interlude.startswith("Cards turned up")
    assert "game:undo" not in presses(session), "everyone saw the cards"


def test_a_mark_is_taken_back_on_the_next_persons_marking_screen():
    session, t = two_people()
    session.press(f"play {t.state.data['hands'][0][0]}")
    session.press("ui:continue")
    session.press("handoff:ready")
    session.press(f"play {t.state.data['hands'][1][0]}")
    session.press("ui:continue")  # the cards turned up: seat 0 marks first, in public
    assert session.screen == "game" and t.state.to_move == 0 and "game:undo" not in presses(session)
    drop = next(a for a in presses(session) if a.startswith("drop "))
    before = t.state
    session.press(drop)
    assert session.screen == "game" and t.state.to_move == 1, "the next mark is public too: no hand-off"
    assert "game:undo" in presses(session)
    session.press("game:undo")
    assert t.state == before and session.screen == "game"
    session.press(drop)
    last = next(a for a in presses(session) if a.startswith("drop "))
    session.press(last)  # the turn ends: cards are drawn
    assert "game:undo" not in presses(session)
