"""Clash of Sweets' guided first game: two players, the learner first (seed 3). The deal puts two
special cards in the first market (an improve icon and a discard icon), so the steps cover laying
out one's cookbook (a swap, then ready), a special card read by its Clash icon rather than its
core text, an improved card, stealing recipes of three cards (and keeping one of them) and of one
card, the computer's exchanges and discards told as they come, the draw-4 icon, an exchange into
the other cookbook, and the last recipe stolen, which ends the game."""

from sweets.learn.lesson import Lesson, Step

LESSON = Lesson(
    id="mastersweets.clash", game_id="mastersweets", title="Clash of Sweets: your first game",
    players=("Player 1", "Computer"), learner=0, level="easy", seed=3,
    options={"mode": "clash", "first_player": 0},
    intro=("Welcome to a real game of Clash of Sweets against the computer. Each of you guards a "
           "cookbook of your own; each row and each column is a recipe. Hold every card of one "
           "of the computer's recipes to steal it. Whoever loses their last recipe leaves, and "
           "the last cookbook standing wins."),
    steps=(
        Step(0, "swap c1 b3", "First lay out your cookbook: change its shape or swap cards. A "
             "thief needs every card of a recipe, so a line with two cards of one type asks for "
             "a pair. Swap the Nuts at c1 with the Milk at b3 (the move log names places so: "
             "columns a to d from the left, rows 1 to 3 from the top). Columns b and c then "
             "each hold a pair."),
        Step(1, "ready", "Your cookbook is laid out: press Ready. The computer lays out its own "
             "next, and then you start."),
        Step(3, "market 1", "Each turn you take one action: take a card from the market (a new one "
             "fills the gap), draw the deck's top card, improve, exchange, steal or play a special "
             "card. Take Leftovers. In Clash a special card's text does not count, only the icon "
             "at its foot, named under the card: this one improves."),
        Step(5, "play s11", "The computer took Rewrite the Recipe, whose icon throws a card out of "
             "another player's cookbook. Play Leftovers first: its icon slides it face down under "
             "a card of your cookbook."),
        Step(6, "improve b1", "Improve the Nuts at b1, the top of column b. Whoever steals a "
             "recipe through an improved card pays one more card of its type, so your column b "
             "now takes three Nuts and a Butter. Two hand cards of a card's type improve it too: "
             "one is discarded, the other goes under."),
        Step(9, "market 1", "The computer's Rewrite the Recipe threw out your Cream at c3, and the "
             "gap stays (of an improved card only the card under it would go). Now attack: the "
             "computer's column a is Sugar, Fruits and Eggs. Take the Sugar."),
        Step(11, "market 2", "Take the Fruits: column a then lacks only Eggs."),
        Step(13, "market 1", "And the Eggs, laid out when you took the Sugar."),
        Step(15, "steal p2 col a", "You hold every card of the computer's column a: steal it. The "
             "cards you pay are discarded. Unlike the core game, three cards of one type never "
             "stand in for a missing one when you steal."),
        Step(16, "keep eggs", "A stolen recipe of three cards or more gives you one of its cards "
             "and the rest are discarded. Keep the Eggs: the computer's bottom row holds one."),
        Step(19, "market 3", "The computer played Burnt Batch, another discard icon, on your Cream. "
             "Its bottom row is Fruits, Eggs and Flour, and you hold the Eggs: take the Flour.",
             loose=True),
        Step(21, "market 3", "The computer stole your column d, its Chocolate and Cream. Take "
             "the Fruits: you then hold its bottom row.", loose=True),
        Step(23, "steal p2 row 3", "Steal the bottom row."),
        Step(24, "keep flour", "Keep the Flour: the computer's middle row is Flour, Butter and Sugar.",
             loose=True),
        Step(26, "market 3", "Take the Sugar for that middle row.", loose=True),
        Step(28, "market 2", "The computer gave an Eggs for your improved Nuts: an exchange may take "
             "a card of anyone's cookbook, and the card given takes its place, improved too. Take "
             "Grandma's Secret: whatever its text says, its Clash icon improves.", loose=True),
        Step(30, "market 2", "The computer stole your bottom row. Take Fresh Delivery: its text says "
             "draw 3, but in Clash its icon draws 4.", loose=True),
        Step(32, "market 2", "Take the Butter: with the Flour and the Sugar you hold the middle row.",
             loose=True),
        Step(34, "steal p2 row 2", "Steal the middle row."),
        Step(35, "keep flour", "Keep the Flour again: a spare card can be exchanged later.", loose=True),
        Step(37, "market 3", "The computer has one row left, Nuts, Fruits and Cream, so each of its "
             "columns is a single card, and one card steals it. Take the Nuts.", loose=True),
        Step(39, "steal p2 col a", "Steal column a with the Nuts."),
        Step(41, "market 3", "Take the Cream for the next column.", loose=True),
        Step(43, "steal p2 col b", "Steal it: the computer keeps only its Fruits."),
        Step(45, "play s1", "No Fruits in sight. Play Fresh Delivery and draw 4 cards.", loose=True),
        Step(47, "exchange flour p2:a1", "Still no Fruits. Exchange instead: give a Flour for the "
             "computer's Fruits. Its last recipe becomes a Flour, and you hold another one."),
        Step(49, "steal p2 row 1", "Steal the computer's last recipe. With no recipe left it leaves "
             "the game, and yours is the last cookbook standing."),
    ),
    closing=("That was a whole game of Clash of Sweets. Next, try three or four players: steal from "
             "whoever is closest to winning, and keep an eye on the hand limit of 10 cards at the "
             "end of your turn. Try the other icons too: exchange 2 swaps up to two hand cards "
             "with cards of your own cookbook, to make a recipe harder to steal."),
)
