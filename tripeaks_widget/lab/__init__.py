"""The lab: players, experiments over rule sets and players (imports the engine and the solver)."""

from .experiment import InlineExecutor, Results, Row, compare, local_executor, wilson
from .players import (
    PLAYERS,
    View,
    greedy_player,
    perfect_player,
    planner_player,
    play_game,
    play_many,
    random_player,
)

__all__ = [
    "InlineExecutor",
    "PLAYERS",
    "Results",
    "Row",
    "View",
    "compare",
    "greedy_player",
    "local_executor",
    "perfect_player",
    "planner_player",
    "play_game",
    "play_many",
    "random_player",
    "wilson",
]
