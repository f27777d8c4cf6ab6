"""What the page is doing, as plain Python: screens, the game on the table, presses, saves.

The browser glue (``app.py``) only forwards presses and typed text here, paints ``html()`` with
the attributes of ``attributes()``, and waits as ``pending()`` says before calling ``advance()``
(a computer player's move, or the end of the pause after a turn). Keeping all of it here lets
CPython tests drive the whole page logic without a browser. The parts are named in
``sweets/web/__init__.py``; presses are routed by the table ``PRESSES`` at the end of this module.

Data flows one way: a press names an action, the state applies it, the new state yields the view
for the seat on screen, and the view is rendered. The state is never copied into anything else.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from sweets import catalogue, games
from sweets.engine import IllegalAction, State
from sweets.render import for_game, screens
from sweets.web import coach, hint, keeping, links, menu, replaying, routing, setup, spans
from sweets.web.links import NewGame, parse_fragment
from sweets.web.routing import Route
from sweets.web.saves import PREFIX, SaveStore, StaleSave
from sweets.web.table import Table
from sweets.web.words import QUOTED, clip, mode_phrase

AT_TABLE = ("game", "handoff", "result")  # the screens of a game on the table (``#play=<id>``)


class Session:
    """The page: which screen is up, the table or setup form behind it, and the menu's message."""

    def __init__(self, store: SaveStore, clock: Callable[[], float] = time.time,
                 new_seed: Callable[[], int] = lambda: random.randrange(1, 2**31)) -> None:
        self.store = store
        self.clock = clock
        self.new_seed = new_seed
        self.screen = "menu"
        self.table: Table | None = None
        self.form: dict | None = None
        self.rules_game: str | None = None
        self.back_to = "menu"
        self.message: str | None = None
        # Which screen is painted: counts the paints that changed what is shown. A press carries
        # the count of the screen it began on, so a press begun before a repaint never acts on
        # the screen that replaced it (a double tap is one press, whoever's turn follows).
        self.painted = 0
        self._shown: tuple[str, State | None] = ("", None)  # the markup and position last painted
        self.shelf = replaying.Shelf()  # the replay on show, the link being shared (issue 33)

    # ----- entry points from the URL ------------------------------------------------------

    def open_fragment(self, fragment: str) -> None:
        """``#new=sweeet&players=3&bots=1,2&seed=7`` starts a game; ``#play=<id>`` resumes one."""
        params = parse_fragment(fragment)
        if "play" in params:
            self.resume(params["play"])
        elif "new" in params:
            try:
                new = links.new_game(params, self.new_seed)
            except ValueError as exc:
                self.go_menu(clip(f"That link does not describe a game that can start: {exc}", 4 * QUOTED))
                return
            self.message = " ".join(new.notes) or None  # what the link got wrong; no older notice
            self.start_game(new)
        elif "learn" in params:
            coach.open_link(self, params)
        elif "replay" in params:
            replaying.open_fragment(self, params["replay"])
        elif "rules" in params and params["rules"] in games.ids():
            self.show_rules(params["rules"], back="menu")
        else:
            self.go_menu()

    def opens_without_games(self, fragment: str) -> bool:
        """Whether ``fragment`` opens a screen that needs no game's own modules (rules, bots,
        renderer): the menu with no saved game to list (a save is read by its game) and every game
        described by the catalogue. The page paints that before those modules have arrived
        (tools/build.py ships them in a zip of their own); anything else waits for them."""
        params = parse_fragment(fragment)
        if any(key in params for key in ("play", "new", "rules", "replay")) or self.store.ids():
            return False
        entries = [catalogue.entry(game_id) for game_id in games.ids()]
        return all(entry.title and entry.blurb for entry in entries)

    def fragment(self) -> str:
        """The URL fragment matching the screen, so a reload lands back here."""
        if self.table and (self.screen in AT_TABLE or (self.screen == "rules" and self.back_to in AT_TABLE)):
            return f"#play={self.table.save_id}"
        return replaying.fragment(self) or ""  # a replay: its link

    # ----- presses --------------------------------------------------------------------------

    def press(self, action: str, painted: int | None = None) -> None:
        """Any control, in any order: presses that do not fit the screen are ignored, and so is a
        press begun on a screen that is no longer the one painted (``painted``: the count the
        screen carried, ``data-paint``; None: the screen painted now)."""
        if painted is not None and painted != self.painted:
            return
        hint.before_press(self, action)  # a press other than the hint's own clears it
        if self.screen != "menu":  # a menu message stays until the menu is left
            self.message = None
        route, rest = find_route(action)
        if route is None or (route.screens and self.screen not in route.screens):
            route, rest = MOVE, action
        before = (self.screen, self.message)
        route.handle(self, rest)
        if before[0] == "menu" and self.screen != "menu" and self.message == before[1]:
            self.message = None  # the menu's notice (a bad link, say) does not follow into a game

    def _nav_menu(self, _: str) -> None:
        self.go_menu()

    def _nav_rules(self, _: str) -> None:
        if self.table:
            self.show_rules(self.table.game_id, back=self.screen)

    def _nav_back(self, _: str) -> None:
        self.screen = self.back_to if (self.table or self.back_to in ("menu", "setup")) else "menu"
        if self.screen == "setup" and not self.form:
            self.screen = "menu"

    def _rules(self, game_id: str) -> None:
        if game_id in games.ids():
            self.show_rules(game_id, back=self.screen if self.screen in ("menu", "setup") else "menu")

    def _new(self, game_id: str) -> None:
        if game_id in games.ids():
            self.form = keeping.new_form(self.store, game_id)
            self.screen = "setup"

    def _setup(self, rest: str) -> None:
        if not self.form:
            return
        if rest.partition(":")[0] != "start":
            setup.press(self.form, rest)
            return
        try:
            self.start_game(keeping.new_game(self.store, self.form, self.new_seed))
        except ValueError as exc:  # a combination of choices the rules refuse: say why, stay here
            self.message = f"This game cannot start: {exc}."

    def _delete(self, save_id: str) -> None:
        self.store.delete(save_id)

    def _handoff(self, _: str) -> None:
        if self.table:
            self.table.cleared = self.table.handoff_to()
            self.settle()

    def _rematch(self, _: str) -> None:
        t = self.table
        if t:
            self.forget_if_finished()
            self.start_game(NewGame(t.game_id, list(t.state.players), t.bots, self.new_seed(),
                                    t.meta["speed"], t.state.options, hints=hint.on(t)))

    def _undo(self, _: str) -> None:
        if self.table and self.table.can_undo():
            self.table.take_back()
            self.save()
            self.settle()

    def _continue(self, _: str) -> None:
        if self.table:
            self.end_interlude()

    def _ui(self, command: str) -> None:
        t = self.table
        if t and not t.interlude:
            kept = t.ui_command(command)
            if kept is not None:
                self.store.set_preferences(t.game_id, kept)  # a reload keeps how the table looks

    def play(self, action: str) -> None:
        t = self.table
        if t is None or self.screen != "game" or action not in t.playable():
            return  # a stale button from an earlier paint, or not this person's turn: nothing happens
        t.interlude = None  # playing on ends the pause after a turn
        if t.handoff_to() is not None:
            return
        try:
            t.apply(action)
        except IllegalAction as exc:  # cannot happen for a legal action; kept so a press never breaks
            self.message = str(exc)
            return
        self.save()
        self.settle()

    def field(self, name: str, value: str) -> None:
        """Text typed into a field (``data-field``), e.g. a player's name on the setup screen."""
        if self.screen == "setup" and self.form:
            setup.type_name(self.form, name, value)

    # ----- the clock: computer moves and the pause after a turn --------------------------------

    def pending(self) -> tuple[str, float] | None:
        """What will happen by itself, and after how many seconds (None: waiting for a person)."""
        t = self.table
        if not t or self.screen != "game":
            return None
        bot_wait, show_wait = t.pace()
        if t.coming is not None:
            return ("opponent", t.opponent_wait())
        if t.interlude:  # a renderer whose pauses need reading (a round's scoring) waits for "Continue"
            return None if t.waits() else ("interlude", show_wait)
        if t.thinking is not None:
            return ("think", 0.0)
        if not t.state.is_over and t.state.to_move in t.bots:
            return ("bot", bot_wait)
        return None

    def advance(self) -> bool:
        """Does what ``pending`` announced; False when nothing on screen changed (a slice of a
        computer's thinking), so the page need not paint."""
        t = self.table
        what = self.pending()
        if t is None or what is None:
            return False
        if what[0] == "interlude":
            self.end_interlude()
            return True
        if what[0] == "opponent":
            t.play_opponent()
            if t.state.is_over:  # saved at the press; a finished game is now kept and counted
                self.save()
            self.settle()
            return True
        if what[0] == "think" and not t.computers.thinking_at(t.state):
            t.computers.stop()
            return True  # the table moved on (a reload elsewhere, an undo): think again
        was_thinking = t.thinking is not None
        action = t.computers.move(t.state, list(t.legal()))  # a copy: the bots may reorder it
        if action is None:
            return not was_thinking  # the first paint says the computer is thinking; a slice, none
        t.apply(action)
        self.save()
        self.settle()
        return True

    def end_interlude(self) -> None:
        t = self.table
        if t and t.interlude:
            t.end_interlude()
            if t.meta.get("pause") is not None:
                self.save()  # a reload after Continue must not bring the scores back
            self.settle()

    def settle(self) -> None:
        """Pick the screen that follows from the state of the table."""
        t = self.table
        if t is None:
            return
        self.screen = ("game" if t.interlude else "result" if t.state.is_over
                       else "handoff" if t.handoff_to() is not None else "game")

    # ----- screens --------------------------------------------------------------------------

    def go_menu(self, message: str | None = None) -> None:
        self.forget_if_finished()
        self.screen = "menu"
        self.table = None
        self.message = message

    def show_rules(self, game_id: str, back: str) -> None:
        self.rules_game = game_id
        self.back_to = back
        self.screen = "rules"

    # ----- the game on the table and its save -------------------------------------------------

    def start_game(self, new: NewGame) -> None:
        state = games.get(new.game_id).new(new.names, new.seed, new.options)
        now = self.clock()
        meta = {"bots": {str(s): lv for s, lv in sorted(new.bots.items())}, "speed": new.speed,
                "created": now, "updated": now, "hints": new.hints}
        self.table = self._open_table(new.game_id, state, new_save_id(now), meta)
        self.save()
        self.settle()

    def resume(self, save_id: str) -> None:
        try:
            game_id, state, meta = self.store.load(save_id)
        except ValueError as exc:
            self.go_menu(f"That saved game cannot be resumed: {exc}.")
            return
        self.table = self._open_table(game_id, state, save_id, meta)
        self.settle()

    def _open_table(self, game_id: str, state: State, save_id: str, meta: dict) -> Table:
        """A table that looks the way this person last chose for the game (``SaveStore.preferences``)."""
        table = Table(game_id, state, save_id, meta)
        table.ui = self.store.preferences(game_id)
        return table

    def forget_if_finished(self) -> None:
        """A finished game's save is kept while its result is on screen (a reload shows it
        again) and dropped once the players move on."""
        if self.table and self.table.state.is_over:
            self.store.delete(self.table.save_id)

    def save(self) -> None:
        if self.table is None:
            return
        try:
            with spans.span("save"):
                self.table.save(self.store, self.clock())
        except StaleSave:
            self.follow_other_tab()
        keeping.game_finished(self)
        replaying.game_finished(self)  # a finished game is kept in Past games (once: same key)

    # ----- another tab on the same save ------------------------------------------------------

    def storage_changed(self, key: str | None) -> bool:
        """Another tab changed the browser's storage (``key`` None: all of it was cleared).
        True when the page must be painted again."""
        if self.screen == "menu":
            return key is None or key.startswith(PREFIX)  # the list of saves may have changed
        t = self.table
        if t is None or self.store.backend is None or (key is not None and key != PREFIX + t.save_id):
            return False
        try:
            if self.store.revision(t.save_id) == t.meta.get("rev", 0):
                return False
        except Exception:
            return False  # storage went unreadable: the next write will say so
        self.follow_other_tab()
        return True

    def follow_other_tab(self) -> None:
        """The saved game went on in another tab: show where it is now, never write over it."""
        t = self.table
        assert t is not None
        try:
            game_id, state, meta = self.store.load(t.save_id)
        except ValueError as exc:
            if t.state.is_over and self.screen == "result":
                return  # a finished game closed elsewhere: its result may stay on show here
            self.go_menu(f"This game was changed in another tab and cannot go on here: {exc}.")
            return
        self.table = self._open_table(game_id, state, t.save_id, meta)
        self.message = "This game went on in another tab: here is where it is now."
        if self.screen in AT_TABLE:
            self.settle()

    # ----- painting ------------------------------------------------------------------------

    def menu_saves(self) -> list[screens.SaveRow]:
        return menu.save_rows(self.store, self.clock)

    def storage_note(self) -> str | None:
        if self.store.problem:
            return f"Games will not be kept: {self.store.problem}. You can still play."
        return None

    def attributes(self) -> dict[str, str | None]:
        """The attributes of ``#app``: the screen and which paint of it (``press``), and during a game
        the ply and the seat to move."""
        attrs: dict[str, str | None] = {"data-screen": self.screen, "data-ply": None, "data-to-move": None,
                                        "data-game": None, "data-thinking": None, "data-opponent-turn": None,
                                        "data-paint": str(self.painted), **replaying.attributes(self)}
        if self.table and self.screen in AT_TABLE:
            state = self.table.settled()
            attrs["data-ply"] = str(state.ply)
            attrs["data-to-move"] = "" if state.to_move is None else str(state.to_move)
            attrs["data-game"] = self.table.game_id
            attrs["data-thinking"] = "true" if self.table.thinking is not None else None
            attrs["data-opponent-turn"] = "true" if self.table.coming is not None else None
        return attrs

    def painted_past(self, count: int) -> None:
        """The page shows a screen it was given ahead (``count``, sweets/web/ahead.py) that is not
        this session's: the next paint gets a later count, and is sent even if nothing changed."""
        self.painted, self._shown = max(self.painted, count), ("", None)

    def html(self) -> str:
        """The screen to paint; a screen unlike the last one painted gets the next ``painted``."""
        markup = coach.dress(self, self._markup())
        state = self.table.state if self.table else None
        if markup != self._shown[0] or state is not self._shown[1]:
            self._shown = (markup, state)
            self.painted += 1
        return markup

    def _markup(self) -> str:
        if self.screen == "setup" and self.form:
            note = " ".join(n for n in (self.message, self.storage_note()) if n) or None
            return screens.setup(self.form, note)
        if self.screen == "rules" and self.rules_game:
            return screens.rules_frame(for_game(self.rules_game).rules())
        t = self.table
        if t and self.screen == "handoff":
            seat = t.handoff_to()
            return screens.handoff(t.state.players[seat if seat is not None else 0])
        if t and self.screen == "result":
            return screens.result_frame(t.renderer.result(t.seat_view(t.shown_seat()), t.ctx()),
                                        replaying.result_actions(self))
        if t and self.screen == "game":
            view, legal = t.view(), t.playable()
            body = hint.decorate(self, t.renderer.table(view, legal, t.ui_for(view, legal), t.ctx()))
            t.painted()
            notes = [n for n in (self.message, self.storage_note()) if n]
            thinking = None
            if t.thinking is not None and t.state.to_move is not None:
                thinking = f"{t.state.players[t.state.to_move]} is thinking…"
            title = t.game.name + mode_phrase(t.game, t.state.options)
            return screens.game_frame(title, body, t.can_undo(), " ".join(notes) or None, thinking,
                                      t.move_lines(), keeping.offer(self.store), hint.control(self))
        if self.screen == "stats":
            return keeping.page(self.store)
        return replaying.markup(self) or screens.menu(menu.games_rows(), self.menu_saves(), self.message,
                                                      self.storage_note())


def new_save_id(now: float) -> str:
    return f"{int(now * 1000):x}-{random.randrange(16**4):04x}"


MOVE = Route(Session.play)
# The controls of the page (``data-action``), by the start of their text. A key ending in ":"
# takes what follows it (``save:resume:<id>``, ``ui:<command>``), or nothing (``handoff``); any
# other key is the whole press. The longest key that fits wins: ``ui:continue`` before ``ui:``.
PRESSES: dict[str, Route] = {
    "nav:menu": Route(Session._nav_menu),
    "nav:rules": Route(Session._nav_rules),
    "nav:back": Route(Session._nav_back),
    "rules:": Route(Session._rules),
    "menu:new:": Route(Session._new),
    "menu:learn:": Route(coach.press),
    "setup:": Route(Session._setup, ("setup",)),
    "save:resume:": Route(Session.resume, ("menu",)),
    "save:delete:": Route(Session._delete, ("menu",)),
    "handoff:": Route(Session._handoff, ("handoff",)),
    "result:rematch": Route(Session._rematch, ("result",)),
    "game:undo": Route(Session._undo, ("game",)),
    "game:hint": Route(hint.ask, ("game",)),
    "ui:continue": Route(Session._continue, ("game",)),
    "ui:": Route(Session._ui, ("game",)),
    **{key: Route(*route) for key, route in replaying.PRESSES.items()},  # replays, Past games, links
}
PRESSES.update({key: Route(*route) for key, route in keeping.PRESSES.items()})


def find_route(action: str) -> tuple[Route | None, str]:
    """The route of ``action`` and the text its handler reads (None: no control of the page)."""
    return routing.find(PRESSES, action)
