"""Reading the lines a class hands in: game records and answers lines, each with its name (``class_report``, ``review``).

Two kinds of line, each optionally quoted (copied from a cell's output) and
padded with blanks:

- a game record, ``name: `` before it optional: ``Ada: TP1-E-AAAAAAB: 20 23 draw; hints 1``;
- a lesson's answers (the answer box's hand-in line): ``Ada: answers tr {"1.1": ["yirmi üç"], "3.2": ["maça 7", "spar 7"]}``,
  one JSON object mapping each exercise id to the texts the student submitted, in order;
- a layout (the layout designer's hand-in line): ``Ada: layout tower,easy "layout tower\\nup 0..4\\nstock 20"``,
  the rule set's text and the layout's text form as one JSON string.

``read_line`` turns one line into a ``GameLine``, an ``AnswersLine`` or a ``LayoutLine``, or raises
``BadRecord`` with a catalogue key and its fields (the report words it in its
language).  ``review`` reads a handed-in line through ``record_of``, so every
form the report reads, ``review`` reads too.

>>> read_line('  "Ada: TP1-E-AAAAAAB: 20 23"  ').name, record_of("'Bo: TP1-E-AAAAAAB: 20'")
('Ada', 'TP1-E-AAAAAAB: 20')
>>> read_line('Ada: answers nb {"1.1": ["tjuetre"]}').tries
{'1.1': ('tjuetre',)}
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..engine.codes import GameCode, InvalidCodeError
from ..engine.errors import IllegalMoveError, read_action
from ..engine.game import DRAW, Game
from ..engine.errors import LayoutError
from ..engine.i18n import LANGS
from ..engine.layouts import Layout
from ..engine.rules import Rules

#: The shape of an answers line's JSON, in the message that says it cannot be read.
EXAMPLE_JSON = '{"1.1": ["23"]}'
#: The longest answers line read (characters): a whole class's lessons fit in far less.
MAX_ANSWERS = 100_000
#: At most this many tries are kept a exercise, and this many characters a try (the box keeps far fewer).
MAX_TRIES, MAX_TRY = 100, 500


class BadRecord(Exception):
    """A line that cannot be read: a catalogue key and its fields (``reason_key``: an engine refusal's key)."""

    def __init__(self, key: str, **fields: object) -> None:
        super().__init__(key)
        self.key, self.fields = key, fields


@dataclass(frozen=True)
class GameLine:
    """A game record read from a line: the name (None: no name), the game replayed, and the line's text."""

    name: str | None
    game: Game

    @property
    def key(self) -> tuple:
        """What makes two lines the same hand-in: the name (any case, blanks collapsed) and the canonical record."""
        return ("game", name_key(self.name), self.game.rules, self.game.record())


@dataclass(frozen=True)
class AnswersLine:
    """A student's lesson answers: the name, the language they were typed in, and each exercise's tries."""

    name: str
    lang: str
    tries: dict  #: exercise id -> tuple of the texts submitted, in order

    @property
    def key(self) -> tuple:
        return ("answers", name_key(self.name), self.lang, tuple(sorted(self.tries.items())))


@dataclass(frozen=True)
class LayoutLine:
    """A student's layout: the name and the rule set it is played under (its layout the student's)."""

    name: str
    rules: Rules

    @property
    def key(self) -> tuple:
        return ("layout", name_key(self.name), self.rules)


def name_key(name: str | None) -> str | None:
    """A name as the report compares names: any case, blanks collapsed."""
    return None if name is None else " ".join(name.split()).casefold()


def unquote(text: str) -> str:
    text = text.strip()
    while len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        text = text[1:-1].strip()
    return text


def split_name(line: str) -> tuple[str | None, str]:
    """(name or None, the rest) of a handed-in line; BadRecord when it is neither a record nor answers."""
    text = unquote(line)
    if text.upper().startswith("TP1-"):
        return None, text
    name, colon, rest = text.partition(":")
    rest = unquote(rest)
    if colon and name.strip() and _is_answers(rest):
        return name.strip(), rest
    if not colon or not name.strip() or ":" not in rest and not rest.upper().startswith("TP1-"):
        raise BadRecord("report_bad_garbage")
    return name.strip(), rest


def _is_answers(rest: str, kinds: tuple = ("answers", "layout")) -> bool:
    """A line of answers or of a layout (not a game record): its first word says which."""
    head = rest.split(None, 1)
    return bool(head) and head[0].casefold() in kinds


def record_of(line: str) -> str:
    """The record text of a handed-in line (its name and quotes dropped), as ``review`` reads it.

    A line that is no handed-in line comes back as it is, for ``Game.from_record`` to say what is wrong.
    """
    try:
        name, rest = split_name(line)
    except BadRecord:
        return line
    return line if name is not None and _is_answers(rest) else rest


def read_line(line: str) -> GameLine | AnswersLine | LayoutLine:
    """One handed-in line, read; BadRecord with the reason when it does not read."""
    name, rest = split_name(line)
    if name is not None and _is_answers(rest, ("layout",)):
        return LayoutLine(name, _read_layout(rest))
    if name is not None and _is_answers(rest):
        return AnswersLine(name, *_read_answers(rest))
    return GameLine(name, read_record(rest))


def _read_layout(rest: str) -> Rules:
    """The rule set of ``layout <rules> "<the layout's text>"``; BadRecord naming what is wrong."""
    if len(rest) > MAX_ANSWERS:
        raise BadRecord("report_bad_answers_long", limit=MAX_ANSWERS)
    parts = rest.split(None, 2)
    try:
        text = json.loads(parts[2]) if len(parts) == 3 else None
    except (ValueError, RecursionError):
        text = None
    if not isinstance(text, str):
        raise BadRecord("report_bad_layout_shape")
    try:
        layout = Layout.from_text(text)
    except LayoutError as error:
        raise BadRecord("report_bad_layout", layout_error=error) from None
    except (ValueError, TypeError) as error:
        raise BadRecord("report_bad_layout", layout_error=str(error)[:200]) from None
    try:
        return Rules.from_text(parts[1], layouts={layout.name: layout})
    except (ValueError, TypeError):
        raise BadRecord("report_bad_rules", rules=parts[1][:60]) from None


def _read_answers(rest: str) -> tuple[str, dict]:
    """(lang, tries) of ``answers <lang> <json>``; BadRecord naming what is wrong."""
    if len(rest) > MAX_ANSWERS:
        raise BadRecord("report_bad_answers_long", limit=MAX_ANSWERS)
    parts = rest.split(None, 2)
    if len(parts) < 3:
        raise BadRecord("report_bad_answers_shape", json=EXAMPLE_JSON)
    lang, payload = parts[1].strip().lower(), parts[2].strip()
    if lang not in LANGS:
        raise BadRecord("report_bad_answers_lang", language=parts[1][:12], langs=", ".join(LANGS))
    try:
        data = json.loads(payload)
    except (ValueError, RecursionError):
        raise BadRecord("report_bad_answers_json") from None
    if not isinstance(data, dict) or not data:
        raise BadRecord("report_bad_answers_json")
    tries = {}
    for exercise, texts in data.items():
        if texts == []:  # an exercise the box shows but the student did not try: nothing to count
            continue
        if (not isinstance(texts, list) or len(texts) > MAX_TRIES
                or not all(isinstance(x, str) and len(x) <= MAX_TRY for x in texts)):
            raise BadRecord("report_bad_answers_tries", exercise=str(exercise)[:12])
        tries[exercise.strip()] = tuple(texts)
    if not tries:
        raise BadRecord("report_bad_answers_json")
    return lang, tries


def read_record(record: str) -> Game:
    """The game a record names, replayed; BadRecord with the reason (for the report's language) when it does not read."""
    head, _, tail = record.partition(":")
    code_text, bracket, rules_text = head.partition("[")
    try:
        code = GameCode.parse(code_text)
    except InvalidCodeError:
        raise BadRecord("report_bad_code", code=code_text.strip()[:40]) from None
    rules = None
    if bracket:
        inner = rules_text.strip().removesuffix("]").strip()
        try:
            rules = Rules.from_text(inner)
        except (ValueError, TypeError):
            raise BadRecord("report_bad_rules", rules=inner[:60]) from None
        if rules.king_ace != code.rule.wrap:
            raise BadRecord("report_bad_link", code=code.text, rules=inner[:60])
    try:
        return Game.from_record(record)
    except (IllegalMoveError, ValueError, TypeError):
        pass
    game = Game(code, rules)  # find the action refused, to say why in the report's language
    for n, item in enumerate(tail.partition(";")[0].split(), 1):
        try:
            action = read_action(item, n)
        except (IllegalMoveError, ValueError):
            raise BadRecord("report_bad_word", n=n, action=item[:20]) from None
        result = game.draw() if action == DRAW else game.play(action)
        if not result:
            raise BadRecord("report_bad_action", n=n, action=item[:20], reason_key=result.reason)
    raise BadRecord("report_bad_counts")
