"""The keys the engine adds to every seat's view, as types (DESIGN.md: ``state.view(seat)``).

Each game describes its own keys in its package's ``view.py`` as a ``TypedDict`` that extends
:class:`EngineView`, so the renderer and the bots of that game are checked by mypy against what the
view really holds, and ``tests/test_view_types.py`` checks the views of random games against it.
"""

# No ``from __future__ import annotations`` in the modules of view types: under Python 3.11 it
# makes ``TypedDict`` count ``NotRequired`` keys as required at runtime, which the test reads.
from typing import Literal, NotRequired, TypedDict

OutcomeKind = Literal["ranked", "team", "solo"]


class SecretChoices(TypedDict):
    """An open round of secret choices as one seat may know it (``simultaneous.public``)."""

    seats: list[int]  # the seats that take part, in the order they choose
    chosen: list[bool]  # per seat of the table: has it chosen yet
    mine: str | None  # this seat's own choice, in notation


class Opponent(TypedDict):
    """A solo game's automated opponent: it has a score but no seat."""

    name: str
    score: float


class Outcome(TypedDict):
    kind: OutcomeKind
    winners: list[int]
    scores: list[float]
    opponent: NotRequired[Opponent]  # solo games only


class EngineView(TypedDict):
    """The keys of every view. The ``NotRequired`` ones are there only at times: ``secret_choices``
    while a round of secret choices is open, ``acting_for`` while the seat decides for an
    automated opponent, ``scores``, ``winners`` and ``outcome`` once the game is over."""

    game: str
    seat: int | None  # None: a spectator
    players: list[str]
    ply: int
    to_move: int | None
    is_over: bool
    secret_choices: NotRequired[SecretChoices]
    acting_for: NotRequired[str]
    scores: NotRequired[list[float]]
    winners: NotRequired[list[int]]
    outcome: NotRequired[Outcome]
