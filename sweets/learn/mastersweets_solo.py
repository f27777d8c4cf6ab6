"""MasterSweets' guided first game of Alone in the Kitchen: one person against George "The cake",
with every card, on a deal (seed 19) where George's turns show each way he takes a card: of the
type he drew (once by himself, twice with the person choosing between two), of the same points
when no card of that type is left, and any card at all when neither is. The steps follow every
decision of the person to the end: the role, the market, a cook, a substitution, and each choice
made for George; the coach panel tells each of George's moves in a sentence of its own."""

from sweets.learn.lesson import Lesson, Step

LESSON = Lesson(
    id="mastersweets.solo", game_id="mastersweets", title="Alone in the Kitchen: your first game",
    players=("Player 1",), learner=0, level="easy", seed=19, options={"mode": "solo"},
    intro=("Welcome to Alone in the Kitchen: you against George \"The cake\", who plays by fixed "
           "rules. Every row and every column of the cookbook is a recipe: gather its "
           "ingredients and cook it, and its cards become your sweets, worth the points in "
           "their corners. After each of your turns George takes one cookbook card for "
           "himself. When the cookbook is empty, you win with more points than George."),
    steps=(
        Step(0, "choose pantry_keeper", "First pick a role; playing alone you may take any of "
             "the sixteen. A role sets how many cards you start with, and some give an action "
             "of their own that you may use as a turn. Take the Pantry Keeper: no action, but "
             "six cards to start with."),
        Step(1, "market 3", "Your turn: one action. Column d asks for a sugar, a butter and a "
             "flour, and you hold the butter and a flour. The market's cards lie face up: take "
             "the sugar. (Drawing the deck's top card, exchanging a hand ingredient for a "
             "cookbook card, cooking and playing a special card are the other actions.)"),
        Step(2, "george b1", "George's turn came next, and it plays itself; the panel tells each "
             "move. First the market moved one place to the right: its rightmost card went to "
             "the discard pile and a new card filled the left. Then George drew the deck's top "
             "card, a nuts, so he takes a nuts from the cookbook. Two qualify, so you choose: "
             "give him the one at b1. The hole it leaves does not split its row or column."),
        Step(3, "cook col d", "Back to you. Column d is complete in your hand: cook it. The "
             "cards you use go to the discard pile, and the recipe's cards become your sweets."),
        Step(4, "market 1", "11 points. Then George drew an eggs, and only one eggs was in the "
             "cookbook, so he took it by himself. Row 3 is a milk, a sugar and a fruits; you hold "
             "a milk and two eggs, and three cards of one kind can stand in for a missing one: "
             "take the eggs from the market."),
        Step(5, "george c3", "George drew a fruits and two fruits qualify. A card George takes "
             "is one card less to gather: give him the fruits at c3, and row 3 is down to a "
             "milk and a sugar."),
        Step(6, "cook row 3 sugar=3eggs", "Cook row 3: you have the milk, and three eggs pay "
             "for the sugar, which still becomes yours (with two of a kind you would cook too, "
             "but the recipe's card would be discarded). Choose to cook, then row 3, then how "
             "to pay for the sugar."),
        Step(7, "george b2", "George drew a butter, and no butter is left. Then he would take a "
             "card worth as many points, 5, but there is none either: so he may take any card, "
             "and you choose. Give him the cheapest, the milk at b2."),
        Step(8, "market 2", "Column a is a flour and a fruits. Take the fruits from the market."),
        Step(9, "cook col a", "George drew an eggs: none in the cookbook, so he took a card of "
             "the same points, the flour, and the cookbook closed up. Cook the fruits: a single "
             "card is a recipe too. George then takes the last card, and the game ends: more "
             "points than George wins; a tie is his."),
    ),
    closing=("You have played a whole game alone against George. Next, try another role: the "
             "Pastry Chef starts with two cards but may draw two as an action, the Sous-Chef "
             "exchanges two cards with the cookbook at once. Watch the market's rightmost card: "
             "George throws it away after your turn. Then play the core game against a computer."),
)
