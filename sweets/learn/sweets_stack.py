"""Sweets Stack's guided first game: three players, no advanced cards, on a deal where a turned
candy completes a row and a candy the learner passes knocks the next player out of the first
round (seed 7). The steps cover the secret pick and its reveal, drops, a turn paid with two
pumpkins, pumpkins earned, and the candle won; the rest is played with the general prompt."""

from sweets.learn.lesson import Lesson, Step

LESSON = Lesson(
    id="sweets_stack", game_id="sweets_stack", title="Sweets Stack: your first game",
    players=("Player 1", "Computer 2", "Computer 3"), learner=0, level="easy", seed=7, options={},
    intro=("Welcome to a real game of Sweets Stack against two computers. Each turn everyone "
           "secretly picks a candy from their hand and passes it on; you drop the candy you "
           "receive into your bucket. Whoever cannot fit a candy is out until the round ends."),
    steps=(
        Step(0, "play r9", "Pick the candy to pass, in secret: nobody sees the picks until all "
             "are in. This round candies go to your left, to Computer 2. A candy with a "
             "pumpkin sign earns you a pumpkin when you play it."),
        Step(3, "drop 4 1", "The picks turned up, and Computer 3 passed you a blue candy. Drop "
             "it into your bucket: it falls from the top until it rests on the floor or on "
             "another candy, and may slide sideways as it falls. Place it, then drop it here."),
        Step(6, "play g12", "A new turn: pick again. Long or awkward shapes are hard to fit, so "
             "they are good ones to pass on.", loose=True),
        Step(9, "drop 2 1", "Keep your bucket flat: every gap you leave makes later candies "
             "harder to fit."),
        Step(12, "play r7", "Pick the red candy this time.", loose=True),
        Step(15, "drop 1 1", "Fill the gap on the left.", loose=True),
        Step(18, "play g13", "Pass the long green candy.", loose=True),
        Step(21, "drop 2 2 r3", "Candies fall as they are held; turning one costs 2 pumpkins. "
             "You have 4: turn this green candy three quarters and drop it. It fills a whole "
             "row, so that row's colour becomes a favourite: at scoring, each favourite row is "
             "worth a point per card of its colour that you scored."),
        Step(24, "play g5", "Pick the short green candy.", loose=True),
        Step(27, "drop 3 3", "Drop the blue candy here: it fills another row."),
        Step(29, "play g11", "The green candy you passed did not fit in Computer 2's bucket: they "
             "are out of this round, and you won a candle. At scoring each candle is worth a "
             "point per ghost sign on your scored cards. From here the coach highlights a good "
             "move each turn; you may play any other.", loose=True),
    ),
    closing=("You have played a whole game of Sweets Stack. Next, try the pumpkins' other powers "
             "(swap your whole hand for 1, or mark a card from your hand instead of the one "
             "you received for 3), and then a game with an advanced rule card in the second "
             "or third round."),
)
