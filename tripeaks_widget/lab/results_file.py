"""The results file of ``compare``: one JSON line per finished game, read back strictly to resume a run.

A line is ``{"rules": text, "player": name, "deal": n, "won": bool, "score": n, "record": text}``.
A resume counts a game of the file only when its line proves it: the record
replays, under the run's rule set, to an ended game of that deal with that
outcome and score.  Any other line (bytes that are not UTF-8, not a JSON
object, a field missing or of the wrong type, a record that does not replay
to what the line says, the same game listed twice with two outcomes) refuses
the whole file with one line naming the file, the line and the reason: a
resume never mixes in a doubtful row.  Only the last line may be cut short (a
crash while it was written): it is dropped, and cut off the file before the
run appends to it.

>>> import os, tempfile
>>> path = os.path.join(tempfile.mkdtemp(), "run.jsonl")
>>> with open(path, "w") as handle:
...     _ = handle.write('{"rules": "easy", "player": "greedy", "deal": 0, "won": "false", "score": 1, '
...                      '"record": "TP1-E-AAAAAAA: 20"}\\n')
>>> read(path, {})  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
tripeaks_widget.engine.errors.InvalidArgumentError: results file '...run.jsonl', line 1: won must be true or false, not 'false'
"""

from __future__ import annotations

import json
import os
import sys
from typing import NamedTuple

from ..engine.codes import DEAL_COUNT
from ..engine.errors import InvalidArgumentError, WrongTypeError, short
from ..engine.game import Game, Status
from ..engine.rules import Rules

FIELDS = ("rules", "player", "deal", "won", "score", "record")


def check_path(results_file, what: str = "results_file") -> str | None:
    """``results_file`` as a path (text), or None: a str or ``os.PathLike`` naming a file that can be written.

    Never an int (a file descriptor: it would be closed) or bytes.  Checked
    before anything is played; the file itself is not created here.
    """
    if results_file is None:
        return None
    if isinstance(results_file, os.PathLike):
        path = os.fspath(results_file)
    else:
        path = results_file
    if not isinstance(path, str):
        raise WrongTypeError(f"{what} must be a path (a str or os.PathLike) or None, not {short(results_file)}")
    if not path.strip() or "\x00" in path:
        raise InvalidArgumentError(f"{what} must name a file, not {short(path)}")
    if os.path.isdir(path):
        raise InvalidArgumentError(f"{what} {short(path)} is a folder: name a file in it")
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise InvalidArgumentError(f"{what} {short(path)}: its folder {short(folder)} does not exist")
    if os.path.exists(path) and not os.access(path, os.R_OK | os.W_OK):
        raise InvalidArgumentError(f"{what} {short(path)} cannot be read and written (permissions)")
    if not os.path.exists(path) and not os.access(folder, os.W_OK):
        raise InvalidArgumentError(f"{what} {short(path)} cannot be created in {short(folder)} (permissions)")
    return path


class Finished(NamedTuple):
    """What a results file holds for a run: games by (rules text, player name, deal), and how to append."""

    games: dict  #: (rules text, player name, deal) -> (won, score), each proved by its record
    keep: int | None  #: the file's length without a cut last line (None: nothing to cut)
    newline: bool  #: the last line is whole but has no line end: write one before appending


def _bad(path: str, number: int, reason: str) -> InvalidArgumentError:
    return InvalidArgumentError(f"results file {short(path)}, line {number}: {reason}")


def _fields(raw: bytes) -> dict:
    """One line's fields, checked for type; ValueError with the reason otherwise."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("not UTF-8 text") from None
    try:
        item = json.loads(text)
    except (ValueError, RecursionError):  # also a number past Python's 4300-digit limit
        raise ValueError(f"not a JSON line: {short(text.strip())}") from None
    if not isinstance(item, dict):
        raise ValueError(f"not a JSON object but {type(item).__name__}: {short(text.strip())}")
    missing = [name for name in FIELDS if name not in item]
    if missing:
        raise ValueError(f"no {', '.join(missing)} field")
    for name in ("rules", "player", "record"):
        if not isinstance(item[name], str):
            raise ValueError(f"{name} must be text, not {short(item[name])}")
    deal = item["deal"]
    if isinstance(deal, bool) or not isinstance(deal, int) or not 0 <= deal < DEAL_COUNT:
        raise ValueError(f"deal must be a deal number from 0 to {DEAL_COUNT - 1}, not {short(deal)}")
    if not isinstance(item["won"], bool):
        raise ValueError(f"won must be true or false, not {short(item['won'])}")
    if isinstance(item["score"], bool) or not isinstance(item["score"], int):
        raise ValueError(f"score must be a whole number, not {short(item['score'])}")
    return item


def _proved(item: dict, rules: Rules) -> None:
    """The record replays under ``rules`` to an ended game of the line's deal, outcome and score; else ValueError."""
    from .players import code_of

    expected = code_of(item["deal"], rules).text
    try:
        game = Game.from_record(item["record"], rules)
    except (ValueError, TypeError) as error:
        raise ValueError(f"the record does not replay: {error}") from None
    if game.code != expected or game.rules != rules:
        raise ValueError(f"the record is of {short(game.code)}, not of deal {item['deal']} ({expected})")
    if game.status is Status.PLAYING:
        raise ValueError("the record's game has not ended")
    if (game.status is Status.WON) != item["won"] or game.score != item["score"]:
        raise ValueError(
            f"the record ends {game.status.value} with {game.score}, but the line says "
            f"{'won' if item['won'] else 'lost'} with {short(item['score'])}"
        )


def read(path: str | None, wanted: dict) -> Finished:
    """The finished games of ``path`` for the (rules text, player name) pairs of ``wanted`` (-> their Rules).

    Every line is checked; the lines of ``wanted`` pairs are proved by their
    records.  InvalidArgumentError names the file, the line and the reason.
    """
    games: dict = {}
    if path is None or not os.path.exists(path):
        return Finished(games, None, False)
    where: dict = {}  # key -> (the line it was read from, its outcome)
    keep, newline = None, False
    try:
        with open(path, "rb") as handle:  # line by line: a file of millions of games is never held whole
            offset = 0
            for number, raw in enumerate(handle, 1):
                if not raw.endswith(b"\n"):  # the last line, with no line end
                    if not raw.strip(b" \t\r\x00"):
                        keep = offset  # blanks (or zeros) after the last line end
                        break
                    try:
                        _fields(raw)
                    except ValueError:  # cut short by a crash: dropped, and cut off before appending
                        keep = offset
                        break
                    newline = True
                offset += len(raw)
                _read_line(path, number, raw.rstrip(b"\n"), wanted, where, games)
    except OSError as error:
        raise InvalidArgumentError(f"results file {short(path)} cannot be read: {error.strerror}") from None
    return Finished(games, keep, newline)


def _read_line(path: str, number: int, raw: bytes, wanted: dict, where: dict, games: dict) -> None:
    """Checks line ``number`` and adds its game to ``games`` when it is one of ``wanted`` (proved)."""
    if not raw.strip(b" \t\r"):
        return
    try:
        item = _fields(raw)
        key = (sys.intern(item["rules"]), sys.intern(item["player"]), item["deal"])
        rules = wanted.get(key[:2])
        if rules is not None and key not in where:
            _proved(item, rules)
    except ValueError as error:
        raise _bad(path, number, str(error)) from None
    outcome = (item["won"], item["score"])
    if key in where:
        if where[key][1] != outcome:
            raise _bad(path, number, f"deal {key[2]} of {short(key[0])} and {short(key[1])} is also on line "
                                     f"{where[key][0]}, with another outcome")
        return  # the same game twice, alike: counted once
    where[key] = (number, outcome)
    if rules is not None:
        games[key] = outcome


def open_for_append(path: str, finished: Finished):
    """``path`` opened to append lines, after cutting off a cut last line (or ending a whole one)."""
    try:
        if finished.keep is not None:
            os.truncate(path, finished.keep)
        handle = open(path, "a", encoding="utf-8")
        if finished.newline:
            handle.write("\n")
    except OSError as error:  # checked before, but the disk or its permissions may have changed since
        raise InvalidArgumentError(f"results file {short(path)} cannot be written: {error.strerror}") from None
    return handle


def line(rules: str, player: str, deal: int, won: bool, score: int, record: str) -> str:
    """One finished game as a line of the file."""
    return json.dumps({"rules": rules, "player": player, "deal": deal, "won": won, "score": score,
                       "record": record}) + "\n"
