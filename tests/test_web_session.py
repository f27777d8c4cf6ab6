"""The page's logic without a browser: presses, fragments, saves, computer players, handoffs."""

from __future__ import annotations

import html
import json
import random
import re

import pytest

from sweets import games
from sweets.render import for_game
from sweets.web.links import parse_fragment
from sweets.web.saves import PREFIX, MemoryBackend, SaveStore, record_text
from sweets.web.session import Session

ACTION = re.compile(r'data-action="([^"]*)"')


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        self.now += 1
        return self.now


def new_session(backend=None, seed=11) -> Session:
    seeds = iter(range(seed, seed + 1000))
    return Session(SaveStore(backend if backend is not None else MemoryBackend()), clock=Clock(),
                   new_seed=lambda: next(seeds))


def presses(session: Session) -> list[str]:
    return [html.unescape(a) for a in ACTION.findall(session.html())]


def run_clock(session: Session, limit: int = 10_000) -> None:
    """Lets computer moves and pauses happen until a person must act."""
    for _ in range(limit):
        if session.pending() is None:
            return
        session.advance()
    raise AssertionError("the clock never stopped")


def play_by_pressing(session: Session, rnd: random.Random, moves_only: bool, limit: int = 20_000) -> None:
    for _ in range(limit):
        run_clock(session)
        if session.screen == "result":
            return
        options = presses(session)
        if moves_only:
            legal = set(session.table.playable()) if session.table else set()
            moves = [a for a in options if a in legal or a in ("handoff:ready", "ui:continue")]
            options = moves or [a for a in options if a.startswith("ui:")]
        session.press(rnd.choice(options))
    raise AssertionError("the game did not end")


def test_fragment_starts_a_game_and_is_replaced_by_its_save():
    session = new_session()
    session.open_fragment("#new=sweeet&players=3&bots=1,2&seed=7&names=Ann,Bob,Cy&level=hard")
    t = session.table
    assert session.screen == "game"
    assert t.state == games.get("sweeet").new(["Ann", "Bob", "Cy"], 7)
    assert t.bots == {1: "hard", 2: "hard"}
    assert session.fragment() == f"#play={t.save_id}"
    attrs = session.attributes()
    assert attrs["data-screen"] == "game" and attrs["data-ply"] == "0"
    assert attrs["data-to-move"] == str(t.state.to_move)
    session.press("nav:rules")  # a reload on the rules page opened from the table comes back to it
    assert session.screen == "rules" and session.fragment() == f"#play={t.save_id}"
    session.press("nav:back")
    assert session.screen == "game"


def test_bad_fragments_land_on_the_menu_with_a_message():
    for fragment in ("#new=chess", "#new=sweeet&players=9", "#new=sweeet&bots=5", "#new=sweeet&seed=x",
                     "#play=nothing-here", "#garbage"):
        session = new_session()
        session.open_fragment(fragment)
        assert session.screen == "menu"
        assert session.html()
    assert parse_fragment("#new=sweeet&names=A%20B,C") == {"new": "sweeet", "names": "A B,C"}


def test_two_people_finish_a_game_by_pressing_controls_and_reload_resumes_anywhere():
    backend = MemoryBackend()
    session = new_session(backend)
    session.open_fragment("#new=sweeet&players=2&seed=5")
    save_id = session.table.save_id
    rnd = random.Random(1)
    for _ in range(40):  # part of the game, then a "reload" from the same storage
        run_clock(session)
        legal = session.table.playable()
        options = [a for a in presses(session) if a in legal or a in ("ui:continue", "handoff:ready")]
        session.press(rnd.choice(options))
    ply = session.table.state.ply
    again = new_session(backend)
    again.open_fragment(f"#play={save_id}")
    assert again.table.state == session.table.state and again.table.state.ply == ply
    play_by_pressing(again, rnd, moves_only=True)
    assert again.table.state.is_over and again.screen == "result"
    assert "Play again" in again.html()
    # a reload on the result screen shows the result again; leaving it forgets the game
    third = new_session(backend)
    third.open_fragment(f"#play={save_id}")
    assert third.screen == "result"
    third.press("nav:menu")
    assert PREFIX + save_id not in backend.items


def test_playing_on_ends_the_pause_after_a_turn():
    session = new_session()
    session.open_fragment("#new=sweeet&players=2&seed=5")
    while not session.table.interlude:
        session.press([a for a in session.table.playable() if a.startswith("flip")][0])
    ply = session.table.state.ply
    flip = next(a for a in presses(session) if a.startswith("flip"))
    session.press(flip)
    assert session.table.state.ply == ply + 1 and session.table.interlude is None


def test_pressing_anything_in_any_order_never_breaks_the_app():
    rnd = random.Random(3)
    session = new_session()
    session.open_fragment("#new=sweeet&players=3&bots=2&seed=9&speed=fast")
    for _ in range(3000):
        options = presses(session) + ["flip a1", "stop", "ui:pick:zz", "save:resume:x", "handoff:ready",
                                      "setup:start", "result:rematch", "game:undo", "nav:back"]
        session.press(rnd.choice(options))
        if rnd.random() < 0.3:
            run_clock(session)
        assert session.html()
        assert session.screen in ("menu", "setup", "game", "handoff", "result", "rules", "stats", "past",
                                  "replay")


def test_a_game_against_computers_plays_itself_out():
    session = new_session()
    session.open_fragment("#new=sweeet&players=2&bots=0,1&seed=4")
    run_clock(session)
    assert session.screen == "result"
    assert session.table.state.is_over


def test_a_person_against_computers_finishes():
    session = new_session()
    session.open_fragment("#new=sweeet&players=4&bots=1,2,3&seed=8&level=easy")
    play_by_pressing(session, random.Random(2), moves_only=True)
    assert session.screen == "result"


def test_damaged_and_foreign_saves_are_listed_as_damaged_and_do_not_break_the_rest():
    backend = MemoryBackend()
    good = new_session(backend)
    good.open_fragment("#new=sweeet&players=2&seed=5")
    good.press("flip a1")
    good_id = good.table.save_id
    state = good.table.state
    backend.set(PREFIX + "bad-json", "{not json")
    backend.set(PREFIX + "foreign", json.dumps({"kind": "sweets-save", "version": 1, "game": "chess"}))
    illegal = json.loads(record_text("x", "sweeet", state, {"bots": {}}))
    illegal["save"]["log"] = ["flip a1", "flip a1"]
    backend.set(PREFIX + "illegal", json.dumps(illegal))
    backend.set("someone-else:key", "whatever")
    menu = new_session(backend)
    menu.open_fragment("")
    markup = menu.html()
    assert markup.count("This save is damaged and cannot be resumed") == 3
    assert f"save:resume:{good_id}" in presses(menu)
    menu.press("save:resume:illegal")
    assert menu.screen == "menu" and "cannot be resumed" in menu.html()
    menu.press(f"save:resume:{good_id}")
    assert menu.screen == "game" and menu.table.state == state
    menu.press("nav:menu")
    menu.press("save:delete:bad-json")
    assert PREFIX + "bad-json" not in backend.items


class BrokenStorage(MemoryBackend):
    def set(self, key: str, value: str) -> None:
        raise RuntimeError("QuotaExceededError: the quota has been exceeded")


def test_full_or_missing_storage_is_explained_and_the_game_still_plays():
    for store in (SaveStore(BrokenStorage()), SaveStore(None)):
        session = Session(store, clock=Clock(), new_seed=lambda: 3)
        session.open_fragment("#new=sweeet&players=2&seed=3")
        assert "Games will not be kept" in session.html()
        play_by_pressing(session, random.Random(4), moves_only=True)
        assert session.screen == "result"


def test_setup_screen_builds_the_table_described():
    session = new_session()
    session.press("menu:new:sweeet")
    assert session.screen == "setup"
    session.press("setup:players:4")
    session.press("setup:seat:1:person")
    session.press("setup:seat:3:computer")
    session.press("setup:level:3:hard")
    session.field("name:0", "<img src=x onerror=alert(1)>")
    session.press("setup:start")
    t = session.table
    assert len(t.state.players) == 4 and t.bots == {3: "hard"}
    assert t.state.players[0] == "<img src=x onerror=alert(1)>"[:24]  # the engine bounds names
    assert "<img" not in session.html()


def test_curious_peek_waits_behind_a_handoff_when_people_share_the_tablet():
    game = games.get("sweeet")
    deck = [str(v) for v in range(1, 9) for _ in range(5)] + ["brave", "lucky", "gourmet"] + ["honey"] * 4
    deck.remove("8")
    layout = ["curious", "8", *deck]
    state = game.new(["Mia", "Loïc"], 1, {"layout": layout, "starting_cards": [2, 5]})
    state = state.apply("flip a1").apply("stop a1").apply("flip h6").apply("stop")
    backend = MemoryBackend({PREFIX + "p": record_text("p", "sweeet", state, {"bots": {}, "speed": "fast"})})
    session = new_session(backend)
    session.open_fragment("#play=p")
    assert session.screen == "handoff" and "Pass the tablet to Mia" in session.html()
    assert "flip" not in " ".join(presses(session))
    session.press("flip b2")  # ignored until Mia is holding the tablet
    assert session.table.state.ply == state.ply
    session.press("handoff:ready")
    assert session.screen == "game"
    session.press("ui:peekmode")
    session.press("peek b1")
    assert "the card at b1 is an 8" in session.html()
    # with one person and a computer there is nobody to hide from: no handoff
    solo = new_session(MemoryBackend({PREFIX + "q": record_text("q", "sweeet", state,
                                                                  {"bots": {"1": "easy"}})}))
    solo.open_fragment("#play=q")
    assert solo.screen == "game"


def test_turn_end_pauses_then_turns_the_cards_back():
    session = new_session()
    session.open_fragment("#new=sweeet&players=2&seed=5")
    for _ in range(60):
        before = session.table.state.view(None).get("last_turn")
        flips = [a for a in session.table.playable() if a.startswith("flip")]
        session.press(flips[0] if flips else "stop")
        if session.table.interlude:
            break
    assert session.table.interlude and session.pending()[0] == "interlude"
    last = session.table.state.view(None)["last_turn"]
    assert last != before
    # the next person may already turn a card over (it ends the pause)
    assert session.table.playable() and "ui:continue" in presses(session)
    session.press("ui:continue")
    assert session.table.interlude is None
    first_paint = session.html()
    for cell in last["revealed"]:
        assert re.search(rf'<g class="[^"]*flipback[^"]*" data-cell="{cell["cell"]}"', first_paint)
    assert "flipback" not in session.html()  # the animation plays once


def test_round_scoring_pause_waits_for_continue():
    session = new_session()
    session.open_fragment("#new=sweet_holic&players=2&bots=0,1&seed=3&speed=fast")
    for _ in range(5_000):
        if session.table.interlude:
            break
        session.advance()
    assert session.table.interlude, "a round of two computers ends with a scoring pause"
    assert session.pending() is None, "the scoring stays up until someone presses Continue"
    ply = session.table.state.ply
    session.press("ui:continue")
    assert session.table.interlude is None and session.table.state.ply == ply
    assert session.pending() is not None  # the computers play on


PROTOCOL = ("TITLE", "BLURB", "new_ui", "ui_command", "table", "needs_handoff", "interlude", "result",
            "rules")


@pytest.mark.parametrize("game_id", games.ids())
def test_every_game_has_a_page_and_can_be_finished_by_pressing(game_id):
    renderer = for_game(game_id)
    missing = [name for name in PROTOCOL if not hasattr(renderer, name)]
    assert not missing, f"{renderer.__name__} lacks {missing}"
    session = new_session()
    session.open_fragment(f"#new={game_id}&players=2&bots=1&seed=3&speed=fast")
    assert session.screen in ("game", "handoff")
    play_by_pressing(session, random.Random(3), moves_only=True)
    assert session.screen == "result" and session.table.state.is_over


def test_own_unquote_and_escape_match_the_standard_library():
    import html as std_html
    from urllib.parse import unquote as std_unquote

    from sweets.render.html import esc
    from sweets.web.links import unquote

    rnd = random.Random(4)
    samples = ["a%20b", "%E2%9C%93", "%zz", "%", "100%", "%C3", "Ann%2CBob", "%e2%82%ac"]
    alphabet = "%AaF0e9z<>&\"' é"
    samples += ["".join(rnd.choice(alphabet) for _ in range(rnd.randrange(12))) for _ in range(2000)]
    for text in samples:
        assert unquote(text) == std_unquote(text)
        assert esc(text) == std_html.escape(text, quote=True)


def test_sweet_holic_undo_within_the_turn_until_a_pile_draw():
    session = new_session()
    session.open_fragment("#new=sweet_holic&players=2&seed=8")
    for _ in range(200):  # through the first discards and hand-offs to a normal turn
        if session.screen == "handoff":
            session.press("handoff:ready")
        elif session.table.state.view(None).get("phase") == "turn":
            break
        else:
            session.press(next(a for a in session.table.playable() if a.startswith("discard")))
    assert "game:undo" not in presses(session), "nothing of this turn to take back yet"
    ply = session.table.state.ply
    discard = next(a for a in session.table.playable() if a.startswith("discard"))
    session.press(discard)
    assert "game:undo" in presses(session)
    session.press("game:undo")
    assert session.table.state.ply == ply and discard in session.table.playable()
    session.press(discard)
    session.press("take pile")
    assert session.table.state.ply == ply + 2
    assert "game:undo" not in presses(session), "a pile draw showed a hidden tile: no undo past it"
    session.press("game:undo")
    assert session.table.state.ply == ply + 2


# ----- secrets and fairness -------------------------------------------------------------------

def last_mover(state) -> int | None:
    """The seat that made the last action (the game replayed without it)."""
    before = state.game.new(list(state.players), state.seed, state.options)
    for text in state.log[:-1]:
        before = before.apply(text)
    return before.to_move


def to_round_pause_kept_by_its_ender(session: Session, rnd: random.Random, limit: int = 3000) -> None:
    """Plays legal moves until a round's scoring is on show and the person who ended that round
    also starts the next one."""
    for _ in range(limit):
        run_clock(session)
        t = session.table
        assert t is not None and session.screen != "result", "the game ended before the case came up"
        if t.interlude:
            if t.state.to_move not in t.bots and last_mover(t.state) == t.state.to_move:
                return
            session.press("ui:continue")
        elif session.screen == "handoff":
            session.press("handoff:ready")
        else:
            session.press(rnd.choice(t.playable()))
    raise AssertionError("no round ended that way")


@pytest.mark.parametrize("fragment", ["#new=sweet_holic&players=2&seed=8",
                                      "#new=sweet_holic&players=3&bots=2&seed=8&speed=fast"])
def test_the_round_scores_are_followed_by_a_handoff_before_the_next_hand(fragment):
    session = new_session()
    session.open_fragment(fragment)
    to_round_pause_kept_by_its_ender(session, random.Random(8))
    t = session.table
    seat = t.state.to_move
    assert t.view()["seat"] is None, "the scoring is for the whole table: no hand on it"
    session.press("ui:continue")
    assert session.screen == "handoff"
    assert f"Pass the tablet to {t.state.players[seat]}" in session.html()
    assert not [a for a in presses(session) if a in t.legal()]
    session.press("handoff:ready")
    assert session.screen == "game" and t.playable()


def test_one_person_against_a_computer_needs_no_handoff_after_the_round_scores():
    session = new_session()
    session.open_fragment("#new=sweet_holic&players=2&bots=1&seed=3&speed=fast")
    to_round_pause_kept_by_its_ender(session, random.Random(3))
    session.press("ui:continue")
    assert session.screen == "game" and session.table.playable()


def test_a_reload_during_the_round_scores_shows_them_again():
    backend = MemoryBackend()
    session = new_session(backend)
    session.open_fragment("#new=sweet_holic&players=2&seed=8")
    to_round_pause_kept_by_its_ender(session, random.Random(8))
    pause = session.table.interlude
    again = new_session(backend)
    again.open_fragment(f"#play={session.table.save_id}")
    assert again.screen == "game" and again.table.interlude == pause
    assert again.pending() is None and "ui:continue" in presses(again)
    assert again.table.view()["seat"] is None
    again.press("ui:continue")
    assert again.screen == "handoff"
    # once the scores were put away, a reload does not bring them back
    third = new_session(backend)
    third.open_fragment(f"#play={session.table.save_id}")
    assert third.screen == "handoff" and third.table.interlude is None


@pytest.mark.parametrize("game_id", games.ids())
@pytest.mark.parametrize("players,bots", [(2, "1"), (3, "1")])  # one person; two and a computer
def test_undo_only_takes_back_the_moves_of_the_person_on_screen(game_id, players, bots):
    session = new_session()
    session.open_fragment(f"#new={game_id}&players={players}&bots={bots}&seed=1&speed=fast")
    rnd = random.Random(1)
    undone = 0
    movers = {}  # ply -> the seat that played the action after it (the line being played)
    for _ in range(20_000):
        if session.screen == "result":
            break
        t = session.table
        movers[t.state.ply] = t.state.to_move
        options = presses(session)
        if "game:undo" in options:
            mover = movers[t.state.ply - 1]
            assert mover not in t.bots, f"Undo offered for a computer's move at ply {t.state.ply}"
            if getattr(t.renderer, "UNDO_AFTER_PASSING", False) and mover != t.state.to_move:
                # Sweets Stack: a person's pick or mark that passed the turn on, while only public
                # things are on show (its pause, or the next person's marking screen)
                assert t.interlude or not t.renderer.needs_handoff(t.seat_view(t.state.to_move))
            else:
                assert mover == t.state.to_move == t.shown_seat(), "Undo outside the person's own turn"
            if rnd.random() < 0.2:
                ply = t.state.ply
                session.press("game:undo")
                assert t.state.ply == ply - 1
                undone += 1
                continue
        if session.pending() is not None:
            session.advance()
        elif session.screen == "handoff":
            session.press("handoff:ready")
        elif t.interlude:
            session.press("ui:continue")
        else:
            session.press(rnd.choice(t.playable()))
    assert session.screen == "result"
    assert undone or game_id != "sweet_holic", "the game offers undo: it was tried"


def test_undo_against_a_computer_cannot_loop():
    """The issue's case: the computer's first move used to offer Undo, which made it play again."""
    session = new_session()
    session.open_fragment("#new=sweet_holic&players=2&bots=1&seed=1")
    for _ in range(400):
        if session.table.state.to_move == 1 and session.table.state.view(None).get("phase") == "turn":
            break
        run_clock(session)
        if session.table.state.to_move == 0:
            session.press(session.table.playable()[0])
    for _ in range(50):
        if session.pending() is None:
            break
        session.advance()
        assert not session.table.can_undo() and "game:undo" not in presses(session)


# ----- two tabs on one save -------------------------------------------------------------------

def two_tabs(fragment: str) -> tuple[Session, Session, MemoryBackend]:
    backend = MemoryBackend()
    first = new_session(backend)
    first.open_fragment(fragment)
    second = new_session(backend)
    second.open_fragment(first.fragment())
    return first, second, backend


def stored_log(backend: MemoryBackend, save_id: str) -> list[str]:
    return json.loads(backend.items[PREFIX + save_id])["save"]["log"]


def test_a_tab_that_fell_behind_never_writes_over_newer_moves():
    first, second, backend = two_tabs("#new=sweeet&players=2&seed=5")
    save_id = first.table.save_id
    first.press("flip a1")
    newer = stored_log(backend, save_id)
    assert newer == ["flip a1"]
    second.press("flip b1")  # pressed on the old position, without having heard of the move
    assert stored_log(backend, save_id) == newer, "the stale tab wrote over the newer move"
    assert second.table.state.log == first.table.state.log, "it shows the newer position instead"
    assert "went on in another tab" in second.html()
    second.press("flip b1")  # now it plays on from there, and the first tab is the stale one
    assert stored_log(backend, save_id) == ["flip a1", "flip b1"]
    first.press("flip c1")
    assert stored_log(backend, save_id) == ["flip a1", "flip b1"]
    assert first.table.state.ply == 2


def test_the_browser_telling_of_a_change_brings_the_newer_position():
    first, second, backend = two_tabs("#new=sweet_holic&players=2&bots=1&seed=3&speed=fast")
    key = PREFIX + first.table.save_id
    run_clock(first)  # the computer opens
    assert second.storage_changed(key) and second.table.state == first.table.state
    first.press(first.table.playable()[0])
    assert not second.storage_changed("unrelated-key")
    assert second.storage_changed(key)
    assert second.table.state == first.table.state and second.screen == "game"
    assert not second.storage_changed(key), "nothing new the second time"
    # both tabs play the computer: the one that falls behind follows and writes nothing
    run_clock(first)
    assert second.pending() is not None
    second.advance()
    assert second.table.state == first.table.state
    assert stored_log(backend, first.table.save_id) == list(first.table.state.log)


def test_a_game_closed_in_another_tab_is_not_brought_back():
    first, second, backend = two_tabs("#new=sweeet&players=2&seed=5")
    save_id = first.table.save_id
    first.press("flip a1")
    first.press("nav:menu")
    first.press(f"save:delete:{save_id}")
    assert second.storage_changed(PREFIX + save_id)
    assert second.screen == "menu" and "another tab" in second.html()
    assert PREFIX + save_id not in backend.items


def test_two_people_on_one_save_with_a_secret_get_a_handoff_when_the_other_tab_moves_on():
    first, second, _ = two_tabs("#new=sweet_holic&players=2&seed=8")
    for tab in (first, second):
        tab.press("handoff:ready")
    first.press(first.table.playable()[0])
    assert second.storage_changed(PREFIX + first.table.save_id)
    assert second.screen == "handoff", "the newer position may be someone else's hand"


# ----- what a link may hold -----------------------------------------------------------------

LONG_LINKS = {"digits seed": "#new=sweeet&seed=" + "7" * 5000,
              "letters seed": "#new=sweeet&seed=" + "x" * 5000, "game": "#new=" + "z" * 5000,
              "players": "#new=sweeet&players=" + "9" * 3000,
              "bots": "#new=sweeet&bots=" + "%C3%A9" * 2000}


@pytest.mark.parametrize("fragment", LONG_LINKS.values(), ids=LONG_LINKS.keys())
def test_the_menu_quotes_a_link_only_in_part(fragment):
    session = new_session()
    session.open_fragment(fragment)
    assert session.screen == "menu"
    message = session.message
    assert message and len(message) <= 160 and html.escape(message) in session.html()
    assert max(len(word) for word in message.split()) <= 45, "a long unbroken run widens the page"


def test_an_absurd_seed_is_refused_and_a_fair_one_is_kept():
    session = new_session()
    session.open_fragment("#new=sweeet&seed=" + "1" * 19)
    assert session.screen == "menu" and "at most 18 digits" in session.message
    session.open_fragment("#new=sweeet&seed=" + "9" * 18)
    assert session.screen == "game" and session.table.state.seed == int("9" * 18)


# ----- the menu and saves edited by hand ----------------------------------------------------------

def test_damaged_saves_are_listed_after_the_good_ones():
    backend = MemoryBackend({PREFIX + "0-bad": "{not json", PREFIX + "zz-bad": "[]"})
    session = new_session(backend)
    session.open_fragment("#new=sweeet&players=2&seed=5")
    session.press("nav:menu")
    rows = session.menu_saves()
    assert [bool(r.get("damaged")) for r in rows] == [False, True, True]
    markup = session.html()
    assert markup.index("save:resume:") < markup.index("This save is damaged")


def test_a_computer_seat_with_junk_settings_stays_a_computer():
    state = games.get("sweeet").new(["Ann", "Robo"], 5)
    for level in (None, 7, "grandmaster"):
        record = json.loads(record_text("s", "sweeet", state, {"bots": {"1": "easy"}, "speed": "fast"}))
        record["meta"]["bots"]["1"] = level
        session = new_session(MemoryBackend({PREFIX + "s": json.dumps(record)}))
        session.open_fragment("#play=s")
        assert session.table.bots == {1: "easy"}, f"level {level!r}"
        assert "Robo (computer)" in (session.press("nav:menu") or session.html())


@pytest.mark.parametrize("bots", [None, "1", ["1"], {"one": "easy"}, {"5": "easy"}, {"-1": "easy"}])
def test_a_save_that_does_not_say_who_the_computer_plays_is_refused_with_a_reason(bots):
    state = games.get("sweeet").new(["Ann", "Robo"], 5)
    record = json.loads(record_text("s", "sweeet", state, {"bots": {"1": "easy"}}))
    record["meta"]["bots"] = bots
    session = new_session(MemoryBackend({PREFIX + "s": json.dumps(record)}))
    assert "which seats the computer plays cannot be read" in session.html()
    session.open_fragment("#play=s")
    assert session.screen == "menu" and session.table is None
    assert "which seats the computer plays cannot be read" in session.message


def test_mastersweets_cookbook_closing_up_slides_once():
    """Cooking a row closes the cookbook up: the cards below it slide up on the next paint of
    the table (after the hand-off too), and only on that one."""
    session = new_session()
    session.open_fragment("#new=mastersweets&players=2&seed=4&specials=no&roles=no")
    rnd = random.Random(4)
    for _ in range(400):
        if session.screen == "handoff":
            session.press("handoff:ready")
            continue
        state = session.table.state
        rows = state.view(None)["cookbook"]["rows"]
        cook = next((a for a in session.table.playable() if a.startswith("cook row 1")), None)
        if cook and rows > 1:
            break
        session.press(rnd.choice([a for a in session.table.playable() if not a.startswith("cook")]))
    else:
        raise AssertionError("no row to cook came up")
    session.press(cook)
    if session.screen == "handoff":
        assert "moved" not in session.html()
        session.press("handoff:ready")
    page = session.html()
    # The cookbook is drawn in SVG: a moved card starts one row pitch lower (--dx/--dy, px).
    from sweets.render.mastersweets.draw import CARD_H, GAP
    slid = re.findall(r'class="[^"]*\bcell\b[^"]* moved"[^>]*style="--dx:(-?\d+)px;--dy:(-?\d+)px"', page)
    assert len(slid) >= (rows - 1) and all(dy == str(CARD_H + GAP) and dx == "0" for dx, dy in slid), slid
    assert " moved" not in session.html(), "the slide plays once"


def test_workshop_clue_marks_can_be_turned_off_and_stay_off():
    session = new_session()
    session.open_fragment("#new=mastersweets&mode=workshop&players=2&seed=5")
    rnd = random.Random(5)
    clued = None
    for _ in range(200):
        if session.screen == "handoff":
            session.press("handoff:ready")
            continue
        seat = session.table.shown_seat()
        if session.table.state.view(seat)["hands"][seat][0]["clues"]:
            clued = seat
            break
        clues = [a for a in session.table.playable() if a.startswith("clue")]
        session.press(rnd.choice(clues))
    assert clued is not None, "no clue reached a hand"
    assert 'class="clue"' in session.html().split("Your hand")[1].split("</section>")[0]
    session.press("ui:clues")
    own = session.html().split("Your hand")[1].split("</section>")[0]
    assert 'class="clue"' not in own and 'aria-pressed="false"' in session.html()
    session.press(next(a for a in session.table.playable() if a.startswith("point")))
    while session.screen == "handoff" or session.table.shown_seat() != clued:
        session.press("handoff:ready" if session.screen == "handoff" else
                      next(a for a in session.table.playable() if a.startswith("point")))
    own = session.html().split("Your hand")[1].split("</section>")[0]
    assert 'class="clue"' not in own or not session.table.state.view(clued)["hands"][clued][0]["clues"]
    assert 'aria-pressed="false"' in session.html(), "the choice outlives the turn"


def test_workshop_clue_marks_stay_off_after_a_reload_and_in_the_next_game():
    """Turning the clue marks off is a preference of the person, kept in storage apart from the
    save: a reload (a new session on the same storage) shows the table as they left it."""
    backend = MemoryBackend()
    session = new_session(backend)
    session.open_fragment("#new=mastersweets&mode=workshop&players=2&seed=5")
    save_id = session.table.save_id
    session.press("handoff:ready")
    assert 'aria-pressed="true"' in session.html()
    session.press("ui:clues")
    assert 'aria-pressed="false"' in session.html()
    again = new_session(backend)
    again.open_fragment(f"#play={save_id}")
    if again.screen == "handoff":
        again.press("handoff:ready")
    assert 'aria-pressed="false"' in again.html() and 'aria-pressed="true"' not in again.html()
    third = new_session(backend)
    third.open_fragment("#new=mastersweets&mode=workshop&players=3&seed=6")
    third.press("handoff:ready")
    assert 'aria-pressed="false"' in third.html(), "a preference of the game, not of one save"
    third.press("ui:clues")
    fourth = new_session(backend)
    fourth.open_fragment(f"#play={third.table.save_id}")
    fourth.press("handoff:ready")
    assert 'aria-pressed="true"' in fourth.html(), "turned back on, it stays on"


def test_unreadable_preferences_leave_the_table_as_it_is_by_default():
    backend = MemoryBackend({"sweets:prefs:mastersweets": "{not json"})
    session = new_session(backend)
    session.open_fragment("#new=mastersweets&mode=workshop&players=2&seed=5")
    session.press("handoff:ready")
    assert 'aria-pressed="true"' in session.html()
    backend.items["sweets:prefs:mastersweets"] = '{"keep_no_clues": [1], "other": true}'
    assert SaveStore(backend).preferences("mastersweets") == {}


def test_a_paint_after_a_move_does_not_replay_the_game(monkeypatch):
    """Whether Undo is offered is known from the state the page kept before the move: replaying
    a long game from its start at every paint took the page 30 ms and more a move."""
    from sweets.engine.game import State

    session = new_session()
    session.open_fragment("#new=sweet_holic&players=2&seed=3")
    rnd = random.Random(2)
    for _ in range(40):
        moves = [a for a in presses(session) if ":" not in a]
        onward = [a for a in presses(session) if a in ("handoff:ready", "ui:continue")]
        session.press(rnd.choice(moves) if moves else onward[0])
    replays = []
    real_replay = State._replay
    monkeypatch.setattr(State, "_replay",
                        lambda self, log: replays.append(len(log)) or real_replay(self, log))
    for _ in range(10):
        moves = [a for a in presses(session) if ":" not in a]
        if moves:
            session.press(rnd.choice(moves))
            session.html()
    assert replays == []


def test_a_press_and_its_paint_work_out_each_view_once(monkeypatch):
    from sweets.engine.game import State

    session = new_session()
    session.open_fragment("#new=sweeet&players=2&seed=3")
    rnd = random.Random(4)
    asked = []
    real_view = State.view
    monkeypatch.setattr(State, "view", lambda self, seat: asked.append((self, seat)) or real_view(self, seat))
    for _ in range(30):
        moves = [a for a in presses(session) if ":" not in a]
        onward = [a for a in presses(session) if a in ("handoff:ready", "ui:continue")]
        if not moves and not onward:
            break
        asked.clear()
        session.press(rnd.choice(moves) if moves else onward[0])
        session.html()
        assert len(asked) == len({(id(state), seat) for state, seat in asked}), asked


def test_the_catalogue_words_the_menu_as_each_renderer_does():
    """The menu reads each game's title and blurb from the catalogue, so it imports no game (the
    page shows it before the games' modules arrive); they must say what the renderer says."""
    from sweets import catalogue

    for game_id in catalogue.ids():
        entry, renderer = catalogue.entry(game_id), for_game(game_id)
        assert entry.title and entry.blurb, game_id
        assert (entry.title, entry.blurb) == (renderer.TITLE, renderer.BLURB), game_id


def test_only_the_bare_menu_opens_without_the_games():
    session = new_session()
    assert session.opens_without_games("")
    assert session.opens_without_games("#")
    for fragment in ("#new=sweeet&players=2", "#play=abc", "#rules=sweeet"):
        assert not session.opens_without_games(fragment), fragment
    session.open_fragment("#new=sweeet&players=2&seed=3")
    assert session.store.ids()
    assert not session.opens_without_games(""), "listing a saved game reads it with its game"


def test_a_thinking_computer_remembers_only_its_own_views_and_a_reload_keeps_the_memory(monkeypatch):
    """The page folds the view of a thinking computer's seat into that seat's memory at each of its
    decisions and hands it to the search: the memory is exactly the seat's own views folded
    (nothing of another seat's, nothing of the full position), and it lives in the save."""
    from sweets import bots
    from sweets.bots.search import Search

    calls = []  # (ply, seat, view, memory) of every thinking decision

    def small_thinker(game_id, level, view, legal, seed, memory=None):
        if level != "expert":
            return None
        calls.append((view.get("ply"), view["seat"], view, memory))
        return Search(game_id, view, legal, seed, memory, iterations=4)

    monkeypatch.setattr(bots, "thinker", small_thinker)
    backend = MemoryBackend()
    session = new_session(backend)
    session.open_fragment("#new=sweet_holic&players=2&bots=0,1&seed=4&level=expert,hard&speed=fast")
    save_id = session.table.save_id
    for _ in range(400):  # part of the game, then a reload from the same storage
        if session.pending() is None:
            session.press("ui:continue")
        session.advance()
    before = session.table.meta["memory"]
    assert before["0"]["held"] is not None
    again = new_session(backend)
    again.open_fragment(f"#play={save_id}")
    assert again.table.meta["memory"] == before
    while not again.table.state.is_over:
        run_clock(again)
        if not again.table.state.is_over:
            again.press("ui:continue")  # a round's scores wait for someone
    final = again.table.state
    assert final.is_over and calls
    # Rebuilt from the seat's own views only, at its decisions: the same memory at every call.
    game = games.get("sweet_holic")
    state, memory, seen_any = game.new(list(final.players), final.seed, final.options), None, False
    # a reload while the computer thinks starts that decision's search again: once per view here
    decisions = iter([c for i, c in enumerate(calls) if i == 0 or c[2] != calls[i - 1][2]])
    for text in final.log:
        if state.to_move == 0:
            view = state.view(0)
            memory = game.observe(memory, view)
            _ply, seat, given_view, given_memory = next(decisions)
            assert seat == 0 and given_view == view and given_memory == memory
            seen_any = seen_any or bool(memory["held"])
        state = state.apply(text)
    # every decision checked, and the memory held something (tiles the others took)
    assert next(decisions, None) is None and seen_any


# ----- the parts of the page ----------------------------------------------------------------

def test_presses_find_their_handler_by_the_longest_key_they_start_with():
    from sweets.web.session import PRESSES, find_route

    assert find_route("ui:continue") == (PRESSES["ui:continue"], "")
    assert find_route("ui:pick:c3") == (PRESSES["ui:"], "pick:c3")
    assert find_route("save:resume:1a-2b") == (PRESSES["save:resume:"], "1a-2b")
    assert find_route("setup:option:advanced:-,x") == (PRESSES["setup:"], "option:advanced:-,x")
    assert find_route("handoff") == (PRESSES["handoff:"], "")  # a key ending in ":" takes nothing too
    assert find_route("nav:menu:x") == (None, "nav:menu:x")  # an exact key is the whole press
    assert find_route("flip a1") == (None, "flip a1")  # a move


def to_computer_turn(session: Session) -> None:
    """Plays the person's first legal actions until the computer's move is due."""
    t = session.table
    assert t is not None
    for _ in range(500):
        if (due := session.pending()) and due[0] == "bot":
            return
        session.press(t.playable()[0] if t.playable() else "ui:continue")
    raise AssertionError("the computer never came to move")


def test_a_failing_computer_still_moves_and_a_failing_search_forgets_the_seat_memory(monkeypatch):
    """The one guard around the bots (sweets.web.computers): a bot that raises plays the first
    legal action; a search that raises mid-way loses the seat's memory (it may be what broke it)
    and the bot then picks from the view alone."""
    from sweets import bots

    def broken(*args, **kwargs):
        raise RuntimeError("a position nobody foresaw")

    monkeypatch.setattr(bots, "choose", broken)
    session = new_session()
    session.open_fragment("#new=sweeet&players=2&bots=1&seed=5&level=easy&speed=fast")
    t = session.table
    for _ in range(3):
        to_computer_turn(session)
        ply, first = t.state.ply, t.legal()[0]
        session.advance()
        assert t.state.log[ply] == first

    class BrokenSearch:
        done = False

        def step(self, n):
            raise RuntimeError("a memory edited by hand")

    asked = []
    monkeypatch.setattr(bots, "thinker", lambda *args: BrokenSearch())
    monkeypatch.setattr(bots, "choose", lambda game_id, level, view, legal, seed, memory=None:
                        asked.append(memory) or legal[-1])
    to_computer_turn(session)
    session.advance()
    assert t.thinking is not None and t.meta["memory"].get("1") is not None
    ply, last = t.state.ply, t.legal()[-1]
    assert session.pending() == ("think", 0.0)
    session.advance()
    assert asked == [None] and t.state.log[ply] == last and "1" not in t.meta["memory"]
    assert t.thinking is None



def painted(session: Session) -> tuple[list[str], int]:
    """Paints the screen once, as the page does: its controls and which paint it is (``#app``'s
    data-paint). Painting twice may differ (one-shot animations play once), so read both at once."""
    return presses(session), int(session.attributes()["data-paint"] or 0)


def test_a_double_tap_in_the_clash_opening_plays_one_turn_not_the_next_persons():
    """Issue 31: after three "ready", no hand-off comes between the turns (every hand is empty),
    so the second tap of a double tap on Draw landed on the next person's Draw."""
    session = new_session()
    session.open_fragment("#new=mastersweets&mode=clash&players=3&seed=20")
    for _ in range(3):
        session.press("ready", painted(session)[1])
    assert session.screen == "game" and "draw" in session.table.playable()
    first = painted(session)[1]
    session.press("draw", first)
    ply, mover = session.table.state.ply, session.table.state.to_move
    controls, now = painted(session)
    assert ply == 4 and now != first and "draw" in controls
    session.press("draw", first)  # the second tap began on the screen the first one left
    assert session.table.state.ply == ply and session.table.state.to_move == mover
    session.press("draw", now)  # a press on the screen now shown plays
    assert session.table.state.ply == ply + 1


@pytest.mark.parametrize("game_id", games.ids())
def test_a_press_made_on_a_screen_since_repainted_does_nothing_in_every_game(game_id):
    session = new_session()
    session.open_fragment(f"#new={game_id}&players=2&seed=3")
    rnd = random.Random(5)
    for _ in range(6):  # a few moves in, through hand-offs and steps of moves
        controls, shown = painted(session)
        options = [a for a in controls if a in session.table.playable() or a == "handoff:ready"]
        session.press(rnd.choice(options) if options else "ui:continue", shown)
    stale, shown = painted(session)
    before = (session.screen, session.table.state)
    # a pause that waits (Sweets Stack's after a pick) has only Continue
    session.press(next((a for a in stale if a in session.table.playable() or a == "handoff:ready"),
                       "ui:continue"), shown)
    assert (session.screen, session.table.state) != before, "a press on the screen shown acts"
    after = (session.screen, session.table.state)
    controls, now = painted(session)
    assert now != shown
    screen = session.html()  # one-shot animations played on the paint before: this one stays
    for action in stale + controls:  # whatever was, or is now, under the finger
        session.press(action, shown)
        assert (session.screen, session.table.state) == after and session.html() == screen, action
    session.press("nav:menu", shown)
    assert session.screen == after[0], "not even leaving the table"
    session.press("nav:menu")  # a press with no screen named: the screen shown now (CPython tests)
    assert session.screen == "menu"


# ----- links: a notice belongs to its link; what a link gets wrong is said (issue 31) -----------

BAD_LINK = "That link does not describe"


def test_a_bad_links_notice_does_not_follow_into_the_next_game():
    session = new_session()
    session.open_fragment("#new=chess")
    assert BAD_LINK in session.html()
    session.open_fragment("#new=sweeet&players=2&bots=1&seed=3")  # a good link, followed next
    assert session.screen == "game" and BAD_LINK not in session.html()
    for then in (["menu:new:sweeet"], ["menu:new:sweeet", "setup:start"]):
        session = new_session()
        session.open_fragment("#new=chess")
        for action in then:
            session.press(action)
        assert session.screen != "menu" and BAD_LINK not in session.html()


@pytest.mark.parametrize("fragment, said", [
    ("#new=sweeet&players=2&bots=1&level=godlike&seed=3", ["'godlike'", "Easy"]),
    ("#new=sweeet&players=3&bots=1,2&level=hard,godlike&seed=3", ["'godlike'", "Easy"]),
    ("#new=mastersweets&mode=clash&players=2&bots=1&level=godlike&seed=3", ["'godlike'", "Clash of Sweets"]),
    ("#new=sweeet&players=2&bots=1&speed=warp&seed=3", ["'warp'", "normal speed"]),
])
def test_an_unknown_level_or_speed_in_a_link_is_replaced_and_said(fragment, said):
    session = new_session()
    session.open_fragment(fragment)
    assert session.screen == "game"
    page = html.unescape(session.html())
    assert all(words in page for words in said), page[:600]
    assert session.table.meta["speed"] in ("relaxed", "normal", "fast")
    session.press(presses(session)[-1])  # the notice is about starting: it goes with the next press
    assert "'godlike'" not in html.unescape(session.html()) and "'warp'" not in html.unescape(session.html())


def test_a_good_link_says_nothing_and_a_game_with_modes_is_named_once():
    session = new_session()
    session.open_fragment("#new=mastersweets&players=2&bots=1&level=hard&speed=fast&seed=3")
    assert 'class="notice"' not in session.html()
    clash = "MasterSweets — Clash of Sweets is for"
    for fragment, name in (("#new=mastersweets&players=7", "MasterSweets is for"),
                           ("#new=mastersweets&mode=clash&players=9", clash)):
        session = new_session()
        session.open_fragment(fragment)
        page = html.unescape(session.html())
        assert name in page and "MasterSweets (MasterSweets)" not in page


# ----- the menu's words (issue 31: "1 moves played"; issue 35 item 8: damaged saves) ------------

def test_the_menu_counts_moves_in_the_right_number():
    backend = MemoryBackend()
    for moves in (1, 2):
        session = new_session(backend)
        session.open_fragment("#new=sweeet&players=2&seed=5")
        for _ in range(moves):
            session.press(next(a for a in presses(session) if a.startswith("flip ")))
    menu = new_session(backend)
    menu.open_fragment("")
    page = menu.html()
    assert "1 move played" in page and "2 moves played" in page and "1 moves" not in page


def test_a_damaged_save_names_its_game_and_says_why_without_move_notation():
    backend = MemoryBackend()
    good = new_session(backend)
    good.open_fragment("#new=mastersweets&mode=clash&players=2&names=Ann,Bob&seed=4")
    state = good.table.state
    broken = json.loads(record_text("x", "mastersweets", state, {"bots": {}}))
    broken["save"]["log"] = ["zzz qq"]
    backend.items.clear()
    backend.set(PREFIX + "broken", json.dumps(broken))
    menu = new_session(backend)
    menu.open_fragment("")
    row = html.unescape(menu.html().split('class="save damaged"')[1].split("</li>")[0])
    assert "MasterSweets — Clash of Sweets" in row and "Ann" in row and "Saved game" not in row
    assert "zzz" not in row and "'" not in row and "moves look like" not in row, row
    assert "move 1" in row, row
