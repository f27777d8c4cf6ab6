"""What the page is doing, as plain Python: screens, the game on the table, presses, saves.

The browser glue (``app.py``) only forwards presses and typed text here, paints ``html()`` with
the attributes of ``attributes()``, and waits as ``pending()`` says before calling ``advance()``
(a computer player's move, or the end of the pause after a turn). Keeping all of it here lets
CPython tests drive the whole page logic without a browser.

Data flows one way: a press names an action, the state applies it, the new state yields the view
for the seat on screen, and the view is rendered. The state is never copied into anything else.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable
from typing import Any

from sweets import catalogue, games
from sweets.engine import Game, IllegalAction, State
from sweets.render import for_game, screens
from sweets.web.saves import PREFIX, SaveStore, StaleSave

# A finished game's save left behind (its result never closed) is dropped after a day.
FINISHED_KEPT_SECONDS = 86_400
# Seconds a computer player waits before each action, and a finished turn stays on show.
PACE = {"relaxed": (1.4, 4.0), "normal": (0.8, 2.5), "fast": (0.05, 0.3)}
# A thinking computer works in slices this long (seconds), so the page answers taps in between:
# the longest single playout measured in Pyodide is about 26 ms, so a slice stays well under the
# 50 ms at which the browser counts a long task.
THINK_SLICE = 0.02
# What the menu quotes from a link is cut to this many characters: a link can hold anything.
QUOTED = 40
# A seed longer than this is not a seed someone chose (the game's randomness keeps 64 bits).
SEED_DIGITS = 18


def bot_api() -> Any:
    """The bots module when it offers ``levels`` and ``choose``; None until it does."""
    try:
        from sweets import bots
    except Exception:
        return None
    return bots if hasattr(bots, "levels") and hasattr(bots, "choose") else None


def bot_levels(game_id: str, options: dict | None = None) -> list[tuple[str, str]]:
    """The levels offered for a game with ``options`` (some levels are not offered in every mode)."""
    api = bot_api()
    if api is not None:
        try:
            levels = [(str(i), str(label)) for i, label in api.levels(game_id, options or {})]
            if levels:
                return levels
        except Exception:
            pass
    return [("basic", "Basic")]


def bot_memory(game_id: str, memory: dict | None, view: dict) -> dict | None:
    """A computer seat's memory with ``view`` (its own) folded in; None when the bots cannot
    remember (then a thinking level samples from the view alone)."""
    api = bot_api()
    try:
        return api.remember(game_id, memory, view) if api and hasattr(api, "remember") else None
    except Exception:
        return None


def bot_thinker(game_id: str, level: str, view: dict, legal: list[str], seed: int,
                memory: dict | None = None) -> Any | None:
    """The search a thinking level runs in slices (None for a level that answers at once)."""
    api = bot_api()
    if api is None or not hasattr(api, "thinker"):
        return None
    try:
        return api.thinker(game_id, level, view, legal, seed, memory)
    except Exception:
        return None


def bot_choice(game_id: str, level: str, view: dict, legal: list[str], seed: int,
               memory: dict | None = None) -> str:
    """The bot's pick, or the first legal action when no bot can answer (never an illegal one)."""
    api = bot_api()
    if api is not None:
        try:
            choice = api.choose(game_id, level, view, legal, seed, memory)
            if choice in legal:
                return choice
        except Exception:
            pass
    return legal[0]


class Table:
    """A game in progress on this tablet, with the page's own per-decision state."""

    def __init__(self, game_id: str, state: State, save_id: str, meta: dict) -> None:
        self.game_id = game_id
        self.game = games.get(game_id)
        self.renderer = for_game(game_id)
        self.state = state
        self.save_id = save_id
        self.meta = meta
        known = [lid for lid, _ in bot_levels(game_id, state.options)]
        # A computer seat whose level was lost stays a computer, at the default level.
        self.bots = {int(seat): level if level in known else known[0] for seat, level in meta["bots"].items()}
        meta["bots"] = {str(seat): level for seat, level in sorted(self.bots.items())}
        self.humans = [s for s in range(len(state.players)) if s not in self.bots]
        self.cleared: int | None = None  # the seat that pressed "ready" on the handoff screen
        self.interlude: str | None = None
        self.flipback: list[str] = []
        self.motion: dict = {}  # what the latest move moved on the table, for the next paint only
        self.thinking: Any | None = None  # a computer's search in progress (sweets.bots.thinker)
        self.thinking_ply = -1
        self.ui: dict = {}
        self._ui_ply = -1
        self._painted_ply = state.ply  # a resumed game does not replay its last card's animation
        self._undo: tuple[State | None, State | None] = (None, None)  # (state, what undo gives)
        # The legal moves of one position, listed once: a press and its paint both ask, and a
        # MasterSweets Workshop turn has thousands. The same list also lets the renderer reuse
        # what it worked out from it.
        self._legal: tuple[State | None, list[str]] = (None, [])
        self._views: tuple[State | None, dict] = (None, {})  # (state, its views by seat)
        self._past: list[State] = []  # the states before each action of the seat to move, in a row
        if meta.get("pause") == state.ply and state.ply and self.waits():
            self.interlude = self.renderer.interlude(replay(state, state.ply - 1).view(None),
                                                     state.view(None), self.ctx())

    def memory(self, seat: int) -> dict | None:
        """What computer seat ``seat`` remembers of the views it was shown (``sweets.bots.remember``).
        It lives in the save's meta data, so a reload keeps it; a save from before it starts
        from the view alone."""
        return self.meta.setdefault("memory", {}).get(str(seat))

    def remember(self, seat: int, view: dict) -> dict | None:
        """Folds ``view`` (the seat's own, at one of its decisions) into the seat's memory.
        Every window of events a seat's view keeps reaches back to its own previous turn, so one
        view per decision misses nothing; folding a view twice changes nothing."""
        memory = bot_memory(self.game_id, self.memory(seat), view)
        if memory is not None:
            self.meta["memory"][str(seat)] = memory
        return memory

    @property
    def shared(self) -> bool:
        """More than one person uses the tablet: private things need a handoff first."""
        return len(self.humans) > 1

    def waits(self) -> bool:
        """The pauses of this game stay up until someone presses Continue (a round's scoring)."""
        return bool(getattr(self.renderer, "INTERLUDE_WAITS", False))

    def can_undo(self) -> bool:
        """Undo takes back only a move of the person on screen, within their own turn: never a
        computer's move (it would play again, and Undo would come back forever)."""
        return self.undone() is not None

    def undone(self) -> State | None:
        """The state Undo would go back to, or None when there is nothing to take back."""
        mover = self.state.to_move
        # State.can_undo replays the game, so only ask games that ever allow an undo.
        if (type(self.game).undoable is Game.undoable or self.interlude or mover is None
                or mover in self.bots or mover != self.shown_seat()):
            return None
        if self._undo[0] is not self.state:  # a replay per position, not per paint
            before: State | None = None
            if self._past:  # kept from this page's own moves: no second replay to go back
                before = self._past[-1] if self.state.can_undo(self._past[-1]) else None
            elif self.state.can_undo():  # a resumed game: who played last is only known by replaying
                before = self.state.undo()
            self._undo = (self.state, before if before is not None and before.to_move == mover else None)
        return self._undo[1]

    def take_back(self) -> None:
        before = self.undone()
        if before is not None:
            self.state = before
            self.motion = {}
            if self._past:
                self._past.pop()

    def legal(self) -> list[str]:
        if self._legal[0] is not self.state:
            self._legal = (self.state, [str(a) for a in self.state.legal_actions()])
        return self._legal[1]

    def playable(self) -> list[str]:
        """The legal actions a person may press now: none on a computer's turn. While the last
        turn is on show the next person may already play (which ends the pause), unless their
        turn starts with something private that needs the tablet passed first."""
        mover = self.state.to_move
        if mover is None or mover in self.bots or mover != self.shown_seat():
            return []
        if self.interlude and self.shared and self.renderer.needs_handoff(self.seat_view(mover)):
            return []
        return self.legal()

    def shown_seat(self) -> int | None:
        """The seat whose view is on screen: the person to move, else the only person playing."""
        mover = self.state.to_move
        if mover is not None and mover not in self.bots:
            return mover
        return self.humans[0] if len(self.humans) == 1 else None

    def handoff_to(self) -> int | None:
        """The person the tablet must be passed to before their view can be shown."""
        if self.interlude or not self.shared:
            return None
        seat = self.shown_seat()
        if seat is None or seat == self.cleared:
            return None
        return seat if self.renderer.needs_handoff(self.seat_view(seat)) else None

    def seat_view(self, seat: int | None) -> dict:
        """``state.view(seat)``, worked out once per position: a press asked for the same views
        up to six times (the pause, the handoff, the paint), a few milliseconds in Pyodide."""
        if self._views[0] is not self.state:
            self._views = (self.state, {})
        views = self._views[1]
        if seat not in views:
            views[seat] = self.state.view(seat)
        return views[seat]

    def view(self) -> dict:
        if self.interlude and self.shared:
            return self.seat_view(None)
        return self.seat_view(self.shown_seat())

    def ui_for(self, view: dict, legal: list[str]) -> dict:
        if self._ui_ply != self.state.ply:
            # A choice of how the table looks (``keep_`` keys) outlives the decision it was made in.
            kept = {key: value for key, value in self.ui.items() if key.startswith("keep_")}
            self.ui = {**self.renderer.new_ui(view, legal), **kept}
            self._ui_ply = self.state.ply
        return self.ui

    def ctx(self) -> dict:
        return {"bots": sorted(self.bots), "shown": self.shown_seat(), "interlude": self.interlude,
                "flipback": self.flipback, "motion": self.motion,
                "animate": self._painted_ply != self.state.ply}

    def painted(self) -> None:
        """One-shot animations (a card turning over, cards turning back) play on one paint only."""
        self._painted_ply = self.state.ply
        self.flipback = []
        self.motion = {}

    def apply(self, action: str) -> None:
        before = self.seat_view(None)
        mover = self.state.to_move
        previous, self.state = self.state, self.state.apply(action)
        self._past = self._past + [previous] if self.state.to_move == mover else []
        self.flipback = []
        after = self.seat_view(None)
        motion = getattr(self.renderer, "motion", None)
        self.motion = motion(before, after) if motion else {}
        self.interlude = self.renderer.interlude(before, after, self.ctx())
        # A pause shows the whole table one screen: the tablet is passed again after it.
        if self.state.to_move != mover or (self.interlude and self.shared):
            self.cleared = None


class Session:
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

    # ----- entry points from the URL ------------------------------------------------------

    def open_fragment(self, fragment: str) -> None:
        """``#new=sweeet&players=3&bots=1,2&seed=7`` starts a game; ``#play=<id>`` resumes one."""
        params = parse_fragment(fragment)
        if "play" in params:
            self.resume(params["play"])
        elif "new" in params:
            try:
                self.start_from_params(params)
            except ValueError as exc:
                self.go_menu(clip(f"That link does not describe a game that can start: {exc}", 4 * QUOTED))
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
        if any(key in params for key in ("play", "new", "rules")) or self.store.ids():
            return False
        entries = [catalogue.entry(game_id) for game_id in games.ids()]
        return all(entry.title and entry.blurb for entry in entries)

    def fragment(self) -> str:
        """The URL fragment matching the screen, so a reload lands back here."""
        at_table = ("game", "handoff", "result")
        if self.table and (self.screen in at_table or (self.screen == "rules" and self.back_to in at_table)):
            return f"#play={self.table.save_id}"
        return ""

    def start_from_params(self, params: dict[str, str]) -> None:
        game_id = params["new"]
        if game_id not in games.ids():
            raise ValueError(f"there is no game called {quote(game_id)}")
        game = games.get(game_id)
        options = game.options_from_text(params)
        low, high = game.player_range(options)
        count = _int(params.get("players", str(low)), "players")
        if not low <= count <= high:
            raise ValueError(f"{game.name}{mode_phrase(game, options)} is for {players_phrase(low, high)}")
        bot_seats = [_int(s, "bots") for s in params.get("bots", "").split(",") if s.strip()]
        if any(not 0 <= s < count for s in bot_seats):
            raise ValueError("a computer seat is outside the table")
        level_ids = [lid for lid, _ in bot_levels(game_id, options)]
        wanted = [w.strip() for w in params.get("level", "").split(",") if w.strip()]
        bots = {}
        for k, seat in enumerate(sorted(set(bot_seats))):
            pick = wanted[k] if k < len(wanted) else (wanted[-1] if wanted else level_ids[0])
            bots[seat] = pick if pick in level_ids else level_ids[0]
        names = [n for n in params.get("names", "").split(",")] if params.get("names") else []
        names = [names[s] if s < len(names) and names[s].strip() else default_name(s, bots)
                 for s in range(count)]
        seed = _seed(params["seed"]) if "seed" in params else self.new_seed()
        speed = params.get("speed") or "normal"
        self.start_game(game_id, names, bots, seed, speed if speed in PACE else "normal", options)

    # ----- presses --------------------------------------------------------------------------

    def press(self, action: str) -> None:
        """Any control, in any order: presses that do not fit the screen are ignored."""
        if self.screen != "menu":  # a menu message stays until the menu is left
            self.message = None
        kind, _, rest = action.partition(":")
        if kind == "nav":
            if rest == "menu":
                self.go_menu()
            elif rest == "rules" and self.table:
                self.show_rules(self.table.game_id, back=self.screen)
            elif rest == "back":
                self.screen = self.back_to if (self.table or self.back_to in ("menu", "setup")) else "menu"
                if self.screen == "setup" and not self.form:
                    self.screen = "menu"
        elif kind == "rules" and rest in games.ids():
            self.show_rules(rest, back=self.screen if self.screen in ("menu", "setup") else "menu")
        elif kind == "menu" and rest.startswith("new:") and rest[4:] in games.ids():
            self.open_setup(rest[4:])
        elif kind == "setup" and self.screen == "setup" and self.form:
            self.setup_press(rest)
        elif kind == "save" and self.screen == "menu":
            verb, _, save_id = rest.partition(":")
            if verb == "resume":
                self.resume(save_id)
            elif verb == "delete":
                self.store.delete(save_id)
        elif kind == "handoff" and self.screen == "handoff" and self.table:
            self.table.cleared = self.table.handoff_to()
            self.settle()
        elif kind == "result" and rest == "rematch" and self.screen == "result" and self.table:
            t = self.table
            self.forget_if_finished()
            self.start_game(t.game_id, list(t.state.players), t.bots, self.new_seed(), t.meta["speed"],
                            t.state.options)
        elif kind == "game" and rest == "undo" and self.screen == "game" and self.table:
            if self.table.can_undo():
                self.table.take_back()
                self.save()
                self.settle()
        elif kind == "ui" and self.screen == "game" and self.table:
            if rest == "continue":
                self.end_interlude()
            elif not self.table.interlude:
                t = self.table
                view, legal = t.view(), t.playable()
                before = t.ui_for(view, legal)
                t.ui = t.renderer.ui_command(view, legal, before, rest)
                kept = {key: value for key, value in t.ui.items() if key.startswith("keep_")}
                if kept != {key: value for key, value in before.items() if key.startswith("keep_")}:
                    self.store.set_preferences(t.game_id, kept)  # a reload keeps how the table looks
        elif self.screen == "game" and self.table:
            self.play(action)

    def play(self, action: str) -> None:
        t = self.table
        assert t is not None
        if action not in t.playable():
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
        if self.screen == "setup" and self.form and name.startswith("name:"):
            seat = name[5:]
            if seat.isdigit() and int(seat) < len(self.form["names"]):
                self.form["names"][int(seat)] = value[:24]

    # ----- the clock: computer moves and the pause after a turn --------------------------------

    def pending(self) -> tuple[str, float] | None:
        """What will happen by itself, and after how many seconds (None: waiting for a person)."""
        t = self.table
        if not t or self.screen != "game":
            return None
        bot_wait, show_wait = PACE.get(t.meta["speed"], PACE["normal"])
        if t.interlude:
            # A renderer whose pauses need reading (a round's scoring) waits for "Continue".
            if getattr(t.renderer, "INTERLUDE_WAITS", False):
                return None
            return ("interlude", show_wait)
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
        seat = t.state.to_move
        assert seat is not None
        legal = list(t.legal())  # a copy: the bots may reorder what they are given
        seed = t.state.seed * 1_000_003 + t.state.ply
        if what[0] == "think":
            search, t.thinking = t.thinking, None
            if search is None or t.thinking_ply != t.state.ply:
                return True  # the table moved on (a reload elsewhere, an undo): think again
            deadline = time.perf_counter() + THINK_SLICE
            try:
                while not search.done and time.perf_counter() < deadline:
                    search.step(1)
                choice = search.best() if search.done else None
            except Exception:  # e.g. a memory edited by hand: the computer must still move
                t.meta.get("memory", {}).pop(str(seat), None)
                choice = bot_choice(t.game_id, t.bots[seat], t.state.view(seat), legal, seed)
            if choice is None:
                t.thinking = search
                return False
            action = choice if choice in legal else bot_choice(t.game_id, t.bots[seat], t.state.view(seat),
                                                                legal, seed, t.memory(seat))
        else:
            view = t.state.view(seat)
            memory = t.remember(seat, view)
            search = bot_thinker(t.game_id, t.bots[seat], view, legal, seed, memory)
            if search is not None and not search.done:
                t.thinking, t.thinking_ply = search, t.state.ply
                return True  # shows that the computer is thinking
            action = search.best() if search is not None else bot_choice(
                t.game_id, t.bots[seat], view, legal, seed, memory)
        t.apply(action)
        self.save()
        self.settle()
        return True

    def end_interlude(self) -> None:
        t = self.table
        if t and t.interlude:
            # Cards the pause showed face up turn back as it ends (the renderer knows which).
            flipback = getattr(t.renderer, "flipback", None)
            t.flipback = list(flipback(t.state.view(None))) if flipback else []
            t.interlude = None
            if t.meta.get("pause") is not None:
                self.save()  # a reload after Continue must not bring the scores back
            self.settle()

    def settle(self) -> None:
        """Pick the screen that follows from the state of the table."""
        t = self.table
        if t is None:
            return
        if t.interlude:
            self.screen = "game"
        elif t.state.is_over:
            self.screen = "result"
        elif t.handoff_to() is not None:
            self.screen = "handoff"
        else:
            self.screen = "game"

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

    def open_setup(self, game_id: str) -> None:
        game = games.get(game_id)
        levels = bot_levels(game_id)
        modes = [{"id": mode, "label": label, "range": game.player_range({"mode": mode})}
                 for mode, label in game.modes]
        choices = [{"key": c.key, "label": c.label, "values": list(c.values), "modes": list(c.modes)}
                   for c in game.setup_choices]
        self.form = {"game": game_id, "title": game.name, "names": [""] * game.max_players, "bots": {},
                     "levels": levels, "speed": "normal", "modes": modes,
                     "mode": modes[0]["id"] if modes else None, "choices": choices,
                     "options": {c.key: c.values[0][0] for c in game.setup_choices}}
        self._fit_form_to_mode()
        if self.form["players"] == 2:
            self.form["bots"] = {1: levels[0][0]}
        self.screen = "setup"

    def _fit_form_to_mode(self) -> None:
        """The player count within the chosen mode's range (a solo mode has one seat)."""
        form = self.form
        assert form is not None
        game = games.get(form["game"])
        low, high = game.player_range({"mode": form["mode"]} if form["mode"] else {})
        form["min"], form["max"] = low, high
        form["players"] = min(max(form.get("players", low), low), high)
        form["levels"] = bot_levels(form["game"], {"mode": form["mode"]} if form["mode"] else {})
        known = [lid for lid, _ in form["levels"]]
        form["bots"] = {s: lv if lv in known else known[0] for s, lv in form["bots"].items()
                        if s < form["players"]}

    def form_options(self) -> dict:
        """The options the setup screen describes, as the game reads them from text."""
        form = self.form
        assert form is not None
        texts = dict(form["options"])
        if form["mode"]:
            texts["mode"] = form["mode"]
        return games.get(form["game"]).options_from_text(texts)

    def setup_press(self, rest: str) -> None:
        form = self.form
        assert form is not None
        parts = rest.split(":")
        if parts[0] == "players" and len(parts) == 2 and parts[1].isdigit():
            n = int(parts[1])
            if form["min"] <= n <= form["max"]:
                form["players"] = n
                form["bots"] = {s: lv for s, lv in form["bots"].items() if s < n}
        elif parts[0] == "seat" and len(parts) == 3 and parts[1].isdigit():
            seat = int(parts[1])
            if seat >= form["players"]:
                return
            if parts[2] == "person":
                form["bots"].pop(seat, None)
            elif parts[2] == "computer" and seat not in form["bots"]:
                form["bots"][seat] = form["levels"][0][0]
        elif parts[0] == "level" and len(parts) == 3 and parts[1].isdigit():
            seat = int(parts[1])
            if seat in form["bots"] and parts[2] in [lid for lid, _ in form["levels"]]:
                form["bots"][seat] = parts[2]
        elif parts[0] == "speed" and len(parts) == 2 and parts[1] in PACE:
            form["speed"] = parts[1]
        elif parts[0] == "mode" and len(parts) == 2 and parts[1] in [m["id"] for m in form["modes"]]:
            form["mode"] = parts[1]
            self._fit_form_to_mode()
        elif parts[0] == "option" and len(parts) >= 3:
            key, text = parts[1], ":".join(parts[2:])
            choice = next((c for c in form["choices"] if c["key"] == key), None)
            if choice and text in [value for value, _ in choice["values"]]:
                form["options"][key] = text
        elif parts[0] == "start":
            n = form["players"]
            bots = {s: lv for s, lv in form["bots"].items() if s < n}
            names = [form["names"][s].strip() or default_name(s, bots) for s in range(n)]
            try:
                options = self.form_options()
                self.start_game(form["game"], names, bots, self.new_seed(), form["speed"], options)
            except ValueError as exc:  # a combination of choices the rules refuse: say why, stay here
                self.message = f"This game cannot start: {exc}."

    def start_game(self, game_id: str, names: list[str], bots: dict[int, str], seed: int, speed: str,
                   options: dict | None = None) -> None:
        game = games.get(game_id)
        state = game.new(names, seed, options)
        now = self.clock()
        meta = {"bots": {str(s): lv for s, lv in sorted(bots.items())}, "speed": speed, "created": now,
                "updated": now}
        self.table = self._open_table(game_id, state, new_save_id(now), meta)
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
        t = self.table
        if t is None:
            return
        t.meta["updated"] = self.clock()
        # A pause that waits for Continue is kept, so a reload during it shows it again.
        t.meta["pause"] = t.state.ply if t.interlude and t.waits() else None
        try:
            self.store.write(t.save_id, t.game_id, t.state, t.meta)
        except StaleSave:
            self.follow_other_tab()

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
        if self.screen in ("game", "handoff", "result"):
            self.settle()

    # ----- painting ------------------------------------------------------------------------

    def storage_note(self) -> str | None:
        if self.store.problem:
            return f"Games will not be kept: {self.store.problem}. You can still play."
        return None

    def attributes(self) -> dict[str, str | None]:
        """The attributes of ``#app``: the screen, and during a game the ply and the seat to move."""
        attrs: dict[str, str | None] = {"data-screen": self.screen, "data-ply": None, "data-to-move": None,
                                        "data-game": None, "data-thinking": None}
        if self.table and self.screen in ("game", "handoff", "result"):
            state = self.table.state
            attrs["data-ply"] = str(state.ply)
            attrs["data-to-move"] = "" if state.to_move is None else str(state.to_move)
            attrs["data-game"] = self.table.game_id
            attrs["data-thinking"] = "true" if self.table.thinking is not None else None
        return attrs

    def html(self) -> str:
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
            return screens.result_frame(t.renderer.result(t.seat_view(t.shown_seat()), t.ctx()))
        if t and self.screen == "game":
            view, legal = t.view(), t.playable()
            body = t.renderer.table(view, legal, t.ui_for(view, legal), t.ctx())
            t.painted()
            notes = [n for n in (self.message, self.storage_note()) if n]
            thinking = None
            if t.thinking is not None and t.state.to_move is not None:
                thinking = f"{t.state.players[t.state.to_move]} is thinking…"
            return screens.game_frame(t.game.name, body, t.can_undo(), " ".join(notes) or None, thinking)
        return screens.menu(self.menu_games(), self.menu_saves(), self.message, self.storage_note())

    def menu_games(self) -> list[dict]:
        out = []
        for game_id in games.ids():
            entry = catalogue.entry(game_id)
            if entry.title and entry.blurb:  # the catalogue has the menu's words: no import
                out.append({"id": game_id, "title": entry.title, "blurb": entry.blurb})
                continue
            game = games.get(game_id)
            renderer = for_game(game_id)
            out.append({"id": game_id, "title": renderer.TITLE or game.name, "blurb": renderer.BLURB or
                        f"{players_phrase(game.min_players, game.max_players)}."})
        return out

    def menu_saves(self) -> list[screens.SaveRow]:
        rows: list[screens.SaveRow] = []
        for save_id in reversed(self.store.ids()):
            try:
                game_id, state, meta = self.store.load(save_id)
            except ValueError as exc:
                rows.append({"id": save_id, "damaged": True, "reason": str(exc)})
                continue
            if state.is_over:
                if self.clock() - meta["updated"] > FINISHED_KEPT_SECONDS:
                    self.store.delete(save_id)  # a result nobody came back to
                continue
            bots = meta["bots"]
            who = ", ".join(f"{n} (computer)" if str(s) in bots else n for s, n in enumerate(state.players))
            rows.append({"id": save_id, "title": f"{games.get(game_id).name}: {who}",
                         "detail": f"{state.ply} moves played, {ago(self.clock() - meta['updated'])}",
                         "updated": meta["updated"]})
        rows.sort(key=lambda r: (bool(r.get("damaged")), -r.get("updated", 0)))  # damaged ones last
        return rows


_PERCENT_RUN = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


def unquote(text: str) -> str:
    """``urllib.parse.unquote``: %-escapes read as UTF-8, bad bytes replaced. Written out because
    importing ``urllib.parse`` costs ~60 ms of boot in Pyodide."""
    return _PERCENT_RUN.sub(
        lambda m: bytes.fromhex(m.group(0).replace("%", "")).decode("utf-8", "replace"), text)


def parse_fragment(fragment: str) -> dict[str, str]:
    text = fragment[1:] if fragment.startswith("#") else fragment
    params = {}
    for part in text.split("&"):
        key, sep, value = part.partition("=")
        if key and sep:
            params[unquote(key)] = unquote(value.replace("+", " "))
    return params


def players_phrase(low: int, high: int) -> str:
    if low == high:
        return f"{low} player{'s' * (low != 1)}"
    return f"{low} to {high} players"


def mode_phrase(game: Game, options: dict) -> str:
    """ " (Clash of Sweets)" for a game with modes, naming the chosen one; "" otherwise."""
    labels = dict(game.modes)
    mode = options.get("mode", game.modes[0][0] if game.modes else None)
    return f" ({labels[mode]})" if mode in labels else ""


def default_name(seat: int, bots: dict[int, str]) -> str:
    return f"Computer {seat + 1}" if seat in bots else f"Player {seat + 1}"


def new_save_id(now: float) -> str:
    return f"{int(now * 1000):x}-{random.randrange(16**4):04x}"


def ago(seconds: float) -> str:
    if seconds < 0 or seconds > 10 * 365 * 86400:
        return "at an unknown time"
    if seconds < 90:
        return "just now"
    if seconds < 5400:
        return f"{round(seconds / 60)} minutes ago"
    if seconds < 36 * 3600:
        return f"{round(seconds / 3600)} hours ago"
    return f"{round(seconds / 86400)} days ago"


def clip(text: str, limit: int = QUOTED) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def quote(text: str) -> str:
    """A value from a link, quoted for a message, never longer than about ``QUOTED`` characters."""
    return repr(clip(text))


def replay(state: State, ply: int) -> State:
    """The position after the first ``ply`` actions of ``state``'s game."""
    before = state.game.new(list(state.players), state.seed, state.options)
    for text in state.log[:ply]:
        before = before.apply(text)
    return before


def _int(text: str, what: str) -> int:
    try:
        return int(text)
    except (TypeError, ValueError):
        raise ValueError(f"{what} must be a number, not {quote(text)}") from None


def _seed(text: str) -> int:
    digits = text.strip().lstrip("+-")
    if digits.isdigit() and len(digits.lstrip("0")) > SEED_DIGITS:
        raise ValueError(f"the seed must be a whole number of at most {SEED_DIGITS} digits")
    return _int(text, "seed")
