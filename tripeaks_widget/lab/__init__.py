"""The lab: players, experiments over rule sets and players (imports the engine and the solver)."""

from .experiment import InlineExecutor, Results, Row, compare, local_executor, wilson
from .layout_report import LayoutReport, layout_estimates, layout_report
from .players import (
    PLAYERS,
    View,
    fair_hint_player,
    greedy_player,
    lookahead_player,
    perfect_player,
    play_game,
    play_many,
    random_player,
    turns_up_player,
)

__all__ = [
    "InlineExecutor",
    "LayoutReport",
    "PLAYERS",
    "Results",
    "Row",
    "View",
    "compare",
    "fair_hint_player",
    "greedy_player",
    "layout_estimates",
    "layout_report",
    "local_executor",
    "lookahead_player",
    "perfect_player",
    "play_game",
    "play_many",
    "random_player",
    "turns_up_player",
    "wilson",
]
