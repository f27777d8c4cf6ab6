"""The Sweets Workshop's guided first game: two players (the fewest the Workshop allows), one team,
the learner first, on a deal where the computer's first clue marks four of the learner's cards
as 1s and a few clues later every card the learner points at is one the marks leave a single
type for (seed 4). The steps cover a value clue, row and column clues (and that a face-down card
is left out of them), spending a card, a point that is a guess, a replace (a type with fewer
copies left than face-up cards of it), and reading one's own marks until a card is sure; the
rest is played with the general prompt, until the team wins or the cards run out.

The team-mate plays at Hard: in a game the team wins or loses together, a good partner is the
friendly one, and its clues are what the learner learns to read."""

from sweets.learn.lesson import Lesson, Step

LESSON = Lesson(
    id="mastersweets.workshop", game_id="mastersweets", title="Sweets Workshop: your first game",
    players=("Player 1", "Computer"), learner=0, level="hard", seed=4,
    options={"mode": "workshop", "first_player": 0},
    intro=("Welcome to the Sweets Workshop: you and the computer play as one team. The team wins "
           "when every card of the cookbook is turned face down, and loses if the deck and the "
           "hands run out first. You hold your cards facing the others: you see the computer's "
           "hand, never your own, so the team talks in clues."),
    steps=(
        Step(0, "clue p2 1 with 7", "Every action spends one of your cards, unseen: you pick it "
             "by its place in your hand. Start with a clue. A value clue names 1, 3 or 5 and marks "
             "every card of that value in the computer's hand. Its cards 1 and 5 are Eggs, worth "
             "1: give it the clue 1, spending your card 7."),
        Step(2, "clue p2 col a with 5", "The computer marked your cards 3, 4, 6 and 7 as worth 1: "
             "the marks sit under your cards. The other clue names a row or a column (columns a "
             "to e from the left, rows 1 to 5 from the top) and marks each card of the computer's "
             "that shares a type with a face-up card of it. Column a shows Nuts, Cream, Sugar and "
             "Eggs: clue it, and its card 1, marked 1 already, can only be the Eggs. Spend your "
             "card 5, which its clue passed over."),
        Step(4, "clue p2 5 with 2", "It read both marks and pointed its Eggs at the Eggs of a5: the "
             "same type, so that cookbook card turned face down. That is how the team scores. Its "
             "cards 3, 4 and 6 are Sugar, already marked by column a: a clue of 5 makes them "
             "sure. Spend your card 2, not a 1 either."),
        Step(6, "point e2 with 4", "Now point yourself: choose a face-up cookbook card, then the "
             "card of yours to spend on it. Of the same type, the cookbook card turns face down; "
             "if not, your card is lost. Your cards 2 to 5 are worth 1, so each is Eggs, Flour "
             "or Milk, and no mark says which. A fair guess: point your card 4 at the Flour of e2."),
        Step(8, "clue p2 col b with 7", "A match. The computer holds four Fruits, and the cookbook "
             "has none: they can only be spent. Its card 7 is a Milk, and column b shows Cream, "
             "Eggs and Milk, so a clue on column b marks that card alone. Spend your card 7, "
             "which no clue has touched."),
        Step(10, "clue p2 row 2 with 7", "Row 2 shows Cream, Eggs and Chocolate; its Flour is face "
             "down, and a recipe clue leaves face-down cards out. The computer's card 5 is a "
             "Chocolate that column b passed over, so not Cream or Eggs: a clue on row 2 tells it "
             "all. Spend your card 7 again."),
        Step(12, "clue p2 col d with 1", "Column d shows Flour, Chocolate and Milk: its clue marks "
             "the computer's Milk, Flour and Chocolate, and with column b's mark its card 5 can "
             "only be the Milk. Spend your card 1: the clue on 1s passed it over, so it is a 3 or "
             "a 5 you cannot place, while your marked 1s are worth keeping."),
        Step(14, "clue p2 col b with 7", "The computer's new card 7 is a Cream, and column b marks "
             "it alone. Clue it, spending your newest card, 7."),
        Step(16, "replace a4 with 6 7", "Count the Sugars: there are ten of each type, five are in "
             "the cookbook and four are spent, so only one is left for the two face-up Sugars. "
             "One of them can never turn. Spend two cards to replace the Sugar at a4 with the "
             "deck's top card; spend your unmarked cards 6 and 7."),
        Step(18, "point b2 with 1", "The computer's clue marked your cards of row 4's types. Read "
             "your card 1: worth 1 (Eggs, Flour or Milk), and row 4's clue, which shows Flour, "
             "Milk and Nuts, passed it over. Only Eggs is left: point it at the Eggs of b2."),
        Step(20, "point b3 with 1", "Your new card 1 carries the same marks, and column b's too: "
             "Eggs again. Point it at b3."),
        Step(22, "point d4 with 1", "Card 1: row 4 (Flour, Milk, Nuts) and column b (Cream, Eggs, "
             "Milk) both marked it, and they share only Milk. Point it at the Milk of d4."),
        Step(24, "point a1 with 1", "Card 1: one of row 4's types, but column b passed it over (no "
             "Milk) and it is not a 1 (no Flour): Nuts. Point it at a1. From here the coach "
             "highlights a good move each turn; you may play any other."),
    ),
    closing=("That was a whole game of the Sweets Workshop. Next, try three players (six cards "
             "each) or the harder cookbook of 5 rows of 6, and the swap: spend a card to swap two "
             "cookbook cards, so that one row or column clue names just the types a team-mate "
             "holds."),
)
