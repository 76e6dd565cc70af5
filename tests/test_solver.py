"""The exact solver: every line it gives wins in the engine, every "lost" is proved another way."""

import os
import random
import time

import pytest

from enginecheck import COVERS
from tripeaks_widget import Game, Rules
from tripeaks_widget.engine.position import JOKER_RANK, Position
from tripeaks_widget.solver import (
    DRAW,
    BudgetExceeded,
    Hint,
    actions,
    after,
    hint,
    solve,
    solve_position,
)

ALL = (1 << 28) - 1


@pytest.fixture(autouse=True, params=["python", "c"])
def search_path(request, monkeypatch):
    """Every test here runs on the pure-Python search and on the C one (``tests/test_fastsearch.py``)."""
    from tripeaks_widget.solver import search

    if request.param == "python":
        monkeypatch.setattr(search, "_fastsearch", None)
    elif search._fastsearch is None:
        if os.environ.get("TRIPEAKS_REQUIRE_FAST_SOLVER"):
            pytest.fail("TRIPEAKS_REQUIRE_FAST_SOLVER is set but the C search was not built")
        pytest.skip("the C search was not built (no C compiler at install)")
    return request.param


CLASSIC_RULE_SETS = (
    Rules(king_ace=False),
    Rules(king_ace=False, draw_when_stuck=True),
    Rules(king_ace=False, jokers=1),
    Rules(king_ace=False, empty_waste=True),
    Rules(king_ace=False, open_peaks=True),
    Rules(king_ace=False, draw_when_stuck=True, jokers=1, empty_waste=True),
    Rules(king_ace=False, jokers=2),
    Rules(king_ace=False, redeals=1),
    Rules(king_ace=False, redeals=2, draw_when_stuck=True),
    Rules(king_ace=False, jokers=2, redeals=1, empty_waste=True),
)


# -- a plain rules model, written from the spec, for independent proofs ----------------


def fits(card, top, wrap):
    if top is None or card == JOKER_RANK or top == JOKER_RANK:
        return True
    return abs(card - top) == 1 or (wrap and abs(card - top) == 12)


def plain_actions(pos):
    playable = [
        s for s in range(28)
        if not pos.removed >> s & 1 and all(pos.removed >> c & 1 for c in COVERS.get(s, ()))
        and fits(pos.ranks[s], pos.waste, pos.wrap)
    ]
    can_draw = pos.stock and not (pos.draw_only_when_stuck and playable)
    return playable + ([DRAW] if can_draw else [])


def plain_after(pos, action):
    if action == DRAW:
        return pos._replace(stock=pos.stock[1:], waste=pos.stock[0])
    return pos._replace(removed=pos.removed | 1 << action, waste=pos.ranks[action])


def brute_force_winnable(pos):
    """Every sequence of actions, no memo, no pruning: only for tiny positions."""
    if pos.removed == ALL:
        return True
    return any(brute_force_winnable(plain_after(pos, a)) for a in plain_actions(pos))


def memo_winnable(pos):
    """A plain memoised search over (removed, cards drawn, waste rank), with masks for speed."""
    cover = [sum(1 << c for c in COVERS.get(s, ())) for s in range(28)]
    lost = set()

    def search(removed, drawn, waste):
        if removed == ALL:
            return True
        key = (removed, drawn, waste)
        if key in lost:
            return False
        fitting = False
        for s in range(28):
            if not removed >> s & 1 and removed & cover[s] == cover[s] and fits(pos.ranks[s], waste, pos.wrap):
                fitting = True
                if search(removed | 1 << s, drawn, pos.ranks[s]):
                    return True
        may_draw = drawn < len(pos.stock) and not (pos.draw_only_when_stuck and fitting)
        if may_draw and search(removed, drawn + 1, pos.stock[drawn]):
            return True
        lost.add(key)
        return False

    return search(pos.removed, 0, pos.waste)


def replays_to_a_win(pos, line):
    for action in line:
        assert action in plain_actions(pos), f"{action!r} is not legal"
        pos = plain_after(pos, action)
    return pos.removed == ALL


def tiny_position(rng, max_cards=7, max_stock=5):
    """A random position with at most ``max_cards`` cards left: slots still in place are closed upwards."""
    above = {s: [t for t, cov in COVERS.items() if s in cov] for s in range(28)}
    while True:
        left = set()
        for seed in rng.sample(range(28), rng.randint(1, 2)):
            todo = [seed]
            while todo:
                s = todo.pop()
                if s not in left:
                    left.add(s)
                    todo.extend(above[s])
        if len(left) <= max_cards:
            break
    pool = list(range(1, 14)) + [JOKER_RANK]
    ranks = tuple(rng.choice(pool) if rng.random() < 0.1 else rng.randint(1, 13) for _ in range(28))
    stock = tuple(rng.randint(1, 13) for _ in range(rng.randint(0, max_stock)))
    waste = None if rng.random() < 0.1 else rng.randint(0, 13)
    removed = ALL & ~sum(1 << s for s in left)
    return Position(ranks, removed, stock, waste, rng.random() < 0.5, rng.random() < 0.3)


# -- the solver against the engine -------------------------------------------------------


@pytest.mark.parametrize("rule", ["E", "C"])
def test_every_line_wins_in_the_engine(rule):
    won = 0
    for number in range(40):
        code = f"TP1-{rule}-{'AAAAAAA'[:-2]}{chr(65 + number // 26)}{chr(65 + number % 26)}"
        line = solve(Game.from_code(code))
        if line is not None:
            assert Game.replay(code, line).status == "won", code
            won += 1
    assert won >= (36 if rule == "E" else 20)


@pytest.mark.parametrize("rules", CLASSIC_RULE_SETS, ids=lambda r: r.text)
def test_lines_win_under_every_rule_set(rules):
    for number in range(1, 13):
        code = f"TP1-C-AAAAAA{chr(65 + number)}"
        game = Game.from_code(code, rules)
        line = solve(game)
        if number <= 2 and not rules.open_peaks:
            assert (line is None) == (not memo_winnable(game.position())), code
        if line is not None:
            assert Game.replay(code, line, rules).status == "won", code


def test_from_the_middle_of_a_game():
    game = Game.from_code("TP1-E-AAAAAAD")
    for action in solve(game)[:20]:
        game.draw() if action == DRAW else game.play(action)
    line = solve(game)
    for action in line:
        assert game.draw() if action == DRAW else game.play(action)
    assert game.status == "won"
    assert solve(game) == []


def test_documented_deal_lost_under_classic():
    assert solve(Game.from_code("TP1-C-AAAAAAD")) is None
    assert solve(Game.from_code("TP1-E-AAAAAAD")) is not None


def test_lost_deals_agree_with_a_plain_memoised_search():
    lost_seen = 0
    for number in range(1, 6):
        pos = Game.from_code(f"TP1-C-AAAAA{chr(65 + number // 26)}{chr(65 + number % 26)}").position()
        line = solve_position(pos)
        assert (line is None) == (not memo_winnable(pos)), number
        lost_seen += line is None
    assert lost_seen >= 2


def test_tiny_positions_against_brute_force():
    rng = random.Random(2024)
    outcomes = set()
    for _ in range(400):
        pos = tiny_position(rng)
        line = solve_position(pos)
        assert (line is not None) == brute_force_winnable(pos), pos
        if line is not None:
            assert replays_to_a_win(pos, line), (pos, line)
        outcomes.add(line is None)
    assert outcomes == {True, False}


def test_medium_positions_against_a_plain_memoised_search(monkeypatch, search_path):
    """Up to 14 cards and 12 to come: the draw limit (runs and windows, looked up before each draw) prunes here."""
    from tripeaks_widget.solver import search

    compute = search._DrawLimit._compute
    cuts = []

    def counting(self, removed, left):
        limit = compute(self, removed, left)
        cuts.append(limit < len(self.stock))
        return limit

    monkeypatch.setattr(search._DrawLimit, "_compute", counting)
    rng = random.Random(12)
    outcomes = set()
    cut_positions = 0
    for _ in range(150):
        pos = tiny_position(rng, max_cards=14, max_stock=12)
        cuts.clear()
        line = solve_position(pos)
        cut_positions += any(cuts)
        assert (line is not None) == memo_winnable(pos), pos
        if line is not None:
            assert replays_to_a_win(pos, line), (pos, line)
        outcomes.add(line is None)
    assert outcomes == {True, False}
    if search_path == "python":  # the C search has its own draw limit, checked equal in test_fastsearch
        assert cut_positions >= 50  # the limit cut the stock short in most of them (83 of 150)


def test_hand_made_lost_positions():
    ranks = [5] * 28
    # Classic: two Kings on the bottom row, one Queen to come: one King stays.
    ranks[26], ranks[27] = 13, 13
    pos = Position(tuple(ranks), ALL & ~(1 << 26 | 1 << 27), (12, 3), 2, wrap=False)
    assert not brute_force_winnable(pos) and solve_position(pos) is None
    # The same under Easy: the Ace on the waste reaches the first King, the Queen the other.
    pos = pos._replace(waste=1, wrap=True)
    assert brute_force_winnable(pos) and replays_to_a_win(pos, solve_position(pos))
    # A 7 under a 9 with no 8 anywhere: lost however the 9 goes.
    ranks[0], ranks[3], ranks[4] = 7, 9, 10
    pos = Position(tuple(ranks), ALL & ~(1 << 0 | 1 << 3 | 1 << 4), (11, 10, 9), 10, wrap=True)
    assert not brute_force_winnable(pos) and solve_position(pos) is None
    # Traditional rule: the 6 must go on the 7 at once, which leaves the 5 under it
    # nothing to go on; drawing on to the 10 and the 5 first wins.
    ranks = [5] * 28
    ranks[26], ranks[27], ranks[17] = 11, 6, 5
    pos = Position(tuple(ranks), ALL & ~(1 << 26 | 1 << 27 | 1 << 17), (7, 10, 5), 2, False, True)
    assert not brute_force_winnable(pos) and solve_position(pos) is None
    free = pos._replace(draw_only_when_stuck=False)
    assert solve_position(free) == [DRAW, DRAW, 26, DRAW, 27, 17]


# -- move generation, perft style --------------------------------------------------------

PERFT = {
    # distinct (removed, stock, waste) positions after exactly 1, 2, ... actions
    ("TP1-E-AAAAAAB", ()): [4, 10, 23, 45, 71, 121, 183, 269],
    ("TP1-C-AAAAAAB", ()): [2, 6, 10, 16, 24, 35, 56, 81],
    ("TP1-E-AAAAAAD", ()): [2, 4, 6, 7, 9, 13, 16, 21],
    ("TP1-E-AAAAAAB", ("draw-when-stuck", "empty-waste", "joker")): [10, 16, 18, 26, 37, 53, 63, 70],
}


def perft_positions(pos, depth):
    level, counts = {pos}, []
    for _ in range(depth):
        level = {after(p, a) for p in level for a in actions(p)}
        counts.append(len(level))
    return counts


def perft_engine(code, rules, depth):
    level, counts = [Game.from_code(code, rules)], []
    for _ in range(depth):
        seen = {}
        for game in level:
            for action in game.removable_slots() + [DRAW]:
                child = game.copy()
                if child.draw() if action == DRAW else child.play(action):
                    p = child.position()
                    seen.setdefault((p.removed, len(p.stock), p.waste), child)
        level = list(seen.values())
        counts.append(len(level))
    return counts


@pytest.mark.parametrize("code,names", list(PERFT))
def test_perft_counts(code, names):
    rules = Rules.from_text(",".join(("easy" if "-E-" in code else "classic",) + names))
    expected = PERFT[(code, names)]
    start = Game.from_code(code, rules).position()
    assert perft_positions(start, len(expected)) == expected
    assert perft_engine(code, rules, len(expected)) == expected


def test_actions_match_the_engine_along_random_games():
    rng = random.Random(7)
    for number in range(20):
        rules = rng.choice(CLASSIC_RULE_SETS).replace(king_ace=number % 2 == 0)
        game = Game.from_code(f"TP1-{'EC'[number % 2]}-AAAAAB{chr(65 + number)}", rules)
        while game.status == "playing":
            pos = game.position()
            expected = game.removable_slots() + ([DRAW] if game.copy().draw() else [])
            assert actions(pos) == expected == plain_actions(pos)
            action = rng.choice(expected)
            game.draw() if action == DRAW else game.play(action)
            assert game.position() == after(pos, action)


# -- budgets ---------------------------------------------------------------------------


def hard_position():
    return Game.from_code("TP1-C-AAAAABO").position()  # lost, and it takes over 50,000 states to prove


def test_node_budget_is_respected():
    for budget in (1, 50, 1000):
        with pytest.raises(BudgetExceeded):
            solve_position(hard_position(), max_nodes=budget)
    assert solve_position(hard_position(), max_nodes=10**7) is None


def test_deadline_is_respected():
    with pytest.raises(BudgetExceeded):
        solve_position(hard_position(), deadline=time.monotonic() - 1)


# -- hints -----------------------------------------------------------------------------


def test_perfect_information_hint_follows_a_winning_line():
    game = Game.from_code("TP1-E-AAAAAAD")
    h = hint(game)
    assert h.kind == "move" and h.action == h.line[0]
    assert Game.replay(game.code, h.line).status == "won"


def test_hint_kinds():
    for fair in (False, True):
        # Lost, and still a next step: the first move of the line clearing the most cards.
        lost = hint(Game.from_code("TP1-C-AAAAAAD"), budget=2_000, fair=fair)  # too few to prove the line best
        assert (lost.kind, lost.action, lost.exact) == ("lost", lost.line[0], False) and lost.cleared > 0
        assert Game.replay("TP1-C-AAAAAAD", lost.line).moves == len(lost.line)
    assert hint(Game.from_code("TP1-C-AAAAABO"), budget=1000).kind == "budget"
    assert hint(Game.from_code("TP1-C-AAAAABO"), budget=1000, fair=True).kind == "budget"
    won = Game.replay("TP1-E-AAAAAAD", solve(Game.from_code("TP1-E-AAAAAAD")))
    assert hint(won).kind == "won"


def test_fair_hint_is_legal_and_deterministic():
    for code in ("TP1-E-AAAAAAB", "TP1-E-AAAAAAD", "TP1-E-AAAAAAF"):
        game = Game.from_code(code)
        h = hint(game, fair=True)
        assert h.kind == "move"
        assert h.action in actions(game.position())
        assert 0 <= h.chance <= 1
        assert hint(game, fair=True) == h


def test_fair_hint_does_not_depend_on_hidden_cards():
    game = Game.from_code("TP1-E-AAAAAAB")
    other = game.copy()
    # Swap two stock cards and two face-down cards: the player cannot tell the games apart.
    stock = list(other._stock)
    stock[3], stock[17] = stock[17], stock[3]
    tableau = list(other._tableau)
    tableau[0], tableau[12] = tableau[12], tableau[0]
    other._stock, other._tableau = tuple(stock), tuple(tableau)
    assert other.position() != game.position()
    assert solve(other) is not None and solve(game) is not None
    assert hint(other, fair=True) == hint(game, fair=True)


def test_fair_hint_with_almost_no_budget_falls_back_to_the_simple_rule():
    game = Game.from_code("TP1-E-AAAAAAB")
    nodes_to_decide = 50
    while True:
        try:
            solve_position(game.position(), max_nodes=nodes_to_decide)
            break
        except BudgetExceeded:
            nodes_to_decide *= 2
    h = hint(game, budget=nodes_to_decide, fair=True)
    assert h.kind == "move" and h.action in game.removable_slots()


def test_short_passes_in_shuffled_orders_stay_exact(monkeypatch):
    import tripeaks_widget.solver.search as solver_module

    monkeypatch.setattr(solver_module, "FIRST_PASS_NODES", 2)
    monkeypatch.setattr(solver_module, "LAST_PASS_FROM", 200)
    rng = random.Random(99)
    for _ in range(150):
        pos = tiny_position(rng)
        line = solve_position(pos)
        assert (line is not None) == brute_force_winnable(pos), pos
        if line is not None:
            assert replays_to_a_win(pos, line)
    for number in range(1, 8):
        code = f"TP1-E-AAAAAA{chr(65 + number)}"
        line = solve(Game.from_code(code))
        assert line is not None and Game.replay(code, line).status == "won"
