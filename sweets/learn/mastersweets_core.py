"""MasterSweets' guided first game, the core game: two players, the learner first, with special
cards and without roles (the rulebook's order for the first games: ingredients alone, then
special cards, then roles; without roles every hand starts with three cards). On this deal
(seed 378) three fruits stand in for a missing cream early on, and a Shopping Spree fetches the
two cards of a short recipe from the market. The steps follow every decision of the learner to
the end: a blind draw, the market, reading the computer's exchange, a special card drawn, a
cook with a substitution, a special card played, recipes of one card, and the last recipe,
which ends the game."""

from sweets.learn.lesson import Lesson, Step

LESSON = Lesson(
    id="mastersweets.core", game_id="mastersweets", title="MasterSweets: your first game",
    players=("Player 1", "Computer"), learner=0, level="easy", seed=378,
    options={"mode": "core", "roles": False, "first_player": 0},
    intro=("Welcome to a real game of MasterSweets against the computer. Every row and every "
           "column of the cookbook in the middle is a recipe. Gather the ingredients a recipe "
           "shows, then cook it: its cards become your sweets, worth the points in their "
           "corners (1, 3 or 5). When the cookbook is empty, the most points win. A turn is "
           "always exactly one action."),
    steps=(
        Step(0, "draw", "You hold two fruits and a butter. One way to get a card is to draw the "
             "top card of the deck: nobody knows what it is until it is in your hand, and it "
             "may be an ingredient or a special card. Draw it."),
        Step(2, "market 2", "A chocolate. Look at row 2: butter, cream, butter, chocolate. The "
             "market beside the deck shows its cards face up; taking one of them is a whole "
             "action too, and the deck refills the empty place at once. Take the fruits: three "
             "of a kind can stand in for a missing card when you cook."),
        Step(4, "draw", "Read the computer's move above: it gave a sugar from its hand for the "
             "milk in the cookbook. Such an exchange, a hand ingredient for a cookbook card, is "
             "one more action you may take. This turn, draw again."),
        Step(6, "draw", "You drew Burnt Batch, a special card. Special cards never score; "
             "playing one is an action that does what its text says. Keep it and draw once "
             "more."),
        Step(8, "cook row 2 cream=3fruits", "The computer cooked column c, and the cookbook "
             "closed up, so row 2 is now butter, cream and chocolate. You hold the butter and "
             "the chocolate but no cream: give three fruits in its place and you still earn "
             "the cream (with only two of a kind the missing card would go to the discard pile "
             "instead). Choose to cook, then row 2, then how to pay for the cream."),
        Step(10, "market 3", "13 points: the recipe's butter, cream and chocolate are now your "
             "sweets, and the cards you gave went to the discard pile. Special cards turn up in "
             "the market too: take the Substitution."),
        Step(12, "play s4", "Column c is now a cream and a flour, and the market shows a flour. "
             "Play Shopping Spree: it takes two market cards, one after the other, for a single "
             "action."),
        Step(13, "market 2", "First card: the flour. Its place is filled from the deck straight "
             "away, so look before you pick the second one."),
        Step(14, "market 2", "A cream came up in that place: exactly what column c lacks. Take "
             "it as your second card."),
        Step(16, "cook col c", "Cook column c. A recipe may be short: two cards, or even one, "
             "as long as it is a whole row or column."),
        Step(18, "market 2", "Two rows of two are left. Take the flour from the market: it "
             "matches the flour in the cookbook."),
        Step(20, "cook col b", "The computer cooked row 1, so the cookbook is one row: sugar "
             "and flour. Each of those cards is a column of its own, and a one-card recipe "
             "counts. Cook the flour."),
        Step(22, "market 1", "One card is left, a sugar worth 5, and the market has one. Take "
             "it before the computer does."),
        Step(24, "cook row 1", "Cook the last recipe. Once the cookbook is empty the game is "
             "over: everyone adds up the points of their own sweets, and the most points win."),
    ),
    closing=("You have played a whole game of MasterSweets. Next, try three or four players at "
             "Medium, and add the roles: each player picks one before the first turn; it sets "
             "the size of their starting hand and may give them an action of their own. Then "
             "try Alone in the Kitchen against George."),
)
