"""Errors shared by every game."""


class IllegalAction(ValueError):
    """An action that the rules do not allow now; its message is meant for the player."""
