"""Issue 26: the rule texts, the solver's budgets, the lab and the board refuse bad input as the engine does.

Property tests (Hypothesis, few examples each: the whole file runs in well under a minute):

- the rule-text grammar against a small model of it: every text reads to the
  model's rule set, or raises the model's error;
- budgets and deadlines on the C and pure-Python paths give the same answer
  or the same error (the WebAssembly path: ``tests/test_wasm.py``, on
  ``searchcases.BAD_BUDGETS``);
- ``compare``'s arguments: only documented errors, never a game counted twice;
- a real results file, randomly corrupted: resume either refuses it with one
  line naming the file and the line, leaving it as it was, or gives exactly
  the table of a clean run.

And the examples of the issue, each one.
"""

from __future__ import annotations

import math
import os
import sys
import tempfile
import time
from pathlib import Path

import pytest
from searchcases import QUICK_RECORD
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tripeaks_widget import Game, InvalidArgumentError, Rules, UnknownVariantError, WrongTypeError
from tripeaks_widget.engine.errors import MAX_MESSAGE, short
from tripeaks_widget.engine.rules import MAX_JOKERS, MAX_REDEALS
from tripeaks_widget.lab import (
    InlineExecutor,
    View,
    compare,
    greedy_player,
    local_executor,
    perfect_player,
    fair_hint_player,
    play_game,
    play_many,
    random_player,
    wilson,
)
from tripeaks_widget.lab import results_file
from tripeaks_widget.solver import BudgetExceeded, hint, par, salvage, search

PAR = sys.modules["tripeaks_widget.solver.par"]
FEW = settings(max_examples=60, deadline=None, database=None,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
DOCUMENTED = (InvalidArgumentError, WrongTypeError, UnknownVariantError)


def refused(call, errors=DOCUMENTED):
    """The error ``call`` raises (one of ``errors``, a short one-line message), or None when it works."""
    try:
        call()
    except errors as error:
        text = str(error)
        assert 0 < len(text) < MAX_MESSAGE and "\n" not in text, text
        return error
    return None


# -- the rule-text grammar -------------------------------------------------------------------

FLAG_WORDS = {"draw-when-stuck": "draw_when_stuck", "open-peaks": "open_peaks", "empty-waste": "empty_waste"}
NUMBERS = st.one_of(
    st.integers(0, 12).map(str),
    st.integers(0, 3).map(lambda n: "0" * n + "1"),
    st.integers(4300, 6000).map(lambda n: "9" * n),  # past Python's int() limit
    st.sampled_from(["²", "¹", "٢", "２", "-1", "1.0", "", " 2 ", "1e1", "0x1"]),
    st.text(max_size=3),
)
WORDS = st.one_of(
    st.sampled_from(["easy", "classic", "standard", "joker", "traditional-scoring", *FLAG_WORDS,
                     "scoring=app", "scoring=traditional", "scoring=golf", "scoring=", "jokers", "bogus", ""]),
    st.tuples(st.sampled_from(["jokers", "redeals", "Jokers", " redeals "]), NUMBERS).map("=".join),
    st.text(alphabet=st.characters(blacklist_characters=","), max_size=6),
)
CASED = st.tuples(WORDS, st.sampled_from([str, str.upper, str.title]), st.sampled_from(["", " ", "\t"])).map(
    lambda t: t[2] + t[1](t[0]) + t[2])


def model(text: str):
    """Rules.from_text as the issue and docs/engine.md say it reads: the Rules, or the error class."""
    values: dict = {}
    for raw in text.split(","):
        word = raw.strip().lower()
        if not word or word == "standard":
            continue
        key, eq, value = (part.strip() for part in word.partition("="))
        if word in ("easy", "classic"):
            field, got = "king_ace", word == "easy"
        elif word in FLAG_WORDS:
            field, got = FLAG_WORDS[word], True
        elif word == "joker":
            field, got = "jokers", 1
        elif word == "traditional-scoring":
            field, got = "scoring", "traditional"
        elif eq and key in ("jokers", "redeals"):
            top = MAX_JOKERS if key == "jokers" else MAX_REDEALS
            if not (value and all(c in "0123456789" for c in value)) or len(value) > 3 or int(value) > top:
                return InvalidArgumentError
            field, got = key, int(value)
        elif eq and key == "scoring" and value in ("app", "traditional"):
            field, got = "scoring", value
        else:
            return UnknownVariantError
        if field in values and values[field] != got:
            return InvalidArgumentError  # a contradiction, as easy,classic
        values[field] = got
    return Rules(**values)


@FEW
@given(words=st.lists(CASED, max_size=5))
def test_rule_texts_read_as_the_grammar_says(words):
    text = ",".join(words)
    expected = model(text)
    if isinstance(expected, Rules):
        rules = Rules.from_text(text)
        assert rules == expected and Rules.from_text(rules.text) == rules
    else:
        error = refused(lambda: Rules.from_text(text))
        assert type(error) is expected, (text, error)


@pytest.mark.parametrize("text", ["jokers=" + "1" * 5000, "redeals=" + "1" * 10**6, "jokers=²", "redeals=¹",
                                  "jokers=1,jokers=2", "scoring=traditional,scoring=app", "joker,jokers=2",
                                  "easy,classic"])
def test_the_issues_rule_texts_are_refused_with_invalid_argument(text):
    assert type(refused(lambda: Rules.from_text(text))) is InvalidArgumentError


@pytest.mark.parametrize("functions", [[1], "f", 5, {"f": 5}, {1: print}])
def test_functions_of_the_wrong_type_are_wrong_type(functions):
    assert type(refused(lambda: Rules.from_text("scoring=f", functions))) is WrongTypeError


def test_a_record_under_other_rules_is_an_invalid_argument():
    record = "TP1-E-AAAAAAB [easy,jokers=1]: 20"
    assert type(refused(lambda: Game.from_record(record, "easy"))) is InvalidArgumentError
    assert Game.from_record(record, "jokers=1").rules == Rules(jokers=1)


# -- budgets: one check, the same answers on every path ------------------------------------------

BUDGET_VALUES = st.one_of(
    st.integers(-3, 3), st.integers(2**53 - 2, 2**53 + 2), st.integers(2**62, 2**66),
    st.integers(4300, 5000).map(lambda n: 10**n), st.floats(), st.booleans(), st.none(),
    st.text(max_size=3), st.lists(st.integers(), max_size=2),
)
DEADLINES = st.one_of(st.floats(), st.integers(-(2**70), 2**70), st.integers(4300, 5000).map(lambda n: 10**n),
                      st.booleans(), st.none(), st.text(max_size=3))
GAME = Game.from_record(QUICK_RECORD)  # near the end of a won deal: any budget answers at once


def answer(call):
    try:
        return repr(call())
    except BudgetExceeded as stop:
        return f"budget: {stop}"
    except (ValueError, TypeError) as error:
        assert isinstance(error, (InvalidArgumentError, WrongTypeError)), f"{type(error).__name__}: {error}"
        assert len(str(error)) < MAX_MESSAGE
        return f"{type(error).__name__}: {error}"


def on_both_paths(call):
    """(C answer, pure-Python answer) of ``call``; the C one is None when the extension was not built."""
    saved = search._fastsearch, PAR._fastpar
    try:
        c = answer(call) if saved[0] is not None and saved[1] is not None else None
        search._fastsearch, PAR._fastpar = None, None
        return c, answer(call)
    finally:
        search._fastsearch, PAR._fastpar = saved


@FEW
@given(budget=BUDGET_VALUES, deadline=DEADLINES, entry=st.sampled_from(["solve", "hint", "salvage", "par"]))
def test_budgets_and_deadlines_are_checked_alike_on_the_c_and_python_paths(budget, deadline, entry):
    if isinstance(deadline, (int, float)) and not isinstance(deadline, bool) and abs(deadline) < 2**70:
        assume(abs(float(deadline) - time.monotonic()) > 3600)  # never a race with the clock
    pos = GAME.position()
    calls = {
        "solve": lambda: search.solve_position(pos, max_nodes=budget, deadline=deadline),
        "hint": lambda: tuple(hint(GAME, budget=budget)),
        "salvage": lambda: tuple(salvage(pos, budget=budget))[:3],
        "par": lambda: tuple(par(GAME, max_nodes=budget, deadline=deadline)),
    }
    c, python = on_both_paths(calls[entry])
    assert c is None or c == python
    good = budget is None or type(budget) is int and 1 <= budget <= 2**53
    if not good:
        assert python.startswith(("InvalidArgumentError", "WrongTypeError")), python


def test_the_board_refuses_a_hint_budget_the_solver_would_refuse():
    from tripeaks_widget import TriPeaksWidget

    for budget in (2**63, 2**64, 10**5000):
        assert type(refused(lambda: TriPeaksWidget("TP1-E-AAAAAAB", hint_budget=budget))) is InvalidArgumentError
    board = TriPeaksWidget("TP1-E-AAAAAAB", hint_budget=2**53)
    assert board.hint().kind == "move"


def test_the_board_refuses_a_hint_budget_set_later_as_its_constructor_does():
    # Set after the board is made, a budget is checked as the constructor checks it (same error, same
    # words) and refused before it is kept: the Hint button never meets a budget the solver would refuse.
    from tripeaks_widget import TriPeaksWidget

    board = TriPeaksWidget("TP1-E-AAAAAAB", hint_budget=5_000)
    before = board.state
    for budget in (2**63, 0, -1, 10**5000, "5", 5.0, True):
        made = refused(lambda: TriPeaksWidget("TP1-E-AAAAAAB", hint_budget=budget))
        error = refused(lambda: setattr(board, "hint_budget", budget))
        assert (type(error), str(error)) == (type(made), str(made)), budget
        assert type(error) in (InvalidArgumentError, WrongTypeError)
        assert board.hint_budget == 5_000 and board.state == before
    board.hint_budget = 2**53
    assert board.hint().kind == "move"
    board.hint_budget = None  # no limit, as the constructor allows
    assert board.hint_budget is None
    for fair in ("yes", None, 1):
        made = refused(lambda: TriPeaksWidget("TP1-E-AAAAAAB", fair_hints=fair))
        error = refused(lambda: setattr(board, "fair_hints", fair))
        assert (type(error), str(error)) == (type(made), str(made)) and board.fair_hints is True


# -- compare's arguments ---------------------------------------------------------------------

FOLDER = tempfile.mkdtemp(prefix="tripeaks-refusals-")
JUNK = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.floats(allow_nan=True), st.text(max_size=4),
                 st.binary(max_size=3), st.lists(st.integers(0, 3), max_size=2),
                 st.integers(4300, 4400).map(lambda n: 10**n))
PATHS = st.one_of(JUNK, st.sampled_from(["", " ", FOLDER, os.path.join(FOLDER, "missing", "x.jsonl"),
                                         "run.jsonl", "\x00"]), st.just(Path("run.jsonl")))


@settings(FEW, max_examples=80)
@given(
    rule_sets=st.lists(st.sampled_from(["easy", "classic", "easy,standard", "EASY", "classic,jokers=1"]),
                       min_size=1, max_size=3),
    players=st.lists(st.sampled_from(["greedy", "random", "Greedy "]), min_size=1, max_size=2),
    deals=st.one_of(st.integers(0, 3), st.lists(st.integers(0, 3), max_size=3), st.just(range(2, 2)),
                    st.just(range(10**5000, 10**5000 + 2)), st.integers(4300, 4400).map(lambda n: 10**n)),
    executor=st.one_of(st.sampled_from(["inline", " Inline", "bogus", "", 5]), st.builds(InlineExecutor), JUNK),
    workers=st.one_of(st.none(), st.integers(-2, 300), JUNK),
    chunk=st.one_of(st.integers(-1, 12), JUNK),
    progress=st.one_of(st.just(False), JUNK),
    path=PATHS,
)
def test_compare_refuses_bad_arguments_and_never_counts_a_game_twice(rule_sets, players, deals, executor, workers,
                                                                     chunk, progress, path):
    if executor is None or executor is True or progress in (True, None) or progress is True:
        executor, progress = "inline", False  # no processes, no bar
    if isinstance(path, (str, Path)) and str(path).endswith("run.jsonl") and not os.path.isabs(str(path)):
        path = os.path.join(tempfile.mkdtemp(dir=FOLDER), str(path))
    before = os.fstat(1)
    results = None

    def call():
        nonlocal results
        results = compare(rule_sets, players, deals, executor, progress=progress, results_file=path,
                          workers=workers, chunk=chunk)

    error = refused(call)
    assert os.fstat(1) == before  # the caller's stdout is never closed
    if error is None:
        distinct = len(set(deals)) if isinstance(deals, list) else len(range(deals) if isinstance(deals, int) else deals)
        assert all(row.games == distinct for row in results.rows)
        assert len({(row.rules, row.player) for row in results.rows}) == len(results.rows)
        assert len(results.rows) == len({Rules.from_text(r).text for r in rule_sets}) * len(
            {p.strip().lower() for p in players})


@pytest.mark.parametrize("rule_sets,players", [
    (["easy", "easy"], "greedy"), (["easy", "easy,standard"], "greedy"), ("easy", ["greedy", "greedy"]),
    (["classic", Rules(king_ace=False)], "greedy"),
])
def test_a_rule_set_or_player_given_twice_is_refused(rule_sets, players):
    error = refused(lambda: compare(rule_sets, players, range(5), "inline", progress=False))
    assert type(error) is InvalidArgumentError and "twice" in str(error)


@pytest.mark.parametrize("deals", [0, [], range(3, 3), iter([])])
def test_no_deals_is_refused_rather_than_a_made_up_interval(deals):
    error = refused(lambda: compare("easy", "greedy", deals, "inline", progress=False))
    assert type(error) is InvalidArgumentError and "no deals" in str(error)


@pytest.mark.parametrize("value,error", [(True, WrongTypeError), (1, WrongTypeError), (0, WrongTypeError),
                                         (1.5, WrongTypeError), (b"run.jsonl", WrongTypeError),
                                         ("", InvalidArgumentError), (FOLDER, InvalidArgumentError),
                                         (os.path.join(FOLDER, "no", "x"), InvalidArgumentError)])
def test_results_file_is_a_path_only_and_stdout_stays_open(value, error):
    before = os.fstat(1)
    got = refused(lambda: compare("easy", "greedy", 2, "inline", progress=False, results_file=value))
    assert type(got) is error and os.fstat(1) == before


@pytest.mark.parametrize("call,error", [
    (lambda: compare("easy", "greedy", 2, executor="bogus"), InvalidArgumentError),
    (lambda: compare("easy", "greedy", 2, "inline", workers=-1, progress=False), InvalidArgumentError),
    (lambda: compare("easy", "greedy", 2, "inline", workers=0, progress=False), InvalidArgumentError),
    (lambda: compare("easy", "greedy", 2, "inline", workers=1.5, progress=False), WrongTypeError),
    (lambda: compare("easy", "greedy", 2, "inline", workers=True, progress=False), WrongTypeError),
    (lambda: compare("easy", "greedy", 2, "inline", workers="2", progress=False), WrongTypeError),
    (lambda: compare("easy", "greedy", range(10**5000, 10**5000 + 3), "inline"), InvalidArgumentError),
    (lambda: compare("easy", "greedy", 10**5000, "inline"), InvalidArgumentError),
    (lambda: play_many("greedy", range(10**5000, 10**5000 + 3)), InvalidArgumentError),
    (lambda: play_many("greedy", [10**5000]), InvalidArgumentError),
    (lambda: play_game("greedy", "TP1-E-AAAAAAB"), WrongTypeError),
    (lambda: View.of("TP1-E-AAAAAAB"), WrongTypeError),
    (lambda: wilson(-1, 5), InvalidArgumentError),
    (lambda: wilson(6, 5), InvalidArgumentError),
    (lambda: wilson(1, 5, math.nan), InvalidArgumentError),
    (lambda: wilson(1.5, 5), WrongTypeError),
    (lambda: greedy_player("a view"), WrongTypeError),
    (lambda: random_player(GAME), WrongTypeError),
    (lambda: fair_hint_player(None), WrongTypeError),
    (lambda: perfect_player(View.of(GAME)), WrongTypeError),
    (lambda: greedy_player(View.of(play_game("greedy", Game.from_code("TP1-E-AAAAAAB")))), InvalidArgumentError),
    (lambda: perfect_player(play_game("greedy", Game.from_code("TP1-E-AAAAAAB"))), InvalidArgumentError),
    (lambda: fair_hint_player(View.of(GAME)), InvalidArgumentError),  # off play_game it has no game to hint on
    (lambda: local_executor(0), InvalidArgumentError),
    (lambda: compare("easy", "greedy", 2, "inline", progress=False).to_csv(1), WrongTypeError),
])
def test_the_lab_helpers_raise_the_documented_errors(call, error):
    assert type(refused(call)) is error


# -- the results file: random corruption of a real one ------------------------------------------

DEALS = range(8)
RULE_SETS = ["easy", "classic"]


def run(path):
    return compare(RULE_SETS, "greedy", DEALS, "inline", progress=False, results_file=path, chunk=3)


CLEAN = run(None).rows
_real = os.path.join(FOLDER, "real.jsonl")
run(_real)
REAL = Path(_real).read_bytes()
LINES = REAL.count(b"\n")

EDITS = st.one_of(
    st.tuples(st.just("byte"), st.integers(0, len(REAL) - 1), st.binary(min_size=1, max_size=1)),
    st.tuples(st.just("delete"), st.integers(0, len(REAL) - 1), st.integers(1, 40)),
    st.tuples(st.just("insert"), st.integers(0, len(REAL)), st.one_of(
        st.binary(max_size=8), st.sampled_from([b"\x00", b"\xff\xfe", b"\n", b"[]\n", b"{}\n", b'"x"\n']))),
    st.tuples(st.just("duplicate"), st.integers(0, LINES - 1), st.integers(0, LINES)),
    st.tuples(st.just("swap"), st.integers(0, LINES - 1), st.integers(0, LINES - 1)),
    st.tuples(st.just("cut"), st.integers(0, len(REAL))),
    st.tuples(st.just("value"), st.integers(0, LINES - 1), st.sampled_from([
        (b'"won": true', b'"won": "false"'), (b'"won": false', b'"won": "false"'), (b'"won": false', b'"won": true'),
        (b'"won": false', b'"won": 0'), (b'"score": ', b'"score": 1'), (b'"score": ', b'"score": "'),
        (b'"deal": ', b'"deal": 1'), (b'"score": 6', b'"score": 5'), (b'"record": "', b'"record": "x'),
        (b'"rules": "easy"', b'"rules": "classic"'), (b'"player": "greedy"', b'"player": "random"'),
        (b', "score"', b', "scores"'), (b"{", b"["), (b"draw", b"Draw"), (b"draw", b"dra"),
    ])),
)


def edit(data: bytes, change) -> bytes:
    kind, *args = change
    lines = data.split(b"\n")
    if kind == "byte":
        return data[:args[0]] + args[1] + data[args[0] + 1:]
    if kind == "delete":
        return data[:args[0]] + data[args[0] + args[1]:]
    if kind == "insert":
        return data[:args[0]] + args[1] + data[args[0]:]
    if kind == "duplicate":
        lines.insert(min(args[1], len(lines) - 1), lines[min(args[0], len(lines) - 1)])
    elif kind == "swap":
        a, b = (min(i, len(lines) - 1) for i in args)
        lines[a], lines[b] = lines[b], lines[a]
    elif kind == "cut":
        return data[:args[0]]
    else:
        index, (old, new) = min(args[0], len(lines) - 1), args[1]
        lines[index] = lines[index].replace(old, new, 1)
    return b"\n".join(lines)


@settings(FEW, max_examples=100)
@given(changes=st.lists(EDITS, min_size=1, max_size=3))
def test_a_corrupt_results_file_is_refused_in_one_line_or_only_its_intact_lines_count(changes):
    data = REAL
    for change in changes:
        data = edit(data, change)
    path = os.path.join(tempfile.mkdtemp(dir=FOLDER), "run.jsonl")
    Path(path).write_bytes(data)
    error = refused(lambda: run(path), InvalidArgumentError)
    if error is not None:
        assert str(error).startswith(f"results file {short(path)}, line ") and len(str(error).splitlines()) == 1
        assert Path(path).read_bytes() == data  # left as it was
        return
    assert run(path).rows == CLEAN
    again = run(path)  # the repaired file resumes again, and every game is in it
    assert again.rows == CLEAN
    assert len(results_file.read(path, {(r, "greedy"): Rules.from_text(r) for r in RULE_SETS}).games) == 16


def test_a_resume_after_a_crash_cuts_the_cut_line_and_resumes_again(tmp_path):
    path = tmp_path / "run.jsonl"
    path.write_bytes(REAL + b'{"rules": "easy", "pla')  # a crash cut the last line short
    assert run(path).rows == CLEAN
    assert run(path).rows == CLEAN  # the second resume used to fail on the cut line
    assert path.read_bytes() == REAL


@pytest.mark.parametrize("line,reason", [
    (b'{"rules": "easy", "player": "greedy", "deal": 0, "won": "false", "score": 1, "record": "x"}', "won must be"),
    (b"\xff\xfe{}", "not UTF-8"),
    (b"\x00\x00", "not a JSON line"),
    (b"[1, 2]", "not a JSON object"),
    (b'{"rules": "easy", "player": "greedy", "deal": 0, "won": true, "record": "x"}', "no score field"),
    (b'{"rules": "easy", "player": "greedy", "deal": 0, "won": true, "score": "a lot", "record": "x"}',
     "score must be a whole number"),
    (b'{"deal": ' + b"9" * 5000 + b"}", "not a JSON line"),
    (b"[" * 100_000, "not a JSON line"),
])
def test_each_bad_line_is_refused_with_one_line(tmp_path, line, reason):
    path = tmp_path / "run.jsonl"
    path.write_bytes(line + b"\n" + REAL)
    error = refused(lambda: run(path), InvalidArgumentError)
    assert error is not None and ", line 1: " in str(error) and reason in str(error), error
    assert path.read_bytes() == line + b"\n" + REAL


def test_the_same_game_twice_with_two_outcomes_is_refused(tmp_path):
    first = REAL.split(b"\n")[0]
    other = first.replace(b'"won": false', b'"won": true') if b'"won": false' in first else first.replace(
        b'"won": true', b'"won": false')
    path = tmp_path / "run.jsonl"
    path.write_bytes(REAL + other + b"\n")
    error = refused(lambda: run(path), InvalidArgumentError)
    assert error is not None and f"line {LINES + 1}: " in str(error)
    path.write_bytes(REAL + first + b"\n")  # the same outcome twice: counted once
    assert run(path).rows == CLEAN


# -- the board ---------------------------------------------------------------------------------


@pytest.mark.parametrize("keyword,meant", [("variants", "rules"), ("rule_set", "rules"), ("Rules", "rules"),
                                           ("hint_budjet", "hint_budget"), ("playback", None)])
def test_the_board_refuses_unknown_keywords_naming_the_right_one(keyword, meant):
    from tripeaks_widget import TriPeaksWidget

    error = refused(lambda: TriPeaksWidget("TP1-E-AAAAAAB", **{keyword: "joker"}))
    assert type(error) is WrongTypeError and repr(keyword) in str(error)
    assert meant is None or f"did you mean {meant}=" in str(error)


def test_the_browser_cannot_write_the_replay_and_autoplay_is_true_or_false():
    from tripeaks_widget import TriPeaksWidget

    board = TriPeaksWidget("TP1-E-AAAAAAB")
    assert type(refused(lambda: board.replay([20], autoplay="yes"))) is WrongTypeError
    assert board.playback == {} and board.game.moves == 0
    board.replay([20, 23], autoplay=False)
    playback = dict(board.playback)
    board.set_state({"playback": {"id": 99, "steps": []}, "state": {}})
    assert board.playback == playback and playback["autoplay"] is False


def test_a_row_of_no_games_shows_no_rate_and_no_interval():
    class StopAfterOne(InlineExecutor):
        submitted = 0

        def submit(self, fn, /, *args, **kwargs):
            self.submitted += 1
            if self.submitted > 1:
                raise KeyboardInterrupt
            return super().submit(fn, *args, **kwargs)

    results = compare(["easy", "classic"], "greedy", 40, StopAfterOne(), progress=False, chunk=5)
    assert results.interrupted and [row.games for row in results.rows] == [5, 0]
    assert str(results).splitlines()[3].split()[-3:] == ["0/0", "—", "—"]  # two header lines, then the rows
    assert results.records()[1]["win_rate"] is None and results.records()[1]["win_low"] is None
    assert results.to_csv().splitlines()[2] == "classic,greedy,0,0,,,,,,"
