"""A game's record as text, read and written: ``"TP1-C-AAAAAAB [classic,jokers=2]: 20 draw; undos 1, hints 2"``.

The code, the rule set in brackets (only when not the code's own), a ``:``,
the actions, and after a ``;`` the undos and hints used (only when not 0).
``Game.record()`` writes it with ``write_record``; ``Game.from_record`` reads
it with ``read_record`` and plays the actions (the rules stay in ``Game``).

>>> parts = read_record("TP1-E-AAAAAAB: 20 23 draw; undos 1, hints 2")
>>> parts.code, parts.actions, parts.undos, parts.hints
('TP1-E-AAAAAAB', ['20', '23', 'draw'], 1, 2)
>>> write_record("TP1-E-AAAAAAB", None, [20, 23, "draw"], 1, 2)
'TP1-E-AAAAAAB: 20 23 draw; undos 1, hints 2'
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from .errors import IllegalMoveError, InvalidArgumentError, WrongTypeError, short
from .rules import Rules

#: The counts a record may carry after its ";", in the order ``write_record`` writes them.
COUNTS = ("undos", "hints")


class RecordParts(NamedTuple):
    """A record taken apart, its actions not yet played."""

    code: str  #: the game code as written (``Game.replay`` parses it)
    actions: list[str]  #: the actions as written, in order
    rules: Rules | str | None  #: the rule set in brackets, else the caller's ``rules``
    undos: int
    hints: int


def read_counts(text: str, record: str) -> tuple[int, int]:
    """(undos, hints) from a record's tail such as ``" undos 1, hints 2"``; IllegalMoveError if unreadable."""
    found: dict[str, int] = {}
    for item in text.split(","):
        words = item.split()
        if (
            len(words) != 2 or words[0] not in COUNTS or words[0] in found
            or not (words[1].isascii() and words[1].isdigit()) or len(words[1]) > 6
        ):
            raise IllegalMoveError(
                f"unreadable record {short(record)}: after ';' it counts undos and hints, "
                f"like 'undos 1, hints 2', not {short(item.strip())}"
            )
        found[words[0]] = int(words[1])
    return found.get("undos", 0), found.get("hints", 0)


def read_record(record: str, rules: Rules | str | None = None) -> RecordParts:
    """Take ``record`` apart: its code, actions, rule set and counts (see ``Game.from_record``).

    A rule set in brackets must agree with ``rules`` when both are given
    (InvalidArgumentError); ``rules`` lends it its scoring function and its
    layout of your own, which are named in the text, not written out.  A bad bracket or count tail raises
    IllegalMoveError; the code and the actions are checked by ``Game.replay``.
    """
    if not isinstance(record, str):
        raise WrongTypeError(
            f"a record is text like 'TP1-E-AAAAAAB: 20 23 draw', not {type(record).__name__}: {short(record)}"
        )
    head, _, actions = record.partition(":")
    code, bracket, text = head.partition("[")
    if bracket:
        text = text.strip()
        if not text.endswith("]"):
            raise IllegalMoveError(f"unreadable record {short(record)}: the rule set in brackets has no closing ']'")
        functions, layouts = None, None
        if isinstance(rules, Rules) and rules.custom_scoring:
            functions = {rules.scoring_name: rules.scoring}
        if isinstance(rules, Rules):  # a layout of your own is named in the record: ``rules`` lends it
            layouts = {rules.layout.name: rules.layout}
        written = Rules.from_text(text[:-1], functions, layouts)
        if rules is not None and Rules.from_text(rules) != written:
            raise InvalidArgumentError(
                f"the record was played under {short(written.text)}, not {short(Rules.from_text(rules).text)}"
            )
        rules = written
    actions, bar, counts = actions.partition(";")
    undos, hints = read_counts(counts, record) if bar else (0, 0)
    return RecordParts(code, actions.split(), rules, undos, hints)


def write_record(code: str, rules_text: str | None, actions: Iterable[object], undos: int, hints: int) -> str:
    """The record of a game: ``rules_text`` only when the rule set is not the code's own, counts only when not 0."""
    rules = f" [{rules_text}]" if rules_text is not None else ""
    counts = [f"{name} {n}" for name, n in zip(COUNTS, (undos, hints)) if n]
    tail = f"; {', '.join(counts)}" if counts else ""
    return f"{code}{rules}:" + "".join(f" {action}" for action in actions) + tail
