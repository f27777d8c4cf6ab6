"""What every game shares: the game and state protocol, seeded randomness, errors, JSON.

Standard library only, so it runs unchanged in CPython and in Pyodide.
"""

from sweets.engine.errors import IllegalAction
from sweets.engine.game import SCHEMA_VERSION, Action, Game, State, clone
from sweets.engine.rng import Rng
from sweets.engine.setup_choice import SetupChoice
from sweets.engine.views import EngineView, Opponent, Outcome, OutcomeKind, SecretChoices

__all__ = ["SCHEMA_VERSION", "Action", "EngineView", "Game", "IllegalAction", "Opponent", "Outcome",
           "OutcomeKind", "Rng", "SecretChoices", "SetupChoice", "State", "clone"]
