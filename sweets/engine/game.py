"""The protocol every game follows, and the shared machinery around it.

A game supplies pure functions over a plain, JSON-compatible dict (its data); the engine wraps
them in an immutable :class:`State` that enforces the shared rules before the game's own code
runs (pgx's single public ``step``): only the seat to move acts, only legal actions apply, and
the previous state is never touched. A saved game is its setup plus its action log, so loading
replays the log through the rules, and damaged data can never produce an impossible position.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from sweets.engine import simultaneous
from sweets.engine.errors import IllegalAction
from sweets.engine.names import clean_name
from sweets.engine.rng import Rng
from sweets.engine.setup_choice import SetupChoice
from sweets.engine.views import Opponent, Outcome, OutcomeKind

SCHEMA_VERSION = 1
# How a finished game is won (``Game.outcome_kind``): the best score wins (``ranked``); a team of
# every seat wins or loses together (``team``); one person plays against an automated opponent
# that has a score but no seat (``solo``).
OUTCOME_KINDS: tuple[OutcomeKind, ...] = ("ranked", "team", "solo")


def clone(value: Any) -> Any:
    """Deep copy of JSON-like data, several times faster than ``copy.deepcopy``."""
    t = type(value)
    if t is dict:
        return {k: clone(v) for k, v in value.items()}
    if t is list:
        return [clone(v) for v in value]
    return value


@dataclass(frozen=True)
class Action:
    """A move. Each game subclasses it with its own fields; ``str()`` gives its notation."""

    def __str__(self) -> str:  # pragma: no cover - every game overrides it
        raise NotImplementedError


class Game:
    """Base class of a game's rules. Subclasses fill in the hooks below the line."""

    id: ClassVar[str] = ""
    name: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    # The range over every mode; ``player_range(options)`` narrows it to the options chosen.
    # A game with modes lists them as (option value, label), default first; the setup screen
    # offers them with each one's player range.
    modes: ClassVar[tuple[tuple[str, str], ...]] = ()
    # Other options a person chooses before play (first-game variants, advanced rule cards).
    setup_choices: ClassVar[tuple[SetupChoice, ...]] = ()

    # ----- public API (the engine contract) -----

    def player_range(self, options: dict | None = None) -> tuple[int, int]:
        """(fewest, most) players for ``options`` (a game with modes narrows it per mode)."""
        return self.min_players, self.max_players

    def options_from_text(self, texts: dict[str, str]) -> dict:
        """Options from their text form (a link's parameters, the setup screen's buttons): the
        mode and each setup choice present in ``texts``; other keys are not options."""
        options: dict[str, Any] = {}
        if self.modes and "mode" in texts:
            options["mode"] = texts["mode"]
        mode = options.get("mode", self.modes[0][0] if self.modes else None)
        for choice in self.setup_choices:
            # a choice of another mode is not an option of this one (a link may carry both)
            if choice.key in texts and (not choice.modes or mode in choice.modes):
                options[choice.key] = self.option_from_text(choice.key, texts[choice.key])
        return options

    def option_from_text(self, key: str, text: str) -> Any:
        """One option's value from its text: yes/no are booleans, anything else stays text
        (``normalize_options`` then checks it). A game with richer options overrides this."""
        lowered = text.strip().lower()
        if lowered in ("yes", "true", "on", "1"):
            return True
        if lowered in ("no", "false", "off", "0"):
            return False
        return text.strip()

    def outcome_kind(self, options: dict) -> OutcomeKind:
        """``ranked``, ``team`` or ``solo`` (see OUTCOME_KINDS) for a game set up with ``options``."""
        return "ranked"

    def new(self, players: int | Sequence[str], seed: int = 0, options: dict | None = None) -> State:
        """The initial state for ``players`` (a count, or the players' names)."""
        if isinstance(players, int):
            names = [f"Player {i + 1}" for i in range(players)]
        else:
            names = [clean_name(n, i) for i, n in enumerate(players)]
        n = len(names)
        if options is not None and not isinstance(options, dict):
            raise ValueError("options must be a mapping of option names to values")
        low, high = self.player_range(dict(options or {}))
        if not low <= n <= high:
            counted = f"{low} to {high} players" if low != high else f"{low} player{'s' * (low != 1)}"
            raise ValueError(f"{self.name} is for {counted}, not {n}")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError("the seed must be an integer")
        opts = self.normalize_options(n, dict(options or {}))
        try:
            json.dumps(opts)
        except (TypeError, ValueError) as exc:
            raise ValueError(f"options must be JSON data: {exc}") from exc
        rules = self.rules_for(opts)
        data: dict[str, Any] = {"rng": Rng.seed_state(seed), "to_move": None}
        rules.setup(data, n, Rng(data), opts)
        return State(rules, tuple(names), seed, opts, (), data)

    def rules_for(self, options: dict) -> Game:
        """The rules object that plays a game set up with these normalized options (``new``
        builds the state with it, so ``state.game`` is it). A game whose modes play differently
        hands each mode a rules object of its own, with this game's ``id`` and ``name`` (saves
        and views name the game, not the mode); by default the game plays every mode itself."""
        return self

    def parse_action(self, state: State, text: str) -> Action:
        """Reads an action in this game's notation; raises IllegalAction if it cannot be read."""
        if not isinstance(text, str):
            raise IllegalAction("an action must be given as text")
        return self.parse(state._d, text.strip())

    def to_json(self, state: State) -> dict:
        return {
            "schema": SCHEMA_VERSION,
            "game": self.id,
            "players": list(state.players),
            "seed": state.seed,
            "options": clone(state.options),
            "log": list(state.log),
        }

    def from_json(self, data: Any) -> State:
        """Rebuilds a state by replaying its log; anything damaged or foreign is a ValueError."""
        if not isinstance(data, dict):
            raise ValueError("not a saved game")
        if data.get("game") != self.id:
            raise ValueError(f"not a saved game of {self.name}")
        if data.get("schema") != SCHEMA_VERSION:
            raise ValueError(f"saved with an unknown format version ({data.get('schema')!r})")
        players, seed, options, log = (data.get(k) for k in ("players", "seed", "options", "log"))
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise ValueError("the saved player list is damaged")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError("the saved seed is damaged")
        if not isinstance(options, dict) or not isinstance(log, list):
            raise ValueError("the saved game is damaged")
        if not all(isinstance(a, str) for a in log):
            raise ValueError("the saved move list is damaged")
        move = 0
        try:
            state = self.new(players, seed, options)
            for text in log:
                move += 1
                state = state.apply(text)
        except IllegalAction as exc:
            raise ValueError(f"the saved moves do not follow the rules (move {move}: {exc})") from exc
        except (TypeError, KeyError, IndexError, AttributeError) as exc:
            raise ValueError(f"the saved game is damaged ({exc.__class__.__name__})") from exc
        return state

    # ----- hooks for each game -----

    def normalize_options(self, n: int, options: dict) -> dict:
        """Checks the setup options and returns them complete; ValueError when wrong."""
        if options:
            raise ValueError(f"unknown options: {', '.join(sorted(options))}")
        return options

    def setup(self, data: dict, n: int, rng: Rng, options: dict) -> None:
        """Fills ``data`` with the initial position; must set ``data['to_move']``."""
        raise NotImplementedError

    def legal(self, data: dict) -> list[Action]:
        raise NotImplementedError

    def check(self, data: dict, action: Action, legal: list[Action]) -> None:
        """Raises IllegalAction, with a reason a player understands, for an action not in ``legal``."""
        if action not in legal:
            raise IllegalAction(f"{action} is not possible now")

    def step(self, data: dict, action: Action, rng: Rng) -> None:
        """Applies a legal action to ``data`` (a private copy) in place."""
        raise NotImplementedError

    def is_secret(self, data: dict, action: Action) -> bool:
        """Whether ``action``, made while a round of secret choices is open, is the seat's secret
        choice (the default); False: a public step of the seat's own before it (``step`` applies it
        and ``to_move`` stays), e.g. Sweets Stack's hand exchange just before its pick."""
        return True

    def committed(self, data: dict, seat: int, action: Action) -> None:
        """Called as ``seat`` commits a secret choice, for the game's public bookkeeping (e.g. its
        record that the seat has chosen). The choice itself stays with the engine."""

    def reveal(self, data: dict, choices: dict[int, Action], rng: Rng) -> None:
        """Applies a round of secret choices (see ``sweets.engine.simultaneous``) once all are in;
        must set ``data['to_move']``. Only games that open such rounds implement it."""
        raise NotImplementedError

    def acting_for(self, data: dict) -> str | None:
        """The automated opponent on whose behalf ``to_move`` decides now, else None."""
        return None

    def opponent(self, data: dict) -> Opponent | None:
        """A solo game's automated opponent: ``{"name", "score"}`` (None in other games)."""
        return None

    def step_held(self, data: dict, action: Action, rng: Rng) -> bool:
        """``step`` stopped where the automated opponent's own turn begins (True), for
        ``State.before_opponent``; False (``data`` thrown away) when it has no turn there."""
        return False

    def view(self, data: dict, seat: int | None) -> Mapping[str, object]:
        """What ``seat`` may know (``None``: a spectator who sees only public things): the game's
        own keys, declared in its package's ``view.py`` (the engine adds its keys, ``EngineView``)."""
        raise NotImplementedError

    def open_view(self, data: dict) -> Mapping[str, object]:
        """Everything of the position face up, for the replay of a FINISHED game only (the web
        layer checks that the game ended; a live table must never ask): the spectator's view with
        what the renderer can draw in place turned face up, plus ``places``, every component of
        the game (``components``) in exactly one entry ``{"label", "seat", "seen", "items"}``,
        ``seen`` saying who could see it during play: ``all``, ``owner`` (``seat``), ``others``
        (everyone but ``seat``) or ``none`` (face down to every seat; drawn face up but marked).
        The default raises rather than guess: a game without it would show a partial table that
        claims to be the whole, so the replay offers each seat's own view instead."""
        raise NotImplementedError(f"{self.name} has no view with everything revealed")

    def scores(self, data: dict) -> list[float]:
        raise NotImplementedError

    def winners(self, data: dict) -> list[int]:
        """The winning seats of a finished game: may be empty (a team or a solo player lost)."""
        raise NotImplementedError

    def parse(self, data: dict, text: str) -> Action:
        raise NotImplementedError

    def components(self, data: dict) -> list[str]:
        """Every card, tile and token of the game wherever it lies, so tests can check that
        nothing appears or vanishes."""
        raise NotImplementedError

    def undoable(self, before: dict, action: Action, after: dict) -> bool:
        """Whether ``action`` may be taken back: never when it showed anything hidden."""
        return False

    # ----- hooks for computer players that search (sweets/bots/search.py, games' sampling.py) -----

    # The computer players' search reads views of any game: JSON data whose keys each game declares.
    def observe(self, memory: dict | None, view: Mapping[str, Any]) -> dict:
        """``memory`` (JSON data, None at first) updated with one more view of the same seat.
        A game whose views carry everything a seat has seen needs no memory."""
        return {}

    def sample(self, view: Mapping[str, Any], memory: dict | None, rng: random.Random) -> dict:
        """A full position (this game's data) that ``view``'s seat cannot tell from the real one,
        drawn from ``rng``: it agrees with ``view`` and with ``memory`` (what that seat saw
        before, folded by :meth:`observe`), and fills in every hidden thing at random."""
        raise NotImplementedError(f"{self.name} cannot sample positions yet")


class State:
    """An immutable position of one game. Build it with ``game.new`` or ``game.from_json``."""

    __slots__ = ("game", "players", "seed", "options", "log", "_d", "_legal")

    def __init__(self, game: Game, players: tuple[str, ...], seed: int, options: dict,
                 log: tuple[str, ...], data: dict) -> None:
        self.game = game
        self.players = players
        self.seed = seed
        self.options = options
        self.log = log
        self._d = data
        self._legal: list[Action] | None = None

    def __deepcopy__(self, memo: dict) -> State:
        """Itself: a position never changes, so a copied page (sweets/web/ahead.py) shares it."""
        return self

    @property
    def to_move(self) -> int | None:
        return self._d["to_move"]

    @property
    def is_over(self) -> bool:
        return self._d["to_move"] is None

    @property
    def ply(self) -> int:
        return len(self.log)

    @property
    def data(self) -> dict:
        """A copy of the full position (all hidden cards included): for tests and tools only."""
        return clone(self._d)

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = [] if self.is_over else self.game.legal(self._d)
        return list(self._legal)

    def _checked(self, action: Action | str) -> Action:
        if self.is_over:
            raise IllegalAction("the game is over")
        if isinstance(action, str):
            action = self.game.parse_action(self, action)
        if self._legal is None:
            self._legal = self.game.legal(self._d)
        self.game.check(self._d, action, self._legal)
        return action

    def apply(self, action: Action | str) -> State:
        action = self._checked(action)
        data = clone(self._d)
        if simultaneous.is_open(data) and self.game.is_secret(data, action):
            seat = data["to_move"]
            all_in = simultaneous.commit(data, seat, str(action))
            self.game.committed(data, seat, action)
            if all_in:
                picks = simultaneous.close(data)
                # Read back after closing, so each is parsed against the position they were made in.
                choices = {seat: self.game.parse(data, text) for seat, text in picks.items()}
                self.game.reveal(data, choices, Rng(data))
        else:
            self.game.step(data, action, Rng(data))
        return State(self.game, self.players, self.seed, self.options, self.log + (str(action),), data)

    def before_opponent(self, action: Action | str) -> State | None:
        """The position between ``action`` and the automated opponent's turn it hands on to (George
        in Alone in the Kitchen), None when there is none: only for showing the two apart (no legal
        actions; ``apply`` gives the position after the opponent's turn)."""
        action = self._checked(action)
        if type(self.game).step_held is Game.step_held:  # no such turn: no copy of the position made
            return None
        data = clone(self._d)
        if simultaneous.is_open(data) or not self.game.step_held(data, action, Rng(data)):
            return None
        held = State(self.game, self.players, self.seed, self.options, self.log + (str(action),), data)
        held._legal = []
        return held

    def view(self, seat: int | None) -> dict:
        """What ``seat`` may know: the engine's keys (``game``, ``seat``, ``players``, ``ply``,
        ``to_move``, ``is_over``; ``secret_choices`` while a round of secret choices is open;
        ``acting_for`` while the seat decides for an automated opponent; ``scores``, ``winners``
        and ``outcome`` once the game is over) and the game's own."""
        if seat is not None and not 0 <= seat < len(self.players):
            raise ValueError(f"no seat {seat}")
        v: dict[str, Any] = {
            "game": self.game.id,
            "seat": seat,
            "players": list(self.players),
            "ply": self.ply,
            "to_move": self.to_move,
            "is_over": self.is_over,
        }
        v.update(self.game.view(self._d, seat))
        secret = simultaneous.public(self._d, seat, len(self.players))
        if secret is not None:
            v["secret_choices"] = secret
        acting_for = None if self.is_over else self.game.acting_for(self._d)
        if acting_for is not None:
            v["acting_for"] = acting_for
        if self.is_over:
            v["scores"] = self.scores()
            v["winners"] = self.winners()
            v["outcome"] = self.outcome()
        return v

    def open_view(self) -> dict:
        """Everything revealed (``Game.open_view``) with the engine's keys of a spectator's view;
        ``open`` marks it, and ``chosen_in_secret`` holds each seat's secret choice not yet
        turned up (its notation; None: none). Only for replaying a finished game: the caller
        checks that the game ended."""
        v = self.view(None)
        v.update(self.game.open_view(self._d))
        v["open"] = True
        v["chosen_in_secret"] = [simultaneous.own_choice(self._d, s) for s in range(len(self.players))]
        return v

    def scores(self) -> list[float]:
        return self.game.scores(self._d)

    def winners(self) -> list[int]:
        return self.game.winners(self._d) if self.is_over else []

    def outcome(self) -> Outcome | None:
        """How the finished game ended, as JSON data (None while it is being played):
        ``{"kind": "ranked" | "team" | "solo", "winners", "scores"}``, and for ``solo`` the
        automated ``opponent`` with its ``name`` and ``score``."""
        if not self.is_over:
            return None
        kind = self.game.outcome_kind(self.options)
        result: Outcome = {"kind": kind, "winners": self.winners(), "scores": self.scores()}
        if kind == "solo":
            opponent = self.game.opponent(self._d)
            if opponent is None:
                raise NotImplementedError(f"{self.game.name} plays solo but names no opponent")
            result["opponent"] = opponent
        return result

    def can_undo(self, before: State | None = None) -> bool:
        """True when the last action may be taken back without showing anything new. ``before``:
        the state just before that action, when the caller kept it (else the game is replayed
        from its start to find it, which on a long game took the page 30 ms and more a paint)."""
        if not self.log:
            return False
        same_game = before is not None and (before.game, before.players, before.seed, before.options) == (
            self.game, self.players, self.seed, self.options)
        if before is None or not same_game or before.log != self.log[:-1]:
            before = self._replay(self.log[:-1])
        return self.game.undoable(before._d, self.game.parse_action(before, self.log[-1]), self._d)

    def undo(self) -> State:
        if not self.can_undo():
            raise IllegalAction("that move cannot be taken back")
        return self._replay(self.log[:-1])

    def _replay(self, log: Sequence[str]) -> State:
        state = self.game.new(list(self.players), self.seed, self.options)
        for text in log:
            state = state.apply(text)
        return state

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, State) and self.game.id == other.game.id
                and self.players == other.players and self.seed == other.seed
                and self.options == other.options and self.log == other.log and self._d == other._d)

    def __hash__(self) -> int:
        return hash((self.game.id, self.players, self.seed, self.log))

    def __repr__(self) -> str:
        return f"<{self.game.name} state ply={self.ply} to_move={self.to_move}>"
