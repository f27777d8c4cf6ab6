"""Sweet Holic's guided first game: two players, the learner first, on a deal where the first
hand holds a strawberry cookie and filling (seed 6). The steps cover the first discard, baking
(cookie first, fillings, a finished macaron), the refill after baking, taking from an open
discard pile, and an exchange of a cookie for two tiles; the rest of the three rounds is played
with the coach's general prompt."""

from sweets.learn.lesson import Lesson, Step

LESSON = Lesson(
    id="sweet_holic", game_id="sweet_holic", title="Sweet Holic: your first game",
    players=("Player 1", "Computer"), learner=0, level="easy", seed=6, options={},
    intro=("Welcome to a real game of Sweet Holic against the computer. You bake macarons from "
           "cookie and filling tiles; after each of the three rounds, whoever baked the most "
           "points gets the most score tokens. Your secret mission is green tea: fillings of "
           "that flavour count double for you."),
    steps=(
        Step(0, "discard c18", "First, everyone lays one tile face down as their first discard. "
             "Give up the mint cookie: you hold no mint filling to go with it."),
        Step(2, "bake c1", "Your turn. You may exchange a tile or bake. Bake: a macaron always "
             "starts with a cookie, so put down the strawberry cookie first."),
        Step(3, "bake f3", "In the same turn you may go on with tiles of that same flavour. Add "
             "the strawberry filling on top of the cookie."),
        Step(4, "end", "Stop baking now. A macaron does not have to be finished in one turn.", loose=True),
        Step(5, "take pile", "After baking you fill your hand back up to three tiles. Draw one "
             "from the face-down pile.", loose=True),
        Step(9, "bake c3", "You drew a second strawberry cookie. Two cookies with at least one "
             "filling make a finished macaron: every tile in it scores a point at the end of "
             "the round. Close it with this cookie."),
        Step(10, "end", "This macaron is finished: no more fillings can go in. End your baking.",
             loose=True),
        Step(11, "take 1", "Refill to three again. Discard piles are open: instead of a blind "
             "draw you may take the top tile of another player's pile. Take the computer's "
             "blueberry cookie."),
        Step(15, "discard c6", "This turn, exchange instead of baking. Put a tile on your discard "
             "pile: for a cookie you take two tiles back, for a filling only one. Discard the "
             "blueberry cookie."),
        Step(16, "take pile", "You gave up a cookie, so take two tiles. Here is the first one, "
             "from the pile (never from your own discard pile).", loose=True),
        Step(17, "take pile", "And the second. You may hold at most six tiles.", loose=True),
        Step(21, "bake c14", "Time to bake the lemon macaron: the cookie first."),
        Step(22, "bake f20", "A macaron holds up to three fillings, and more fillings means more "
             "points. Add one lemon filling…"),
        Step(23, "bake f23", "…and the second one, in the same turn."),
        Step(24, "end", "Stop here; a lemon cookie later will finish it. From now on the coach "
             "highlights a good move each turn, and you can play any other. A round ends when "
             "the pile runs out or someone finishes a third macaron.", loose=True),
    ),
    closing=("You have played a whole game of Sweet Holic. Next, try a game against two or three "
             "computers at Medium, and keep an eye on which flavours they collect: their discard "
             "piles tell you what they do not need. Burnt cookies can close any macaron that "
             "already has a filling."),
)
