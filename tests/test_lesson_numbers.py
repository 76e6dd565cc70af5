"""A number a lesson states about the game is a number the engine computes (issue 43 §1).

- **The lowest and highest scores are derived from the rules, not read from the text.** Every set of removed
  cards the layout allows (a card only after the two lying on it: 22,932 sets), with every number of draws the
  stock allows, is scored action by action by the engine's own scoring (``engine.scoring``). Random games, undo
  included, show that the engine's score is exactly that: the score of the actions that stand. So the lowest
  score of any position is the least of these, 452, and a win scores 749 to 772. Real deals reach the bounds:
  one ends stuck at 452, one is won with every card drawn (749). No deal among the first 2,000 can be won
  without a draw (checked below; the same check over deals 0-399,999 found none either), so 772 stays a bound
  ("at best"): the lessons never say a game reached it.
- **Every number from 11 up in a lesson's prose** (markdown cells, all three languages; code, card names like
  7♠ and numbers in `code` are left out) is listed in ``NUMBERS`` with the engine, solver or documented
  measurement it must equal, or in ``NOT_ABOUT_THE_GAME`` with what it is. A new number in a lesson fails here
  until its check is written. Smaller numbers (ranks, row numbers, lesson numbers) are too common to list; the
  ones that state a fact about the game are checked in ``SMALL_FACTS``.
- **The same for the exercises' questions, hints and solution texts** (the catalogues): their computed answers are
  placeholders the engine fills in; a number they state in words of their own is in ``EXERCISE_NUMBERS``.
"""

from __future__ import annotations

import functools
import random
import re
import statistics
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))

import build_notebooks as builder  # noqa: E402

from tripeaks_widget import Game, par, solve  # noqa: E402
from tripeaks_widget.engine import scoring  # noqa: E402
from tripeaks_widget.engine.codes import GameCode  # noqa: E402
from tripeaks_widget.engine.deal import deal_for  # noqa: E402
from tripeaks_widget.engine.examples import START_LINE, WON_GAME, WON_GAME_CODE  # noqa: E402
from tripeaks_widget.engine.game import UNDO_LIMIT  # noqa: E402
from tripeaks_widget.engine.i18n import LANGS  # noqa: E402
from tripeaks_widget.engine.layout import BOTTOM_ROW, COVERED_BY, PEAK_SLOTS, ROWS, SLOT_COUNT  # noqa: E402
from tripeaks_widget.engine.rules import Rules  # noqa: E402
from tripeaks_widget.lab import wilson  # noqa: E402
from tripeaks_widget.lab.experiment import Z95  # noqa: E402
from tripeaks_widget.engine.layouts import Layout  # noqa: E402
from tripeaks_widget.lessons.exercises import DEALS, QUICK_WIN  # noqa: E402
from tripeaks_widget.lessons.layout_exercises import LAYOUT_DEALS, SHORT_GOLF  # noqa: E402
from tripeaks_widget.solver.hints import FAIR_SAMPLES  # noqa: E402
from tripeaks_widget.solver.search import DRAW, actions, after, solve_position  # noqa: E402

LESSONS = REPO / "lessons"
START = "TP1-E-AAAAAAB"
STOCK = Game.from_code(START).stock_size
APP = Rules()
PEAK_TOPS = frozenset(ROWS[0])
PEAK_MASKS = tuple(sum(1 << s for s in peak) for peak in PEAK_SLOTS)


# -- the lowest and highest scores, from the rules ------------------------------------


def _removal_points(removed: int, slot: int) -> int:
    """The engine's points for removing ``slot`` when ``removed`` is gone already (app scoring)."""
    after_mask = removed | 1 << slot
    clears = any(mask >> slot & 1 and after_mask & mask == mask for mask in PEAK_MASKS)
    before = sum(removed & mask == mask for mask in PEAK_MASKS)
    event = scoring.MoveEvent(slot, None, 1, clears, before, SLOT_COUNT - after_mask.bit_count(), False)
    return scoring.points(APP, event)


@functools.cache
def removal_scores() -> dict[int, int]:
    """Every set of removed slots the layout allows (bitmask), with the score of removing them, in any order.

    Built card by card from the empty table; a set reached in two orders must score the same (the app's
    scoring has no runs), which the search checks as it goes.
    """
    scores = {0: scoring.start_score(False)}
    frontier = [0]
    while frontier:
        grown = []
        for removed in frontier:
            for slot in range(SLOT_COUNT):
                if removed >> slot & 1 or not all(removed >> c & 1 for c in COVERED_BY[slot]):
                    continue
                score = scoring.apply(False, scores[removed], _removal_points(removed, slot))
                bigger = removed | 1 << slot
                if bigger in scores:
                    assert scores[bigger] == score, f"removing {bigger:#x} scores differently in another order"
                else:
                    scores[bigger] = score
                    grown.append(bigger)
        frontier = grown
    return scores


@functools.cache
def with_draws(score: int, draws: int) -> int:
    """``score`` after ``draws`` draws, scored by the engine."""
    for _ in range(draws):
        score = scoring.apply(False, score, scoring.points(APP, scoring.MoveEvent(DRAW, None, 0, False, 0, 0, False)))
    return score


_bounds: dict = {}


def derived_bounds() -> dict:
    """The lowest score of any position, and the lowest and highest score of a win, over every position."""
    if not _bounds:
        _bounds.update(_derive())
    return _bounds


@pytest.fixture(scope="module")
def bounds() -> dict:
    return derived_bounds()


def _derive() -> dict:
    scores = removal_scores()
    everything = (1 << SLOT_COUNT) - 1
    lowest = min(with_draws(score, draws) for score in scores.values() for draws in range(STOCK + 1))
    # Where the lowest score lies: the removed cards and the peaks emptied there.
    lowest_sets = {removed for removed, score in scores.items() if with_draws(score, STOCK) == lowest}
    return {
        "sets": len(scores), "lowest": lowest, "lowest_sets": lowest_sets,
        "best_win": with_draws(scores[everything], 0), "worst_win": with_draws(scores[everything], STOCK),
        "lowest_with_a_peak": min(with_draws(score, draws) for removed, score in scores.items()
                                  if any(removed & mask == mask for mask in PEAK_MASKS)
                                  for draws in range(STOCK + 1)),
    }


def test_the_lowest_and_highest_scores_follow_from_the_rules(bounds):
    assert bounds["sets"] == 22932
    assert bounds["lowest"] == 452 and bounds["best_win"] == 772 and bounds["worst_win"] == 749
    # 452: every card but the three at the top of the peaks (no peak emptied), and the whole stock drawn.
    all_but_tops = sum(1 << s for s in range(SLOT_COUNT) if s not in PEAK_TOPS)
    assert bounds["lowest_sets"] == {all_but_tops}
    assert bounds["lowest"] == scoring.APP_START - (SLOT_COUNT - len(PEAK_TOPS)) - STOCK
    assert bounds["lowest_with_a_peak"] > bounds["lowest"]  # emptying a peak only ever raises the floor


def test_the_engines_score_is_the_score_of_the_actions_that_stand():
    """Random games with undo: the score is always the one the bounds above give the position."""
    scores = removal_scores()
    rng = random.Random(43)
    for number in range(40):
        game = Game(GameCode(number))
        for _ in range(120):
            roll = rng.random()
            if roll < 0.15 and game.can_undo:
                game.undo()
            elif game.removable_slots() and roll < 0.7:
                game.play(rng.choice(game.removable_slots()))
            elif game.can_draw:
                game.draw()
            removed = sum(1 << s for s in range(SLOT_COUNT) if game.is_removed(s))
            assert game.score == with_draws(scores[removed], game.history.count(DRAW)), (game.code, game.history)


def _line_without_the_tops(pos):
    """A line that removes every card but the three peak tops (a depth-first search on the solver's positions)."""
    goal = sum(1 << s for s in range(SLOT_COUNT) if s not in PEAK_TOPS)
    seen = set()

    def search(position, line):
        if position.removed == goal:
            return line
        key = (position.removed, len(position.stock), position.waste)
        if key in seen:
            return None
        seen.add(key)
        for action in actions(position):
            if action not in PEAK_TOPS:
                found = search(after(position, action), line + [action])
                if found is not None:
                    return found
        return None

    return search(pos, [])


def test_real_deals_reach_the_lowest_score_and_the_lowest_win(bounds):
    # The lowest score, as a final score: a game that ends stuck there.
    game = Game.from_code("TP1-E-AAAAAAA")
    line = _line_without_the_tops(game.position())
    game = Game.replay(game.code, line + [DRAW] * (STOCK - line.count(DRAW)))
    assert game.status == "stuck" and game.cleared_peaks == (False, False, False)
    assert game.score == bounds["lowest"]
    # The lowest win: the first deal whose solver line draws the whole stock.
    won = next(Game.replay(code, line) for code in (GameCode(n).text for n in range(100))
               if (line := solve(Game.from_code(code))) and line.count(DRAW) == STOCK)
    assert won.status == "won" and won.score == bounds["worst_win"]
    # No win without a draw on these deals (a win needs one run of 28 cards): 772 is a bound, not a game seen.
    assert all(solve_position(Game(GameCode(n)).position()._replace(stock=())) is None for n in range(2000))


# -- every number in a lesson's prose ---------------------------------------------------

_CODE = re.compile(r"`[^`]*`")
_CARD = re.compile(r"(?<![\w])(?:10|[2-9]|[AJQKRD])[♣♦♥♠]")
_NUMBER = re.compile(r"(?<![\w.,])\d{1,3}(?:(?:,|\.| | )\d{3})+(?![\d])|(?<![\w.,])\d+(?:[.,]\d+)?")


def prose(name: str, lang: str) -> str:
    cells = builder.parse(LESSONS / f"{name}.md")
    text = "\n".join("\n".join(cell["text"][lang]) for cell in cells if cell["kind"] == "md")
    return _CARD.sub(" ", _CODE.sub(" ", text))


def numbers_in(text: str) -> set[float]:
    found = set()
    for token in _NUMBER.findall(text):
        if re.fullmatch(r"\d{1,3}(?:[,.  ]\d{3})+", token):
            found.add(int(re.sub(r"\D", "", token)))
        else:
            found.add(float(token.replace(",", ".")) if re.search(r"[.,]", token) else int(token))
    return found


def _won_game_peaks() -> list[int]:
    game = Game.from_code(WON_GAME_CODE)
    moves = []
    for number, action in enumerate(WON_GAME, start=1):
        if (game.draw() if action == DRAW else game.play(action)).cleared_peak is not None:
            moves.append(number)
    return moves


def _documented_cards() -> int:
    """The cards the rules pages show of TP1-E-AAAAAAB: the bottom row, the waste and the card the walk-through
    turns up."""
    game = Game.replay(START, START_LINE)
    turned = [s for s in range(SLOT_COUNT) if s not in BOTTOM_ROW and game.is_face_up(s)]
    return len(BOTTOM_ROW) + 1 + len(turned)


def _solver_rate(rule: str, deals: int = 2000) -> tuple[float, float]:
    won = sum(solve(Game(GameCode(n, rule))) is not None for n in range(deals))
    return wilson(won, deals)


def _rate_fits(percent: int, rule: str) -> bool:
    """The lesson's rounded win rate over 10,000 deals lies in the solver's 95 % interval on deals 0-1999."""
    low, high = _solver_rate(rule)
    return low <= percent / 100 + 0.005 and percent / 100 - 0.005 <= high


def _solver_doc_row(rule: str) -> tuple[int, float]:
    """docs/solver.md's cross-check: deals and win % of the perfect player, deals 0-9999."""
    text = (REPO / "docs" / "solver.md").read_text(encoding="utf-8")
    match = re.search(rf"^\| {rule} \| ([\d,]+) \| [\d,]+ \| ([\d.]+) \|", text, re.M)
    return int(match.group(1).replace(",", "")), float(match.group(2))


_par = {}


def _par_on_won_game():
    if not _par:
        best = par(Game.from_code(WON_GAME_CODE))
        _par["score"], _par["draws"] = best.score, list(best.line).count(DRAW)
    return _par


_lesson5 = (LESSONS / "05-variants.md").read_text(encoding="utf-8")
_lesson2 = (LESSONS / "02-king-ace-rule.md").read_text(encoding="utf-8")
_lesson7 = (LESSONS / "07-one-pile-many-games.md").read_text(encoding="utf-8")


def _rows(layout) -> list[list[int]]:
    """A layout's rows (slots by row number), a built-in one named or a Layout."""
    layout = Rules.from_text(layout).layout if isinstance(layout, str) else layout
    rows: dict[int, list[int]] = {}
    for slot, (_, row) in enumerate(layout.positions):
        rows.setdefault(row, []).append(slot)
    return [rows[r] for r in sorted(rows)]


def _columns(name: str) -> int:
    """The columns of a column layout: every row as long as the first."""
    rows = _rows(name)
    assert len({len(row) for row in rows}) == 1, name
    return len(rows[0])


def _black_hole_doc_row() -> tuple[int, int, float]:
    """docs/layouts.md's Black Hole row from deal 0 that the lesson cites (0-399999, all the deals measured):
    first deal, last deal, win %."""
    text = (REPO / "docs" / "layouts.md").read_text(encoding="utf-8")
    match = re.search(r"^\| black-hole,easy \| (?:\*\*)?(0)–(399999)(?:\*\*)? \| (?:\*\*)?[\d,]+(?:\*\*)? \| "
                      r"(?:\*\*)?([\d.]+) %", text, re.M)
    return int(match.group(1)), int(match.group(2)), float(match.group(3))

#: {lesson: {number: (what it is, a check against the engine, the solver or a documented measurement)}}
NUMBERS = {
    "01-setup": {
        12: ("cards the rules document", lambda: _documented_cards() == 12),
        13: ("the slot the walk-through's A♠ and 2♦ lay on", lambda: set(COVERED_BY[13]) == set(START_LINE[1:])),
        17: ("the last slot of row 3", lambda: ROWS[2][-1] == 17),
        18: ("the first slot of the bottom row; the cards face down at the start",
             lambda: ROWS[3][0] == 18 and sum(not Game.from_code(START).is_face_up(s) for s in range(28)) == 18),
        23: ("cards in the stock", lambda: STOCK == 23),
        27: ("the last slot", lambda: SLOT_COUNT - 1 == 27),
        28: ("cards in the peaks", lambda: SLOT_COUNT == 28),
        52: ("cards in the deck", lambda: len(deal_for(0)) == 52 == len(set(deal_for(0)))),
        500: ("the starting score", lambda: Game.from_code(START).score == 500),
    },
    "02-king-ace-rule": {
        95: ("the level of the Wilson interval", lambda: abs(statistics.NormalDist().cdf(Z95) - 0.975) < 1e-9),
        1.96: ("the z of a 95 % interval", lambda: round(Z95, 2) == 1.96),
        73: ("Classic's win rate over 10,000 deals (docs/solver.md), in the solver's interval",
             lambda: round(_solver_doc_row("Classic")[1]) == 73 and _rate_fits(73, "classic")),
        97: ("Easy's win rate over 10,000 deals (docs/solver.md), in the solver's interval",
             lambda: round(_solver_doc_row("Easy")[1]) == 97 and _rate_fits(97, "easy")),
        200: ("deals the lesson's code measures", lambda: "DEALS = 200" in _lesson2 and DEALS == 200),
        10_000: ("deals of the documented cross-check", lambda: _solver_doc_row("Easy")[0] == 10_000
                 == _solver_doc_row("Classic")[0]),
    },
    "03-end-conditions": {
        23: ("cards in the stock", lambda: STOCK == 23),
        28: ("cards in the peaks", lambda: SLOT_COUNT == 28),
        100: ("the actions undo keeps", lambda: UNDO_LIMIT == 100),
    },
    "04-scoring": {
        12: ("cards the rules document", lambda: _documented_cards() == 12),
        17: ("the fewest draws of a win on TP1-E-AAAAAAD", lambda: _par_on_won_game()["draws"] == 17),
        22: ("the documented game's draws", lambda: WON_GAME.count(DRAW) == 22),
        23: ("cards in the stock", lambda: STOCK == 23),
        25: ("the most cards removed with no peak emptied (the lowest score's position)",
             lambda: [bin(s).count("1") for s in derived_bounds()["lowest_sets"]] == [25]),
        28: ("cards in the peaks", lambda: SLOT_COUNT == 28),
        37: ("the move that empties the right peak", lambda: _won_game_peaks()[0] == 37),
        42: ("the move that empties the second peak", lambda: _won_game_peaks()[1] == 42),
        48: ("the actions that stand at the lowest score", lambda: scoring.APP_START - derived_bounds()["lowest"] == 48),
        50: ("the last move of the documented game", lambda: _won_game_peaks()[2] == 50 == len(WON_GAME)),
        99: ("the jump of a move that empties a peak", lambda: scoring.removal_points(False, 1, 0, True) == 99),
        100: ("the peak bonus", lambda: scoring.APP_PEAK_BONUS == 100),
        300: ("three peak bonuses", lambda: len(PEAK_SLOTS) * scoring.APP_PEAK_BONUS == 300),
        452: ("the lowest possible score", lambda: derived_bounds()["lowest"] == 452),
        500: ("the starting score", lambda: scoring.APP_START == 500),
        749: ("the lowest score of a win without undo", lambda: derived_bounds()["worst_win"] == 749),
        750: ("the documented game's score", lambda: Game.replay(WON_GAME_CODE, WON_GAME).score == 750),
        755: ("par on TP1-E-AAAAAAD", lambda: _par_on_won_game()["score"] == 755),
        772: ("the highest score of a win", lambda: derived_bounds()["best_win"] == 772),
    },
    "05-variants": {
        15: ("the traditional bonus of the first two peaks", lambda: scoring.TRADITIONAL_PEAK_BONUS[:2] == (15, 15)),
        16: ("the fair hint's guesses", lambda: FAIR_SAMPLES == 16),
        28: ("cards in the peaks", lambda: SLOT_COUNT == 28),
        30: ("the traditional bonus of the third peak", lambda: scoring.TRADITIONAL_PEAK_BONUS[2] == 30),
        53: ("the joker is the stock's 53rd card",
             lambda: len(deal_for(0)) + 1 == 53 and Game.from_code(START, "jokers=1").stock_size == STOCK + 1),
        97: ("Easy's win rate (lesson 2, docs/solver.md)", lambda: round(_solver_doc_row("Easy")[1]) == 97),
        100: ("deals the lab cell measures", lambda: "deals=100" in _lesson5),
        199: ("the last deal measured", lambda: DEALS - 1 == 199),
        200: ("deals measured", lambda: DEALS == 200 and "deals=200" in _lesson5),
        500: ("the app's starting score", lambda: scoring.APP_START == 500),
        95: ("the level of the error bars", lambda: abs(statistics.NormalDist().cdf(Z95) - 0.975) < 1e-9),
        1000: ("deals of docs/lab.md's worked example",
               lambda: "deals=1000" in (REPO / "docs" / "lab.md").read_text(encoding="utf-8")),
    },
    "06-learn-from-your-game": {},
    "07-one-pile-many-games": {
        17: ("Black Hole's columns", lambda: _columns("black-hole") == 17),
        28: ("cards in TriPeaks' peaks", lambda: SLOT_COUNT == 28),
        49: ("the last deal the lesson solves", lambda: LAYOUT_DEALS - 1 == 49 and "deals=50" in _lesson7),
        87: ("Black Hole's win rate over deals 0-399999 (docs/layouts.md)", lambda: round(_black_hole_doc_row()[2]) == 87),
        95: ("the level of the intervals", lambda: abs(statistics.NormalDist().cdf(Z95) - 0.975) < 1e-9),
        97: ("Easy's win rate (lesson 2, docs/solver.md)", lambda: round(_solver_doc_row("Easy")[1]) == 97),
        399_999: ("the last deal of the documented Black Hole run", lambda: _black_hole_doc_row()[1] == 399_999),
        400_000: ("the deals of the documented Black Hole run",
                  lambda: _black_hole_doc_row()[1] - _black_hole_doc_row()[0] + 1 == 400_000),
    },
}
#: Numbers in the prose that say nothing about the game, by lesson.
NOT_ABOUT_THE_GAME = {
    "01-setup": {30: "minutes"},
    "02-king-ace-rule": {30: "minutes", 100: "0–100 %"},
    "03-end-conditions": {30: "minutes"},
    "04-scoring": {30: "minutes"},
    "05-variants": {45: "minutes"},
    "06-learn-from-your-game": {30: "minutes"},
    "07-one-pile-many-games": {45: "minutes"},
}
#: Small numbers that state a fact about the game: (lesson, what, check).
SMALL_FACTS = [
    ("01-setup", "rows of 3, 6, 9 and 10; 10 face up", lambda: tuple(map(len, ROWS)) == (3, 6, 9, 10)
     and sum(Game.from_code(START).is_face_up(s) for s in range(28)) == 10),
    ("01-setup", "one point per card", lambda: Game.replay(START, START_LINE).score == 500 - len(START_LINE)),
    ("02-king-ace-rule", "three first moves under Easy, one under Classic",
     lambda: (len(Game.from_code(START).removable_slots()), len(Game.from_code("TP1-C-AAAAAAB").removable_slots()))
     == (3, 1)),
    ("03-end-conditions", "QUICK_WIN draws 3 times", lambda: QUICK_WIN.count(DRAW) == 3),
    ("04-scoring", "peaks of 9, 9 and 10 cards; the bottom row shared 3, 3, 4",
     lambda: [len(p) for p in PEAK_SLOTS] == [9, 9, 10]
     and [len(p & set(BOTTOM_ROW)) for p in PEAK_SLOTS] == [3, 3, 4]),
    ("05-variants", "a draw costs 5 in the traditional scoring", lambda: scoring.TRADITIONAL_DRAW == -5),
    ("07-one-pile-many-games", "Golf: 7 columns of 5, all face up; Black Hole's columns of 3, no stock, the A♠",
     lambda: _columns("golf") == 7 and len(_rows("golf")) == 5 and all(Rules.from_text("golf").layout.face_up)
     and len(_rows("black-hole")) == 3 and Rules.from_text("black-hole").layout.stock == 0
     and str(Game.from_code("TP1-E-AAAAAAA-BLACK-HOLE").waste_top) == "A♠"),
    ("07-one-pile-many-games", "short-golf: columns of 3; my-layout: a stock of 8",
     lambda: len(_rows(Layout.from_text(SHORT_GOLF))) == 3 and "stock 8" in _lesson7),
]


@pytest.mark.parametrize("name", list(NUMBERS))
@pytest.mark.parametrize("lang", LANGS)
def test_every_number_a_lessons_prose_states_is_checked(name, lang):
    found = {n for n in numbers_in(prose(name, lang)) if n >= 11 or not float(n).is_integer()}
    unchecked = found - set(NUMBERS[name]) - set(NOT_ABOUT_THE_GAME[name])
    assert not unchecked, f"{lang}/{name} states {sorted(unchecked)}: add a check to NUMBERS (or NOT_ABOUT_THE_GAME)"


@pytest.mark.parametrize("name", list(NUMBERS))
def test_each_listed_number_is_what_the_engine_computes_and_is_in_the_lesson(name):
    for number, (what, check) in NUMBERS[name].items():
        assert check(), f"{name}: {number} ({what}) is not what the engine computes"
        for lang in LANGS:  # a listed number no lesson states any more is a stale entry
            assert number in numbers_in(prose(name, lang)), f"{lang}/{name} no longer states {number} ({what})"


@pytest.mark.parametrize("lesson,what,check", SMALL_FACTS, ids=[f"{lesson}: {what}" for lesson, what, _ in SMALL_FACTS])
def test_the_small_facts_the_lessons_state(lesson, what, check):
    assert check(), f"{lesson}: {what}"


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_4_gives_the_derived_bounds_and_not_449(lang):
    text = prose("04-scoring", lang)
    assert "500 − 48 = 452" in text and "749" in text and "772" in text
    for name in NUMBERS:
        assert 449 not in numbers_in(prose(name, lang)), f"{lang}/{name}: no game can end at 449"


def test_the_number_check_catches_a_new_number():
    assert numbers_in("ends at 449 points, 10 000 deals, 10,000 or 10.000; 1,96 and 7♠") >= {449, 10_000, 1.96, 7}
    assert 7 not in numbers_in(_CARD.sub(" ", "the 7♠ turns up"))
    assert 12 not in numbers_in(_CODE.sub(" ", "`deals=12` here"))


def test_the_teachers_key_names_the_claims_from_outside_the_help_pages():
    key = builder.teacher_key()
    section = key[key.index("## What the lessons take from outside the original help pages"):]
    for lesson, words in (("05-variants", "Microsoft"), ("05-variants", "1, 2, 3…"), ("02-king-ace-rule", "97 %")):
        assert words in prose(lesson, "en") and words in section, words
    assert "kaynaklar Papaz ile Ası ardışık kabul etmez" in section and "bu noktada ayrılır" in section
    for lang, divided in (("en", "**divided**"), ("tr", "**ayrıldığını**"), ("nb", "**uenige**")):
        assert divided in prose("05-variants", lang) and "¹" in prose("05-variants", lang)


# -- the numbers in the exercises' questions, hints and solutions (the catalogues) -----------

#: {number: (what it is, check)}: every number from 11 up that an exercise's text states in words of its own
#: (the computed answers are placeholders, filled in by the engine when the box shows them).
EXERCISE_NUMBERS = {
    15: ("the traditional bonus of the first two peaks", lambda: scoring.TRADITIONAL_PEAK_BONUS[:2] == (15, 15)),
    23: ("cards in the stock", lambda: STOCK == 23),
    30: ("the traditional bonus of the third peak", lambda: scoring.TRADITIONAL_PEAK_BONUS[2] == 30),
    37: ("the move that empties the first peak", lambda: _won_game_peaks()[0] == 37),
    52: ("cards in the deck", lambda: len(deal_for(0)) == 52),
    99: ("undoing a move that emptied a peak", lambda: scoring.removal_points(False, 1, 0, True) == 99),
    100: ("the peak bonus", lambda: scoring.APP_PEAK_BONUS == 100),
    199: ("the last deal measured", lambda: DEALS - 1 == 199),
    49: ("the last deal lesson 7 solves", lambda: LAYOUT_DEALS - 1 == 49),
    300: ("three peak bonuses", lambda: len(PEAK_SLOTS) * scoring.APP_PEAK_BONUS == 300),
    500: ("the starting score", lambda: scoring.APP_START == 500),
    750: ("the documented game's score", lambda: Game.replay(WON_GAME_CODE, WON_GAME).score == 750),
}


def exercise_texts(lang: str) -> str:
    """The questions, hints and solution texts of every exercise, placeholders and deal codes left out."""
    from tripeaks_widget.lessons import EXERCISES

    entries = _catalogue(lang)
    texts = [entries.get(f"lesson_{exercise_id.replace('.', '_')}{part}", "")
             for exercise_id in EXERCISES for part in ("_q", "_hint", "_why")]
    assert sum(map(bool, texts)) >= 2 * len(EXERCISES)  # every question and hint, and the solutions' texts
    return re.sub(r"TP1-\w-\w+|\{[^}]*\}", " ", _CARD.sub(" ", "\n".join(texts)))


@functools.cache
def _catalogue(lang: str) -> dict[str, str]:
    """{context: text} of a language's catalogue (the English source for en), every plural form joined."""
    polib = pytest.importorskip("polib")
    path = (REPO / "tripeaks_widget" / "locale" / "tripeaks.pot" if lang == "en"
            else REPO / "tripeaks_widget" / "locale" / lang / "LC_MESSAGES" / "tripeaks.po")
    texts = {}
    for entry in polib.pofile(str(path)):
        if lang == "en":
            texts[entry.msgctxt] = " ".join(filter(None, (entry.msgid, entry.msgid_plural)))
        else:
            texts[entry.msgctxt] = " ".join([entry.msgstr, *entry.msgstr_plural.values()])
    return texts


@pytest.mark.parametrize("lang", LANGS)
def test_every_number_an_exercise_states_is_checked(lang):
    found = {n for n in numbers_in(exercise_texts(lang)) if n >= 11}
    assert found <= set(EXERCISE_NUMBERS), f"{lang}: the exercises state {sorted(found - set(EXERCISE_NUMBERS))}"
    for number, (what, check) in EXERCISE_NUMBERS.items():
        assert check(), f"{number} ({what}) is not what the engine computes"


def test_lesson_5s_starting_player_beats_the_simple_and_the_lookahead_player_on_its_100_deals():
    """Lesson 5's prose: "On these 100 deals the starting `my_player` already beats the simple player and the
    lookahead player". Its `my_player` is `turns_up_player` (the same line of code)."""
    from tripeaks_widget.lab import compare, greedy_player, lookahead_player, turns_up_player

    assert "return max(slots, key=view.turns_up)" in _lesson5 and "deals=100" in _lesson5
    table = compare("easy", [turns_up_player, greedy_player, lookahead_player], deals=100, executor="inline",
                    progress=False)
    won = {row.player: row.won for row in table.rows}
    assert won["turns-up"] > max(won["greedy"], won["lookahead"]), won
