"""An IPython startup file for the executed lessons (tests/test_notebooks.py copies it into the kernel's profile).

It records every face-down card that a notebook's own code asks the engine for
(``Game.card_at`` on a face-down slot, ``Game.stock_cards`` before a card is
drawn), cell by cell, and writes them to the JSON file named by
``TRIPEAKS_FACE_DOWN_LOG``: {execution count: [[rank, suit], ...]}. The engine's
own calls (solver, board, explain…) are not recorded: only code whose file is
outside the package. The test then checks that a cell's printout names none of
these cards without saying that it is face down.
"""

import json
import os
import sys
from pathlib import Path

import tripeaks_widget
from tripeaks_widget.engine.game import Game

_PACKAGE = str(Path(tripeaks_widget.__file__).resolve().parent)
_LOG = os.environ.get("TRIPEAKS_FACE_DOWN_LOG")  # unset: imported by pytest's collection, nothing patched
_seen: dict[int, list] = {}
_cell: list = []
_card_at = Game.card_at
_stock_cards = Game.stock_cards.fget


def _from_the_notebook() -> bool:
    frame = sys._getframe(3)
    return not str(Path(frame.f_code.co_filename).resolve()).startswith(_PACKAGE)


def _record(card) -> None:
    if card is not None and _from_the_notebook():
        _cell.append([card.rank, card.suit])


def card_at(self, slot):
    card = _card_at(self, slot)
    if card is not None and not self.is_face_up(slot):
        _record(card)
    return card


def stock_cards(self):
    cards = _stock_cards(self)
    for card in cards[len(self.seen_stock):]:
        _record(card)
    return cards




def _after_cell(result) -> None:
    if _cell:
        _seen.setdefault(result.execution_count, []).extend(_cell)
        _cell.clear()
        Path(_LOG).write_text(json.dumps(_seen), encoding="utf-8")


if _LOG:
    Game.card_at = card_at
    Game.stock_cards = property(stock_cards, doc=Game.stock_cards.__doc__)
    get_ipython().events.register("post_run_cell", _after_cell)  # noqa: F821 (IPython's startup namespace)
