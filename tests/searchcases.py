"""The positions on which the solver's C code must agree with the pure-Python code.

Shared by ``tests/test_fastsearch.py`` (the CPython extensions) and
``tests/pyodide/wasm_check.py`` (the same C built to WebAssembly, run in Pyodide),
so both paths are held to the same cases.  The search: deals drawn uniformly from
the whole code space under both rules, the same deals some way into a game, every
rule knob, and budgets that stop the search.  Par: games under seven rule sets
(both scorings), from the start and later, some stopped by their budget.
Standard library and the package only: it runs in Pyodide too.
"""

from __future__ import annotations

import random
import sys
import time

from tripeaks_widget import Game, Rules
from tripeaks_widget.engine.codes import DEAL_COUNT, GameCode, Rule
from tripeaks_widget.solver import BudgetExceeded, actions, after, par, search

PAR = sys.modules["tripeaks_widget.solver.par"]

KNOBS = (
    Rules(king_ace=False, draw_when_stuck=True),
    Rules(jokers=1),
    Rules(king_ace=False, jokers=2),
    Rules(empty_waste=True),
    Rules(king_ace=False, open_peaks=True),
    Rules(redeals=2),
    Rules(king_ace=False, redeals=1, draw_when_stuck=True, jokers=1, empty_waste=True),
    Rules(redeals=10),
)

#: A lost deal with over 50,000 states to prove: budgets stop it mid-search.
LONG_LOST = "TP1-C-AAAAABO"
BUDGETS = (0, 1, 99, 100, 101, 1000, 4321, 50_000)


def run(pos, fast, **budget):
    """(answer, states, passes) with ``search._fastsearch`` set to ``fast`` (None: pure
    Python); a budget stop is an answer too."""
    saved = search._fastsearch
    search._fastsearch = fast
    try:
        s = search._Search(pos, budget.get("max_nodes"), budget.get("deadline"))
        try:
            answer = s.run()
        except BudgetExceeded as stop:
            answer = f"budget: {stop}"
        return answer, s.nodes, s.passes
    finally:
        search._fastsearch = saved


def into_the_game(pos, rng, moves):
    """The position after up to ``moves`` random legal actions (fewer if the game ends)."""
    for _ in range(moves):
        legal = actions(pos)
        if not legal:
            break
        pos = after(pos, rng.choice(legal))
    return pos


def whole_code_space(rule, count):
    rng = random.Random(f"fast-{rule}")
    return [Game(GameCode(rng.randrange(DEAL_COUNT), rule)).position() for _ in range(count)]


def middle_of_games(rule, count):
    rng = random.Random(f"middle-{rule}")
    return [into_the_game(Game(GameCode(rng.randrange(DEAL_COUNT), rule)).position(), rng, rng.randint(1, 40))
            for _ in range(count)]


def under_knob(rules, count):
    rng = random.Random(f"knobs-{rules.text}")
    rule = Rule.EASY if rules.king_ace else Rule.CLASSIC
    return [into_the_game(Game.from_code(GameCode(rng.randrange(DEAL_COUNT), rule), rules).position(), rng,
                          rng.choice([0, 0, 5, 20]))
            for _ in range(count)]


def budget_cases():
    """(position, budget) pairs: node budgets on LONG_LOST, a deadline already passed, and a won position."""
    pos = Game.from_code(LONG_LOST).position()
    cases = [(pos, {"max_nodes": b}) for b in BUDGETS]
    cases.append((pos, {"deadline": time.monotonic() - 1}))
    won = Game.from_code("TP1-E-AAAAAAD").position()
    cases.append((won._replace(removed=(1 << 28) - 1), {}))
    return cases


PAR_RULES = (
    Rules(),
    Rules(king_ace=False),
    Rules(scoring="traditional"),
    Rules(king_ace=False, scoring="traditional"),
    Rules(king_ace=False, jokers=1, redeals=1),
    Rules(draw_when_stuck=True, scoring="traditional", jokers=2),
    Rules(empty_waste=True, open_peaks=True, scoring="traditional"),
)


def run_par(game, fast, **budget):
    """par(game) with ``par._fastpar`` set to ``fast`` (None: pure Python); a budget stop is an answer too."""
    saved = PAR._fastpar
    PAR._fastpar = fast
    try:
        return tuple(par(game, **budget))
    except BudgetExceeded as stop:
        return f"budget: {stop}"
    finally:
        PAR._fastpar = saved


def par_games(rules, count):
    """(game, budget) pairs: deals under ``rules``, some played on at random, with budgets of 300 to 20,000 states."""
    rng = random.Random(f"par-{rules.text}")
    rule = Rule.EASY if rules.king_ace else Rule.CLASSIC
    for _ in range(count):
        game = Game.from_code(GameCode(rng.randrange(DEAL_COUNT), rule), rules)
        for _ in range(rng.choice([0, 10, 25, 35])):
            legal = game.removable_slots()
            if legal and rng.random() < 0.7:
                game.play(rng.choice(legal))
            elif not game.draw():
                break
        yield game, {"max_nodes": rng.choice([300, 3000, 20_000])}


# -- bad budgets: refused alike on every path --------------------------------------------------

#: (name, value) of budgets and deadlines each path must refuse with the same error, or answer alike.
#: Huge ints are built here, never written out (Python will not print past 4300 digits).
BAD_BUDGETS = (
    ("-1", -1), ("0", 0), ("True", True), ("1.5", 1.5), ("'x'", "x"), ("nan", float("nan")),
    ("inf", float("inf")), ("2**53 + 1", 2**53 + 1), ("2**63", 2**63), ("2**64", 2**64),
    ("10**5000", 10**5000), ("[5]", [5]),
)
BAD_DEADLINES = (
    ("nan", float("nan")), ("inf", float("inf")), ("-inf", float("-inf")), ("10**5000", 10**5000),
    ("'x'", "x"), ("True", True), ("[1.0]", [1.0]),
)
#: Good extremes, answered alike: the largest budget, a deadline far off, one in the past, a budget of 1.
GOOD_BUDGETS = (("1", 1), ("2**53", 2**53))
GOOD_DEADLINES = (("1e308", 1e308), ("-1e308", -1e308))
#: A game twenty actions into a won deal: every search from it, even without a budget, is over at once.
QUICK_RECORD = "TP1-E-AAAAAAD: 26 22 27 draw draw draw draw draw 19 17 draw draw 23 draw 18 20 10 24 21 9"


def budget_answers(fast_search, fast_par) -> list:
    """Every entry point that takes a budget or a deadline, with each value above, on the path given
    (``search._fastsearch`` and ``par._fastpar``; None, None: pure Python): [call, answer], where an
    answer is the error's type and message, a budget stop, or the result."""
    from tripeaks_widget.solver import hint, salvage

    saved = search._fastsearch, PAR._fastpar
    search._fastsearch, PAR._fastpar = fast_search, fast_par
    game = Game.from_record(QUICK_RECORD)
    pos = game.position()
    calls = []
    for name, value in BAD_BUDGETS + GOOD_BUDGETS:
        calls += [(f"solve_position(pos, max_nodes={name})", lambda v=value: search.solve_position(pos, max_nodes=v)),
                  (f"hint(game, budget={name})", lambda v=value: tuple(hint(game, budget=v))),
                  (f"salvage(pos, budget={name})", lambda v=value: tuple(salvage(pos, budget=v))[:3]),
                  (f"par(game, max_nodes={name})", lambda v=value: tuple(par(game, max_nodes=v)))]
    for name, value in BAD_DEADLINES + GOOD_DEADLINES:
        calls += [(f"solve_position(pos, deadline={name})", lambda v=value: search.solve_position(pos, deadline=v)),
                  (f"par(game, deadline={name})", lambda v=value: tuple(par(game, deadline=v)))]
    answers = []
    try:
        for call, function in calls:
            try:
                answer = repr(function())
            except BudgetExceeded as stop:
                answer = f"budget: {stop}"
            except Exception as error:  # the answer to compare: which error, and its message
                answer = f"{type(error).__name__}: {error}"
            answers.append([call, answer])
    finally:
        search._fastsearch, PAR._fastpar = saved
    return answers


# -- the search on any layout (solver/anylayout.py; _anysearch in C, _anysearch.wasm in Pyodide) -------------

#: Layouts the pure-Python search takes long on from the deal: a case starts with their first cards gone.
ANY_HEAVY = {"black-hole": 26, "all-in-a-row": 20, "golf": 14, "pyramid": 1, "valley": 6, "tripeaks": 9}
ANY_RULES = ["easy", "classic", "classic,nothing-on-king", "easy,draw-when-stuck"]


def any_layout_cases(count: int) -> list:
    """Positions on every built-in layout under each of ANY_RULES, ``count`` deals each; a heavy layout's with its
    first cards gone (ANY_HEAVY), so the pure-Python search answers in Pyodide too."""
    from tripeaks_widget.engine.shapes import LAYOUTS

    cases = []
    for name in LAYOUTS:
        for text in ANY_RULES:
            rules = Rules.from_text(text if name == "tripeaks" else f"{name},{text}")
            for number in range(count):
                pos = Game(GameCode(number, "easy" if rules.king_ace else "classic", name), rules).position()
                if name == "tripeaks":
                    from tripeaks_widget.engine.layout import TRIPEAKS
                    pos = pos._replace(layout=TRIPEAKS)
                if name in ANY_HEAVY:
                    pos = pos._replace(removed=(1 << ANY_HEAVY[name]) - 1)
                cases.append(pos)
    return cases


def run_any(pos, fast) -> tuple:
    """The search on any layout from ``pos`` by the module ``fast`` (``_anysearch`` or its WebAssembly build):
    the line of one pass in slot order, then in passes (anylayout.PASSES) the line and the states searched, then
    the fewest cards left (``fewest``: status, cards left, line, states)."""
    from tripeaks_widget.solver import anylayout

    layout = pos.layout
    args = (layout.cover_mask, pos.ranks, pos.stock, pos.wrap, pos.nothing_on_king, pos.draw_only_when_stuck,
            pos.removed, -1 if pos.waste is None else pos.waste, None, None, time.monotonic)
    _, one_pass, _ = fast.search(*args, None, anylayout.DRAW)
    _, line, nodes = fast.search(*args, anylayout.PASSES, anylayout.DRAW)
    return one_pass, line, nodes, list(fast.fewest(*args, one_pass is None, anylayout.DRAW))
