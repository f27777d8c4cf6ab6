"""The Sweet Holic computer players.

Each decision weighs every legal move by the value of the position it leads to
(``model.Model.value``), a draw from the pile being weighed over the tiles the seat cannot see.
A whole turn is judged at its first step: an exchange by the tile given up plus what the takes
should bring; baking by the best run of placements in one colour plus the refill. The later steps
of the turn (which tile next, when to end, where to take from) are judged the same way.

Levels: Easy ignores the round's clock and the others, and its judgement is noisy; Medium
judges cleanly but never thinks about what its discards give away; Hard also weighs what each
discard hands to the others, given their open macarons and their likely missions.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from sweets.bots.seeding import rng
from sweets.bots.sweet_holic.model import (
    BURNT,
    COOKIE,
    FILLING,
    HAND_LIMIT,
    MAX_BAKE,
    MAX_FILLINGS,
    MAX_MACARONS,
    REFILL_TO,
    Kind,
    Macaron,
    Model,
    Weights,
    kind_of,
    read_macarons,
    read_model,
)
from sweets.games.sweet_holic.view import SweetHolicView, Tile


@dataclass(frozen=True)
class Style:
    weights: Weights
    noise: float          # random spread added to each option's value (0: none)
    sees_clock: bool      # whether it knows the round is running out


STYLES = {
    "easy": Style(Weights(denial=0.0, turn_discount=1.0), noise=1.5, sees_clock=False),
    "medium": Style(Weights(denial=0.0), noise=0.0, sees_clock=True),
    "hard": Style(Weights(), noise=0.0, sees_clock=True),
}
LEVELS = [("easy", "Easy"), ("medium", "Medium"), ("hard", "Hard")]
TOP_MARGIN = 0.5  # points a discard top must be worth over a draw from the pile (see take_values)


class Position:
    """The seat's hand and macarons, as counts, with the moves that change them."""

    def __init__(self, model: Model, hand: Counter, macarons: dict[str, Macaron]) -> None:
        self.model = model
        self.hand = hand
        self.macarons = macarons

    def value(self) -> float:
        # The same hand is valued many times over while weighing a turn: remember the answers.
        key = (tuple(sorted((k, c) for k, c in self.hand.items() if c)),
               tuple(sorted((f, m.cookies, m.fillings, m.burnt_top) for f, m in self.macarons.items())))
        cache = self.model.cache
        if key not in cache:
            cache[key] = self.model.value(self.hand, self.macarons)
        return cache[key]

    def without(self, kind: Kind) -> Position:
        hand = Counter(self.hand)
        hand[kind] -= 1
        return Position(self.model, hand, self.macarons)

    def plus(self, kind: Kind) -> Position:
        hand = Counter(self.hand)
        hand[kind] += 1
        return Position(self.model, hand, self.macarons)

    def baked(self, kind: Kind, onto: str | None) -> Position:
        hand = Counter(self.hand)
        hand[kind] -= 1
        macs = {f: m.copy() for f, m in self.macarons.items()}
        kind_name, flavour = kind
        if flavour == BURNT:
            assert onto is not None
            macs[onto].cookies += 1
            macs[onto].burnt_top = True
        elif flavour not in macs:
            macs[flavour] = Macaron(flavour, 1, 0)
        elif kind_name == COOKIE:
            macs[flavour].cookies += 1
        else:
            macs[flavour].fillings += 1
        return Position(self.model, hand, macs)

    def hand_size(self) -> int:
        return sum(self.hand.values())

    # ----- what the pile and the discard tops may bring -----

    def take_values(self) -> dict[str, float]:
        """Value after one take from each source: 'pile' (expected) or a seat's top.

        A discard top must beat the pile by ``TOP_MARGIN``: tiles passed back and forth between
        discard piles leave the pile untouched, and the round would never end (seen in play:
        two bots trading the same three fillings for ever). Drawing from the pile is what makes
        the round move on ("End of the Round": the pile running out).
        """
        model = self.model
        options: dict[str, float] = {}
        total = model.unseen_total
        if total:
            options["pile"] = sum(count / total * self.plus(k).value()
                                  for k, count in model.unseen.items() if count)
        margin = TOP_MARGIN if "pile" in options else 0.0
        for seat, tile in model.tops.items():
            options[str(seat)] = self.plus(kind_of(tile)).value() - margin
        return options

    def draw_gain(self) -> float:
        """What one more tile is worth here, taken from the best source."""
        options = self.take_values()
        if not options:
            return 0.0
        return max(0.0, max(options.values()) - self.value())

    # ----- baking -----

    def bake_sequence(self, colour: str, already: int) -> list[tuple[Kind, str | None]]:
        """The placements of ``colour`` that can follow one another this turn, in a legal order:
        base cookie, fillings, then the top; for burnt, one per open macaron with a filling."""
        room = MAX_BAKE - already
        seq: list[tuple[Kind, str | None]] = []
        if colour == BURNT:
            open_ones = sorted((o for o in self.macarons.values() if not o.finished and o.fillings),
                               key=lambda o: -o.fillings)
            for o in open_ones[: self.hand[(COOKIE, BURNT)]]:
                seq.append(((COOKIE, BURNT), o.flavour))
            return seq[:room]
        cookies, fillings = self.hand[(COOKIE, colour)], self.hand[(FILLING, colour)]
        m = self.macarons.get(colour)
        if m is not None and m.finished:
            return []
        if m is None:
            if not cookies or len(self.macarons) >= MAX_MACARONS:
                return []
            seq.append(((COOKIE, colour), None))
            cookies -= 1
            on_table = 0
        else:
            on_table = m.fillings
        add = min(fillings, MAX_FILLINGS - on_table)
        seq += [((FILLING, colour), None)] * add
        if cookies and on_table + add > 0:
            seq.append(((COOKIE, colour), None))
        return seq[:room]

    def after_bakes(self, seq: list[tuple[Kind, str | None]]) -> Position:
        pos = self
        for kind, onto in seq:
            pos = pos.baked(kind, onto)
        return pos

    def refill_value(self) -> float:
        """Value once the hand is refilled to 3 after baking ("End of the Game" note)."""
        missing = max(0, REFILL_TO - self.hand_size())
        return self.value() + missing * self.draw_gain()


def tile_for(view: SweetHolicView, kind: Kind) -> Tile:
    """A tile of the hand of this kind (the lowest id, so choices are repeatable)."""
    tiles = [t for t in view["hand"] if kind_of(t) == kind]
    return min(tiles, key=lambda t: (len(t["id"]), t["id"]))


def bake_text(view: SweetHolicView, kind: Kind, onto: str | None) -> str:
    tile = tile_for(view, kind)
    return f"bake {tile['id']} on {onto}" if onto else f"bake {tile['id']}"


class Chooser:
    def __init__(self, style: Style, view: SweetHolicView, legal: list[str], seed: int) -> None:
        self.style = style
        self.view = view
        self.legal = legal
        self.legal_set = set(legal)
        weights = style.weights
        self.model = read_model(view, weights)
        if not style.sees_clock:
            self.model.turns_left = max(self.model.turns_left, 8)
        hand = Counter(kind_of(t) for t in view["hand"])
        self.pos = Position(self.model, hand, read_macarons(view["macarons"][self.model.seat]))
        self.dice: random.Random = rng(seed, view["ply"], self.model.seat)

    def noisy(self, value: float) -> float:
        return value + (self.dice.uniform(0, self.style.noise) if self.style.noise else 0.0)

    def best(self, options: dict[str, float]) -> str:
        """The legal option of highest (possibly noisy) value; ties go to the first listed."""
        scored = [(self.noisy(v), -i, text)
                  for i, (text, v) in enumerate(options.items()) if text in self.legal_set]
        if not scored:
            return self.legal[0]
        return max(scored)[2]

    def discard_value(self, tile: Tile) -> float:
        """Value of giving ``tile`` up: the hand without it, minus what it may hand the others."""
        given_away = self.style.weights.denial * self.model.helps_opponent(tile)
        return self.pos.without(kind_of(tile)).value() - given_away

    def choose(self) -> str:
        if self.view["phase"] == "turn" and "pass" in self.legal_set and len(self.legal) == 1:
            return "pass"
        options = self.options()
        return self.best(options) if options else self.legal[0]

    def options(self) -> dict[str, float]:
        """The moves it weighs now (notation -> value); the thinking level reads them too."""
        phase = self.view["phase"]
        if phase == "first_discard":
            return {f"discard {t['id']}": self.discard_value(t) for t in self.view["hand"]}
        if phase in ("take", "refill"):
            return {f"take {src}": v for src, v in self.pos.take_values().items()}
        if phase == "bake":
            return self.continue_baking()
        if phase == "turn":
            return self.start_turn()
        return {}

    def exchange_options(self) -> dict[str, float]:
        options = {}
        size = self.pos.hand_size()
        for tile in self.view["hand"]:
            kind = kind_of(tile)
            rest = self.pos.without(kind)
            takes = min(2 if kind[0] == COOKIE else 1, HAND_LIMIT - (size - 1))
            value = rest.value() + takes * rest.draw_gain()
            value -= self.style.weights.denial * self.model.helps_opponent(tile)
            options[f"discard {tile['id']}"] = value
        return options

    def bake_options(self, colour_fixed: str | None, already: int) -> dict[str, float]:
        """First placement of each colour's best run of bakes, valued at the run's end."""
        options: dict[str, float] = {}
        colours = [colour_fixed] if colour_fixed else sorted({k[1] for k, c in self.pos.hand.items() if c})
        for colour in colours:
            seq = self.pos.bake_sequence(colour, already)
            if not seq:
                continue
            # the best number of placements of this colour, judged at the end of the turn
            best_value = max(self.pos.after_bakes(seq[:length]).refill_value()
                             for length in range(1, len(seq) + 1))
            text = bake_text(self.view, *seq[0])
            if text in self.legal_set:
                options[text] = best_value
        return options

    def start_turn(self) -> dict[str, float]:
        options = self.exchange_options()
        options.update(self.bake_options(None, 0))
        return options

    def continue_baking(self) -> dict[str, float]:
        turn = self.view["turn"]
        options = {"end": self.pos.refill_value()}
        options.update(self.bake_options(turn["colour"], len(turn["baked"])))
        return options


def play(style: Style, view: SweetHolicView, legal: list[str], seed: int) -> str:
    return Chooser(style, view, legal, seed).choose()
