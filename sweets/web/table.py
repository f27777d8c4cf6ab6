"""The game on this tablet: its state, who plays which seat, what is on show, Undo, the save.

Everything the table works out about a position (its legal moves, each seat's view, what Undo
goes back to, the page's own state of the decision) is kept for that position only, and keyed
one way: by the state object itself (:class:`PerPosition`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from sweets import games
from sweets.engine import Game, State
from sweets.render import for_game
from sweets.web import computers
from sweets.web.computers import Computers
from sweets.web.movelog import MoveLog, Positions
from sweets.web.saves import SaveStore

# Seconds a computer player waits before each action, and a finished turn stays on show.
PACE = {"relaxed": (1.4, 4.0), "normal": (0.8, 2.5), "fast": (0.05, 0.3)}
# Seconds the person's move stays on show before the automated opponent's turn (George's) comes:
# its cards have landed (static/flip.js glides them for 650, 420 or 220 ms).
OPPONENT_PACE = {"relaxed": 0.7, "normal": 0.45, "fast": 0.25}

T = TypeVar("T")


class PerPosition:
    """Answers about one position, each worked out once.

    Keyed by the state object, here and everywhere else on the page (the table's UI state, its
    last painted position, a computer's search): a state never changes (``apply`` returns a new
    one), so the object names exactly one position, where a ply number names another position
    once Undo and a different move come back to it. The table holds the state it keys, so its
    identity is never reused."""

    def __init__(self) -> None:
        self._state: State | None = None
        self._answers: dict[Any, Any] = {}

    def get(self, state: State, question: Any, work: Callable[[], T]) -> T:
        if self._state is not state:
            self._state, self._answers = state, {}
        if question not in self._answers:
            self._answers[question] = work()
        answer: T = self._answers[question]
        return answer

    def __deepcopy__(self, memo: dict) -> PerPosition:
        """The same answers, in a dict of its own (a copied table, sweets/web/ahead.py, moves on
        without touching these). The answers are only ever read."""
        copied = PerPosition()
        copied._state, copied._answers = self._state, dict(self._answers)
        return copied


class Table:
    """A game in progress on this tablet, with the page's own per-decision state."""

    def __init__(self, game_id: str, state: State, save_id: str, meta: dict) -> None:
        self.game_id = game_id
        self.game = games.get(game_id)
        self.renderer = for_game(game_id)
        self.state = state
        self.save_id = save_id
        self.meta = meta
        known = [lid for lid, _ in computers.levels(game_id, state.options)]
        # A computer seat whose level was lost stays a computer, at the default level.
        self.bots = {int(seat): level if level in known else known[0] for seat, level in meta["bots"].items()}
        meta["bots"] = {str(seat): level for seat, level in sorted(self.bots.items())}
        self.computers = Computers(game_id, self.bots, meta)
        self.humans = [s for s in range(len(state.players)) if s not in self.bots]
        self.cleared: int | None = None  # the seat that pressed "ready" on the handoff screen
        self.interlude: str | None = None
        # The position after the automated opponent's turn, while the person's move before it is
        # on show as ``state`` (``State.before_opponent``); None the rest of the time.
        self.coming: State | None = None
        self.flipback: list[str] = []
        self.motion: dict = {}  # what the latest move moved on the table, for the next paint only
        self.ui: dict = {}
        self._ui_at: State | None = None  # the position ``ui`` was made for
        self._painted: State | None = state  # a resumed game does not replay its last card's animation
        # The legal moves, the views and what Undo gives, once per position: a press and its
        # paint ask for each several times, and a MasterSweets Workshop turn has thousands of
        # moves. The same list also lets the renderer reuse what it worked out from it.
        self._known = PerPosition()
        self._past: list[State] = []  # the states before each action of the seat to move, in a row
        self._handed_on: State | None = None  # the state before a person's move that passed the turn on
        self._previous: State | None = None  # the state just before ``state``, when this page played it
        self._positions = Positions(state)  # for the move logs, which tell every move since the start
        self._logs: dict[int | None, MoveLog] = {}  # per reader: each seat reads its own
        if meta.get("pause") == state.ply and state.ply and self.waits():
            self.interlude = self.renderer.interlude(replay(state, state.ply - 1).view(None),
                                                     state.view(None), self.ctx())

    @property
    def thinking(self) -> Any | None:
        """A computer's search in progress (``sweets.bots.thinker``), else None."""
        return self.computers.search

    @property
    def shared(self) -> bool:
        """More than one person uses the tablet: private things need a handoff first."""
        return len(self.humans) > 1

    def waits(self) -> bool:
        """The pauses of this game stay up until someone presses Continue (a round's scoring)."""
        return self.renderer.INTERLUDE_WAITS

    def pace(self) -> tuple[float, float]:
        """(seconds before a computer's action, seconds a finished turn stays on show)."""
        return PACE.get(self.meta["speed"], PACE["normal"])

    def opponent_wait(self) -> float:
        """Seconds before the automated opponent's turn comes on the table (``coming``)."""
        return OPPONENT_PACE.get(self.meta["speed"], OPPONENT_PACE["normal"])

    def settled(self) -> State:
        """The position the page reports as the game's (``data-ply``, ``data-to-move``): while the
        person's move waits for the opponent's turn, the one before that move, so that a ply that
        changed means the table can be played on again."""
        if self.coming is not None and self._previous is not None:
            return self._previous
        return self.state

    # ----- Undo ---------------------------------------------------------------------------

    def can_undo(self) -> bool:
        """Undo takes back only a move of the person on screen, within their own turn: never a
        computer's move (it would play again, and Undo would come back forever)."""
        return self.undone() is not None

    def undone(self) -> State | None:
        """The state Undo would go back to, or None when there is nothing to take back."""
        mover = self.state.to_move
        # State.can_undo replays the game, so only ask games that ever allow an undo.
        if type(self.game).undoable is Game.undoable or mover is None or self.coming is not None:
            return None
        back = self._handed_on
        # A person's move that passed the turn on, while only public things are on show (its pause,
        # or the next person's screen with nothing of theirs), where the game's page allows it:
        # Undo goes back behind a hand-off, so it never shows anyone's secret.
        public = self.interlude or (mover in self.humans and self.handoff_to() is None
                                    and not self.renderer.needs_handoff(self.seat_view(mover)))
        # Not when the turn went to a computer: it plays on, and Undo never races a computer's move.
        if (back is not None and public and mover not in self.bots
                and getattr(self.renderer, "UNDO_AFTER_PASSING", False)):
            # kept apart from "undo": the same position's next screen (the next person's) may be private
            return self._known.get(self.state, "undo-back",
                                   lambda: back if self.state.can_undo(back) else None)
        if self.interlude or mover in self.bots or mover != self.shown_seat():
            return None
        return self._known.get(self.state, "undo", self._before_this_move)

    def _before_this_move(self) -> State | None:
        mover = self.state.to_move
        before: State | None = None
        if self._past:  # kept from this page's own moves: no second replay to go back
            before = self._past[-1] if self.state.can_undo(self._past[-1]) else None
        elif self._previous is not None and self._previous.to_move != mover:  # another seat moved last
            return None  # (known here: no replay of the whole game, 10 ms and more a paint on a long one)
        elif self.state.can_undo():  # a resumed game: who played last is only known by replaying
            before = self.state.undo()
        return before if before is not None and before.to_move == mover else None

    def take_back(self) -> None:
        before = self.undone()
        if before is not None:
            self.state = before
            self._previous = None
            self.motion = {}
            self.interlude, self._handed_on = None, None
            if self._past:
                self._past.pop()

    # ----- what is on show ----------------------------------------------------------------

    def legal(self) -> list[str]:
        return self._known.get(self.state, "legal", lambda: [str(a) for a in self.state.legal_actions()])

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

    def warm(self) -> None:
        """While a hand-off screen waits for "ready", works out what the next seat's table costs
        most: the position's legal moves and the renderer's answers about them, each kept for the
        paint after "ready" (a Workshop turn lists some 1,400 moves: 10-35 ms in Pyodide, which
        that press no longer waits for). Nothing on screen changes."""
        seat = self.handoff_to()
        if seat is not None:
            view, legal = self.seat_view(seat), self.legal()
            self.renderer.table(view, legal, self.renderer.new_ui(view, legal), self.ctx())

    def seat_view(self, seat: int | None) -> dict:
        """``state.view(seat)``, worked out once per position: a press asked for the same views
        up to six times (the pause, the handoff, the paint), a few milliseconds in Pyodide."""
        state = self.state
        return self._known.get(state, ("view", seat), lambda: state.view(seat))

    def view(self) -> dict:
        if self.interlude and self.shared:
            return self.seat_view(None)
        return self.seat_view(self.shown_seat())

    def reader(self) -> int | None:
        """The seat whose view is painted (None: what the whole table may see)."""
        return None if self.interlude and self.shared else self.shown_seat()

    def move_lines(self) -> list[list[str]]:
        """The move log as the seat on screen may read it: per move since the start, its lines.
        Told once per move and reader (``sweets.web.movelog``), so a paint tells only new moves."""
        reader = self.reader()
        log = self._logs.get(reader)
        if log is None:
            log = self._logs[reader] = MoveLog(self.renderer, reader)
        self._positions.reach(self.state)
        return log.update(self._positions, self._view_of)

    def _view_of(self, state: State, seat: int | None) -> dict:
        """A seat's view of a position of this game; the table's own position's is worked out once."""
        return self.seat_view(seat) if state is self.state else state.view(seat)

    def ui_for(self, view: dict, legal: list[str]) -> dict:
        if self._ui_at is not self.state:
            # A choice of how the table looks (``keep_`` keys) outlives the decision it was made in.
            self.ui = {**self.renderer.new_ui(view, legal), **kept(self.ui)}
            self._ui_at = self.state
        return self.ui

    def ui_command(self, command: str) -> dict | None:
        """A press of one of the game's own controls (``ui:<command>``). The choices of how the
        table looks when they changed (to keep for the next game of its kind), else None."""
        view, legal = self.view(), self.playable()
        before = self.ui_for(view, legal)
        self.ui = self.renderer.ui_command(view, legal, before, command)
        return kept(self.ui) if kept(self.ui) != kept(before) else None

    def ctx(self) -> dict:
        return {"bots": sorted(self.bots), "shown": self.shown_seat(), "interlude": self.interlude,
                "flipback": self.flipback, "motion": self.motion, "animate": self._painted is not self.state}

    def painted(self) -> None:
        """One-shot animations (a card turning over, cards turning back) play on one paint only."""
        self._painted = self.state
        self.flipback = []
        self.motion = {}

    # ----- moves, pauses and the save -----------------------------------------------------

    def apply(self, action: str) -> None:
        before = self.seat_view(None)
        mover = self.state.to_move
        previous = self.state
        after_all, held = previous.apply(action), previous.before_opponent(action)
        self._previous = previous
        self._past = self._past + [previous] if after_all.to_move == mover else []
        self._handed_on = previous if after_all.to_move != mover and mover in self.humans else None
        # An automated opponent's turn that follows is shown as a move of its own (``pending``).
        self.state, self.coming = (after_all, None) if held is None else (held, after_all)
        self.flipback = []
        after = self.seat_view(None)
        self.motion = self.renderer.motion(before, after)
        self.interlude = self.renderer.interlude(before, after, self.ctx())
        # A pause shows the whole table one screen: the tablet is passed again after it.
        if self.state.to_move != mover or (self.interlude and self.shared):
            self.cleared = None

    def play_opponent(self) -> None:
        """The automated opponent's turn that ``apply`` held back comes on the table, told."""
        if self.coming is None:
            return
        before = self.seat_view(None)
        self.state, self.coming = self.coming, None
        after = self.seat_view(None)
        self.motion = self.renderer.motion(before, after)
        self.interlude = self.renderer.interlude(before, after, self.ctx())
        for log in self._logs.values():
            log.retell(self.state.ply - 1)  # the move's lines now tell the opponent's turn too

    def end_interlude(self) -> None:
        """Cards the pause showed face up turn back as it ends (the renderer knows which)."""
        self.flipback = list(self.renderer.flipback(self.state.view(None)))
        self.interlude = None

    def save(self, store: SaveStore, now: float) -> None:
        """Writes the game to ``store``; ``StaleSave`` when another tab wrote it since."""
        self.meta["updated"] = now
        # A pause that waits for Continue is kept, so a reload during it shows it again.
        self.meta["pause"] = self.state.ply if self.interlude and self.waits() else None
        store.write(self.save_id, self.game_id, self.coming or self.state, self.meta)


def kept(ui: dict) -> dict:
    """The choices of how the table looks in a UI state: its ``keep_`` keys."""
    return {key: value for key, value in ui.items() if key.startswith("keep_")}


def replay(state: State, ply: int) -> State:
    """The position after the first ``ply`` actions of ``state``'s game."""
    before = state.game.new(list(state.players), state.seed, state.options)
    for text in state.log[:ply]:
        before = before.apply(text)
    return before
