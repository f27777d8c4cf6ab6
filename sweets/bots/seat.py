"""The seat a computer player plays, read from its view."""

from sweets.engine import EngineView


def own_seat(view: EngineView) -> int:
    """A bot always answers for a seat: a spectator's view (seat None) is a mistake of the caller."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("a computer player needs a seat's view, not a spectator's")
    return seat
