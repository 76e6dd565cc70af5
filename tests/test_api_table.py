"""docs/engine.md's table of entry points matches the code, row by row.

Each row's good call runs without error; its bad call raises exactly the error
the row names (exported from the package, a ValueError or TypeError), with a
message under 300 characters, and changes neither the game nor the board.
Every public method, constructor and function has a row.
"""

import inspect

import pytest
from apitable import namespace, observe, observe_widget, rows

import tripeaks_widget
from tripeaks_widget import ActionResult, Card, Game, GameCode, Rule, Rules
from tripeaks_widget.engine.errors import ERRORS, MAX_MESSAGE, BudgetExceeded

ROWS = rows()


def _run(code: str, ns: dict) -> None:
    exec(compile(code, "<docs/engine.md>", "exec"), ns)


@pytest.mark.parametrize("row", [r for r in ROWS if r.good], ids=lambda r: r.good)
def test_good_call_runs(row):
    _run(row.good, namespace(row.good))


@pytest.mark.parametrize("row", [r for r in ROWS if r.bad], ids=lambda r: r.bad)
def test_bad_call_raises_the_documented_error_and_changes_nothing(row):
    error = getattr(tripeaks_widget, row.raises)  # exported from the package top
    assert issubclass(error, (ValueError, TypeError)) or error is BudgetExceeded
    ns = namespace(row.bad)
    before = observe(ns["game"]), ns["result"]
    board = observe_widget(ns["widget"]) if "widget" in ns else None
    with pytest.raises(Exception) as info:
        _run(row.bad, ns)
    assert type(info.value) is error, f"{row.bad} raised {type(info.value).__name__}: {info.value}"
    assert 0 < len(str(info.value)) < MAX_MESSAGE
    assert (observe(ns["game"]), ns["result"]) == before
    if board is not None:
        assert observe_widget(ns["widget"]) == board


def test_every_row_with_a_bad_call_names_an_error_and_the_others_none():
    for row in ROWS:
        assert bool(row.bad) == bool(row.raises), row


def test_every_error_is_exported_documented_and_used():
    named = {row.raises for row in ROWS if row.raises}
    for error in ERRORS:
        assert getattr(tripeaks_widget, error.__name__) is error
        assert error.__name__ in tripeaks_widget.__all__
        assert (issubclass(error, (ValueError, TypeError)) or error is BudgetExceeded) and error.__doc__
        assert error.__name__ in named, f"{error.__name__} has no row in docs/engine.md"
    assert named <= {e.__name__ for e in ERRORS}


def _public_callables(cls) -> set[str]:
    names = set()
    # The class and the package's own mixins it is made of (the board's replays and pictures).
    members = {}
    for part in reversed(cls.__mro__):
        if part.__module__.startswith("tripeaks_widget"):
            members.update(vars(part))
    for name, member in members.items():
        if name.startswith("_"):
            continue
        if isinstance(member, (classmethod, staticmethod)) or inspect.isfunction(member):
            names.add(f"{cls.__name__}.{name}")
        elif isinstance(member, property) and member.fset is not None:
            names.add(f"{cls.__name__}.{name}")  # a settable property: an entry point
    return names


def public_entry_points() -> set[str]:
    from tripeaks_widget import TriPeaksWidget

    from tripeaks_widget.coach import MoveReview, Review

    names = {"Game", "GameCode", "Rules", "TriPeaksWidget", "solve", "hint", "par", "difficulty", "board_html", "compare",
             "play_many", "review", "class_report"}
    # The lab's and the solver's other exported functions that take arguments (issue 26).
    names |= {"play_game", "View.of", "wilson", "local_executor", "salvage", "solve_position"}
    names |= {"register_answer_checker"}  # the coach's seam the lessons register their checker through
    for cls in (Game, ActionResult, GameCode, Card, Rules, Rule, TriPeaksWidget, Review, MoveReview):
        names |= _public_callables(cls)
    from tripeaks_widget.board.review_view import ReviewBoard  # the board's review, mixed into TriPeaksWidget

    names |= {name.replace("ReviewBoard.", "TriPeaksWidget.") for name in _public_callables(ReviewBoard)}
    # The board's traits a user may set from Python.
    names |= {f"TriPeaksWidget.{t}" for t in TriPeaksWidget.class_own_traits() if not t.startswith("_")}
    # The widget's comm protocol and the snapshot and replay only Python writes are not for users.
    return names - {"TriPeaksWidget.set_state", "TriPeaksWidget.state", "TriPeaksWidget.playback"}


def test_every_public_entry_point_has_a_row():
    missing = public_entry_points() - {row.entry for row in ROWS}
    assert not missing, f"not in docs/engine.md's table: {sorted(missing)}"


def test_every_row_names_a_public_entry_point():
    assert {row.entry for row in ROWS} <= public_entry_points()
