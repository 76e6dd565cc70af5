"""The documented example games of the rules (spec §8), as data.

``WON_GAME`` is the documented won game on ``TP1-E-AAAAAAD``: won without
undo, the three peaks emptied at moves 37, 42 and 50, 750 points, 28 removals
and 22 draws. It was found by ``scripts/find_reference_order.py`` together
with the deal order, and every claim about it is checked by the tests.

>>> from tripeaks_widget import Game
>>> game = Game.replay(WON_GAME_CODE, WON_GAME)
>>> game.status, game.score, game.moves
(<Status.WON: 'won'>, 750, 50)
"""

#: The documented deal (spec §8): its bottom row, waste and slot 13 are given.
START_CODE = "TP1-E-AAAAAAB"
#: The three removals of the rules' walk-through on START_CODE: K♣, A♠, 2♦.
START_LINE = [20, 23, 22]

#: Winnable under Easy, not under Classic (``TP1-C-AAAAAAD``).
WON_GAME_CODE = "TP1-E-AAAAAAD"
CLASSIC_LOST_CODE = "TP1-C-AAAAAAD"

#: The documented won game on WON_GAME_CODE: slots (removals) and "draw".
WON_GAME = [
    26, 22, 27, 'draw', 'draw', 'draw', 'draw', 'draw', 'draw', 'draw',
    23, 'draw', 18, 20, 21, 13, 25, 24, 15, 16,
    19, 17, 12, 7, 5, 'draw', 'draw', 'draw', 9, 'draw',
    14, 8, 10, 3, 'draw', 'draw', 2, 'draw', 'draw', 6,
    'draw', 1, 'draw', 'draw', 'draw', 'draw', 11, 4, 'draw', 0,
]

#: The moves at which the peaks are emptied in WON_GAME.
WON_GAME_PEAK_MOVES = (37, 42, 50)
WON_GAME_SCORE = 750
