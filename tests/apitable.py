"""The table of public entry points in docs/engine.md, read for the tests, and what a game shows.

``rows()`` reads the table; ``documented(entry)`` is the set of errors the
table names for an entry point; ``observe(game)`` and ``observe_widget(w)`` are
everything a user can see of a game or a board, to check that a refused call
changed nothing.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import NamedTuple

import tripeaks_widget
from tripeaks_widget import Game

DOC = Path(__file__).resolve().parents[1] / "docs" / "engine.md"
HEADER = ["Entry point", "Accepts", "Good call", "Bad call", "Raises"]
#: The game the table's calls act on.
RECORD = "TP1-E-AAAAAAB: 20 23"


class Row(NamedTuple):
    entry: str  # "Game.play", "TriPeaksWidget.lang", "compare"
    accepts: str
    good: str | None  # code, or None for "—"
    bad: str | None
    raises: str | None  # the error's name


def _code(cell: str) -> str | None:
    cell = cell.strip()
    if cell in ("—", ""):
        return None
    match = re.fullmatch(r"`([^`]+)`", cell)
    assert match, f"expected one `code` span: {cell!r}"
    return match.group(1)


@functools.cache
def rows() -> tuple[Row, ...]:
    lines = DOC.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if [c.strip() for c in line.strip("|").split("|")] == HEADER)
    out: list[Row] = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        assert len(cells) == 5, f"a row of the table has {len(cells)} cells: {line}"
        entry_cell, accepts, good, bad, raises = cells
        if entry_cell:
            entry = re.match(r"`([A-Za-z_][\w.]*)", entry_cell).group(1)
        else:  # an empty cell repeats the one above
            entry, accepts = out[-1].entry, out[-1].accepts
        out.append(Row(entry, accepts, _code(good), _code(bad), _code(raises)))
    return tuple(out)


@functools.cache
def documented(entry: str) -> frozenset[type]:
    """The errors the table names for ``entry``."""
    names = {row.raises for row in rows() if row.entry == entry and row.raises}
    assert any(row.entry == entry for row in rows()), f"{entry} is not in the table"
    return frozenset(getattr(tripeaks_widget, name) for name in names)


def namespace(code: str = "") -> dict:
    """What the table's calls may use; ``widget`` only when the code needs one (it needs anywidget)."""
    from tripeaks_widget.engine.svg import board_html
    from tripeaks_widget.lab import View, compare, local_executor, play_game, play_many, wilson
    from tripeaks_widget.coach import register_answer_checker
    from tripeaks_widget.solver import salvage, solve_position

    ns = {name: getattr(tripeaks_widget, name) for name in tripeaks_widget.__all__}
    ns.update(board_html=board_html, compare=compare, play_many=play_many, game=Game.from_record(RECORD))
    ns.update(View=View, local_executor=local_executor, play_game=play_game, wilson=wilson, salvage=salvage,
              solve_position=solve_position, register_answer_checker=register_answer_checker)
    ns["result"] = Game.from_code("TP1-E-AAAAAAB").play(20)
    if "widget" in code or "TriPeaksWidget" in code:
        from tripeaks_widget import TriPeaksWidget

        ns.update(TriPeaksWidget=TriPeaksWidget, widget=TriPeaksWidget(code="TP1-E-AAAAAAB"))
    return ns


def undo_chain(game: Game) -> list:
    """Every position undo can go back to, newest first: the undo history as a user sees it."""
    other = game.copy()
    chain = []
    while other.undo():
        chain.append((other.position(), other.score, other.record()))
    return chain


def observe(game: Game) -> tuple:
    """Everything a user can see of a game."""
    return (
        game.position(),
        game.score,
        game.moves,
        game.record(),
        game.history,
        game.status,
        game.status_message(),
        str(game),
        game.describe(),
        game.waste,
        game.stock_size,
        game.can_undo,
        undo_chain(game),
    )


def observe_widget(widget) -> tuple:
    """Everything a user can see of a board: its game, its settings and the snapshot the browser draws."""
    return (observe(widget.game), widget.lang, widget.error_help, widget.hint_budget, widget.fair_hints, widget.state)
