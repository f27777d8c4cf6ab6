"""Sweeet!'s guided first game: two players, the learner first (the lower start card), on a deal
where the first turn ends on a repeated 1 and the cards seen come back later (seed 3). The steps
cover flipping, the turn ending on a repeat, remembering cards, stopping to collect cards that
fit the run, and reading the other player's turn; the rest is played with the general prompt."""

from sweets.learn.lesson import Lesson, Step

LESSON = Lesson(
    id="sweeet", game_id="sweeet", title="Sweeet!: your first game",
    players=("Player 1", "Computer"), learner=0, level="easy", seed=3, options={},
    intro=("Welcome to a real game of Sweeet! against the computer. Win by building a run of "
           "cards from 1 to 8 in front of you; your start card, the 3, is already in it. The "
           "cards in the middle lie face down: remember what you and the computer turn over."),
    steps=(
        Step(0, "flip g3", "Each turn starts by turning over one face-down card. Turn over this one."),
        Step(1, "flip c3", "A 1: it would fit your run. You may stop now or turn over more. Push "
             "your luck once: but if a number shows up twice in a turn, or is already in your "
             "run, your turn ends and you collect nothing."),
        Step(6, "flip c3", "Your turn ended on a second 1, and the cards went back face down, "
             "where they were. You remember where a 1 lies: turn it over again."),
        Step(7, "flip f6", "The computer turned over a 2 here and left it. Memory pays: "
             "turn it over."),
        Step(8, "stop c3 f6", "Now stop. When you stop, you collect every card turned over this "
             "turn that fits your run (with the 3 you have, the 1 and the 2 both fit). Choose "
             "the cards, then take them.", loose=True),
        Step(14, "flip h6", "The computer kept a bonus card this time. Its last turn showed a 4 "
             "at this spot: the 4 fits after your 3."),
        Step(15, "stop h6", "Stopping with one sure card is often wiser than risking a repeat. "
             "Collect the 4.", loose=True),
        Step(18, "flip f3", "A new card now: nobody has turned this one over yet."),
        Step(19, "flip h2", "A 6: it fits once you have a 5. Try one more."),
        Step(20, "stop h2 f3", "A 5 and a 6: both fit your run (1 to 4 plus 5 and 6). Collect them "
             "both. Four Honey cards turned over alone in one turn also win, and bonus cards give "
             "powers: the coach now highlights a good move each turn, play on.", loose=True),
    ),
    closing=("You have played a whole game of Sweeet!. Next, try three or four players at Medium: "
             "more cards are turned over between your turns, so there is more to remember. Watch "
             "the bonus cards: Brave keeps one card after a bust, Lucky stands in for the number "
             "just below or above your run, Curious lets you peek, Gourmet wins with three Honey "
             "cards."),
)
