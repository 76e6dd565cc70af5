"""The coach's review (issue 22, part 1): invariants on played games, the fixed cases, texts and bad input."""

import json
import random

import pytest

from tripeaks_widget import (
    Game,
    IllegalMoveError,
    InvalidArgumentError,
    Rules,
    UnknownLanguageError,
    WrongTypeError,
    par,
    review,
    solve,
)
from tripeaks_widget.coach import BLUNDER_SAMPLES, INACCURACY_CARDS, INACCURACY_POINTS, VERDICTS
from tripeaks_widget.coach.analysis import CLOSE_FACTOR, Chance, sample_actions
from tripeaks_widget.engine.examples import CLASSIC_LOST_CODE, START_CODE, START_LINE, WON_GAME, WON_GAME_CODE
from tripeaks_widget.engine.i18n import LANGS
from tripeaks_widget.lab.players import deal, greedy_player, perfect_player, play_game, random_player
from tripeaks_widget.solver import BudgetExceeded


def par_player(game):
    """Perfect for the score: it follows par's line (the lab's perfect player wins, but not always with the fewest draws)."""
    return par(game).line[0]


par_player.sees_everything = True


def played(player, number, rules="easy"):
    return play_game(player, deal(number, Rules.from_text(rules)))


def after(game, action):
    copy = game.copy()
    assert copy.draw() if action == "draw" else copy.play(action)
    return copy


def check_invariants(game, result):
    """Every move's exact values against solve and par, asked again here on a fresh replay."""
    assert [m.action for m in result.moves] == game.history
    assert [m.number for m in result.moves] == list(range(1, len(game.history) + 1))
    replay = Game.from_code(game.game_code, game.rules)
    for m in result.moves:
        assert m.winnable_before == (solve(replay) is not None)
        assert m.par_before == par(replay).score
        assert m.action in m.legal and m.best
        children = {a: after(replay, a) for a in m.legal}
        pars = {a: par(c).score for a, c in children.items()}
        assert max(pars.values()) == m.par_before  # par is the best any move keeps
        assert m.best == tuple(a for a in m.legal if pars[a] == m.par_before)
        assert m.best_winnable == tuple(a for a in m.legal if m.winnable_before and solve(children[a]) is not None)
        replay = children[m.action]
        assert m.winnable_after == (solve(replay) is not None)
        assert m.par_after == par(replay).score == pars[m.action]
        assert m.card == replay.waste_top
        # The verdict from its thresholds.
        if m.winnable_before and not m.winnable_after:
            assert m.verdict == "blunder"
        elif m.par_after == m.par_before:
            assert m.verdict == "best"
        else:
            limit = INACCURACY_CARDS if game.rules.scoring == "cards-left" else INACCURACY_POINTS
            assert m.verdict == ("inaccuracy" if m.points_lost <= limit else "costly")
        chance = m.chance_before
        expected = result.samples * (BLUNDER_SAMPLES if m.verdict == "blunder" else 1)
        # Close evidence is sampled CLOSE_FACTOR times more (deals that come out the same count each time).
        assert chance.samples in (expected, expected * CLOSE_FACTOR) and 0 <= chance.low <= chance.rate <= chance.high <= 1
        assert m.chance_after.wins <= chance.wins  # a deal the move wins is a deal the position wins
        assert m.visible == bool(m.better_chance) and m.action not in m.better_chance
        assert m.line() and m.line("tr") and m.line("nb")
    if game.status.value == "won":
        assert result.turning_point is None
        assert all(m.verdict != "blunder" for m in result.moves)
    assert result.score == game.score and result.result == game.status


GAMES = [
    (greedy_player, 0, "easy"), (greedy_player, 3, "easy"), (greedy_player, 1, "classic"),
    (random_player, 4, "easy"), (random_player, 2, "classic"),
    (par_player, 3, "easy"), (par_player, 5, "easy"),
    (greedy_player, 6, "easy,jokers=1,redeals=1"), (random_player, 8, "classic,draw-when-stuck,empty-waste"),
    (random_player, 9, "easy,open-peaks"),
]


@pytest.mark.parametrize("player, number, rules", GAMES, ids=lambda x: getattr(x, "__name__", str(x)))
def test_invariants_on_played_games(player, number, rules):
    game = played(player, number, rules)
    check_invariants(game, review(game, samples=4))


def test_the_score_perfect_players_games_are_all_best():
    for number in (3, 5, 12):
        game = played(par_player, number)
        result = review(game, samples=2)
        assert {m.verdict for m in result.moves} == {"best"}, number
        assert result.score == result.par and result.turning_point is None


def test_the_perfect_player_never_blunders():
    # The lab's perfect player follows a winning line, not always the one with the fewest draws:
    # on a winnable deal it never blunders, but it may play an inaccuracy.
    for number in (3, 5):
        game = played(perfect_player, number)
        result = review(game, samples=2)
        assert game.status.value == "won" and result.turning_point is None
        assert {m.verdict for m in result.moves} <= {"best", "inaccuracy", "costly"}


def test_the_walk_through_of_lesson_1_loses_at_move_3():
    result = review(f"{START_CODE}: " + " ".join(map(str, START_LINE)))
    assert [m.verdict for m in result.moves] == ["best", "best", "blunder"]
    assert result.turning_point == 3
    third = result.moves[2]
    assert third.winnable_before and not third.winnable_after and third.best_winnable == (24,)
    assert third.best == (24,) and third.suggestion() == 24
    # From what the player saw, 2♦ looked as good as anything: bad luck, and the line says so.
    assert not third.visible and third.chance_after.rate > 0.8
    assert third.line().startswith("Bad luck: playing 2♦ lost the deal")
    assert third.line("tr").startswith("Şanssızlık: 2♦ hamlesi dağıtımı kaybettirdi")
    assert third.line("nb").startswith("Uflaks: med 2♦ gikk given tapt")
    assert "(the turning point)" in result.summary()


def test_the_documented_won_game_has_no_blunder_and_shows_where_5_points_went():
    result = review(Game.replay(WON_GAME_CODE, WON_GAME), samples=8)
    assert result.result.value == "won" and result.score == 750 and result.par == 755
    assert result.turning_point is None and all(m.winnable_before for m in result.moves)
    assert sum(points for _, points in result.losses) == 5
    losing = [m for m in result.moves if m.par_after < m.par_before]
    assert losing and all(m.verdict == "inaccuracy" for m in losing)
    numbers = [str(m.number) for m in losing]
    assert "Par fell by 5 points in all" in result.summary() and all(n in result.summary() for n in numbers)
    assert "Par toplam 5 puan düştü" in result.summary("tr")
    assert "Par falt med 5 poeng" in result.summary("nb")
    for m in losing:  # each line says what the move cost and names a move that kept par
        points = f"{m.points_lost} point" + ("s" if m.points_lost > 1 else "")
        assert m.line().startswith(f"Inaccuracy: this move cost {points} of par; ")
        assert m.line().endswith(f" kept par at {m.par_before}") and m.suggestion() in m.best


def test_a_deal_lost_from_the_start_has_no_blunder_and_says_so():
    game = play_game(greedy_player, Game.from_code(CLASSIC_LOST_CODE))
    result = review(game, samples=8)
    assert game.status.value == "stuck" and not result.winnable_at_start
    assert result.turning_point is None
    assert all(not m.winnable_before and not m.winnable_after and not m.best_winnable for m in result.moves)
    assert "could not be won from the start: no move lost it" in result.summary()
    assert "en baştan kazanılamazdı" in result.summary("tr")
    assert "kunne ikke vinnes fra starten av" in result.summary("nb")


def test_a_visible_blunder_names_the_move_that_kept_the_deal_winnable():
    game = played(greedy_player, 3)
    result = review(game, samples=16)
    turning = result.moves[result.turning_point - 1]
    assert turning.visible
    better = turning.suggestion()
    assert better in turning.best_winnable and better in turning.better_chance
    assert turning.line() == "Playing K♠ lost the deal: J♥ on the Q♠ kept it winnable"


def test_the_review_is_seeded_and_json_for_the_board():
    game = played(random_player, 7)
    first, again = review(game, samples=6, seed=3), review(game.record(), samples=6, seed=3)
    assert first == again
    data = first.to_json("tr")
    assert json.loads(json.dumps(data)) == data
    assert data["turning_point"] == first.turning_point and data["summary"] == first.summary("tr")
    assert len(data["moves"]) == len(game.history)
    move = data["moves"][0]
    assert set(move) >= {"number", "action", "slot", "best", "verdict", "visible", "line", "par_before", "par_after",
                         "chance"}
    assert set(move["chance"]) >= {"rate", "low", "high", "samples"}
    assert data["labels"]["par"] == "par" and data["labels"]["move"] == "hamle"
    assert set(data["labels"]["verdicts"]) == set(VERDICTS)


def test_progress_is_reported_move_by_move():
    calls = []
    review(f"{START_CODE}: 20 23 22", samples=2, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(0, 3), (1, 3), (2, 3), (3, 3)]


def test_undos_and_hints_come_from_the_game_or_its_record():
    game = Game.from_code(START_CODE)
    game.play(22), game.undo(), game.play(20), game.note_hint()
    result = review(game, samples=2)
    assert (result.undos, result.hints, len(result.moves)) == (1, 1, 1)
    assert review(game.record(), samples=2).undos == 1
    assert "Undos: 1; hints: 1." in result.summary()
    assert "Geri alma: 1; ipucu: 1." in result.summary("tr")
    assert "Angringer: 1; tips: 1." in result.summary("nb")


def test_the_traditional_scoring():
    # Par under the traditional scoring is a branch and bound over every line: a deal where it is quick.
    game = played(greedy_player, 1, "classic,scoring=traditional")
    result = review(game.record(), samples=2)
    check_invariants(game, result)
    assert "costly" in {m.verdict for m in result.moves} and result.par == -18


def test_an_empty_record_and_the_chance_with_nothing_hidden():
    result = review(f"{START_CODE}:")
    assert result.moves == () and result.par == 755 and result.turning_point is None
    assert "The deal can still be won." in result.summary()
    # Open peaks and every stock card seen after a redeal: nothing is hidden, so the chance is the truth.
    game = Game.from_code("TP1-C-AAAAAAB", "classic,open-peaks,redeals=1")
    while game.redeals_left:
        game.draw()
    sampled = sample_actions(game, samples=5, seed=0)
    assert sampled.chance().rate == (solve(game) is not None)


def test_bad_input_is_refused_like_the_record():
    with pytest.raises(IllegalMoveError) as review_error:
        review(f"{START_CODE}: 20 18")
    with pytest.raises(IllegalMoveError) as record_error:
        Game.from_record(f"{START_CODE}: 20 18")
    assert str(review_error.value) == str(record_error.value)
    with pytest.raises(WrongTypeError):
        review(None)
    with pytest.raises(UnknownLanguageError):
        review(f"{START_CODE}: 20", lang="de")
    with pytest.raises(InvalidArgumentError):
        review(f"{START_CODE}: 20", samples=-1)
    with pytest.raises(WrongTypeError):
        review(f"{START_CODE}: 20", progress=5)
    with pytest.raises(BudgetExceeded):
        review(f"{START_CODE}: 20", budget=1)


def test_every_coach_text_is_in_every_language_and_fills_its_fields():
    import catalogues  # scripts/catalogues.py: what a language lacks, or fills wrongly (tests/test_catalogues.py)

    source = catalogues.read(catalogues.template_path(catalogues.ROOT / catalogues.LOCALE))
    assert len([entry for entry in source if entry.msgctxt.startswith("coach_")]) > 30
    for lang in LANGS[1:]:
        assert [line for line in catalogues.problems(lang) if line.startswith("coach_")] == []


def test_chance_is_a_wilson_interval():
    chance = Chance.of(8, 10)
    assert chance.rate == 0.8 and chance.low < 0.8 < chance.high
    assert Chance.of(0, 0).rate == 0.0


def test_random_positions_sample_deals_consistent_with_what_was_seen():
    rng = random.Random(5)
    game = Game.from_code("TP1-E-AAAAAAQ")
    for _ in range(12):
        choices = game.removable_slots() + (["draw"] if game.can_draw_more else [])
        if not choices:
            break
        action = rng.choice(choices)
        game.draw() if action == "draw" else game.play(action)
    sampled = sample_actions(game, samples=10, seed=1)
    assert len(sampled.wins) == 10 and all(len(row) == len(sampled.legal) for row in sampled.wins)


def test_looking_at_fewer_moves_finds_the_same_clearly_better_moves():
    # sample_actions looks at the other moves only when one of them could be clearly better than the one played.
    rng = random.Random(11)
    checked = 0
    for number in (3, 7, 16):
        game = played(random_player, number)
        replay = Game.from_code(game.code)
        for index, action in enumerate(game.history):
            if rng.random() < 0.3:
                lazy = sample_actions(replay, 12, 0, index, played=action)
                full = sample_actions(replay, 12, 0, index, every=True)
                assert lazy.clearly_better(action) == full.clearly_better(action)
                assert lazy.chance() == full.chance() and lazy.chance(action) == full.chance(action)
                checked += 1
            replay = after(replay, action)
    assert checked > 10


def test_samples_0_gives_the_exact_values_only():
    game = played(greedy_player, 3)
    exact, sampled = review(game, samples=0), review(game, samples=4)
    assert [(m.verdict, m.par_after, m.best, m.best_winnable) for m in exact.moves] == [
        (m.verdict, m.par_after, m.best, m.best_winnable) for m in sampled.moves]
    assert all(m.chance_before is None and m.chance_after is None and not m.visible for m in exact.moves)
    assert exact.to_json()["moves"][0]["chance"] is None and json.dumps(exact.to_json("nb"))
    lost = exact.moves[exact.turning_point - 1]
    assert lost.line() == "Playing K♠ lost the deal: J♥ on the Q♠ kept it winnable" and str(exact)
    first = review(f"{START_CODE}: 20 23 22", samples=0).moves[2]
    assert first.line() == "Playing 2♦ lost the deal: K♦ on the A♠ kept it winnable"


def test_the_review_shows_itself_as_a_table_in_a_notebook():
    result = review(f"{START_CODE}: 20 23 22 draw", lang="tr", samples=4)
    page = result._repr_html_()
    assert page.count("<tr") == 5 and "Büyük hata" in page and "kart çekme" in page
    assert '<tr style="font-weight:bold"><td>3</td>' in page  # the turning point
    assert html_escaped(result.summary()) in page and "%" in page
    assert "Kazanma şansı" not in review(f"{START_CODE}: 20", lang="tr", samples=0)._repr_html_()


def html_escaped(text):
    import html

    return html.escape(text)


@pytest.mark.parametrize("rules", ["easy", "classic"])
def test_winnable_agrees_with_solve_on_many_games(rules):
    # Broader and cheaper than check_invariants: solve before and after every move of 12 more games.
    games = [played(player, number, rules) for number in range(20, 26) for player in (greedy_player, random_player)]
    won = 0
    for game in games:
        result = review(game, samples=1)
        replay = Game.from_code(game.game_code, game.rules)
        for m in result.moves:
            assert m.winnable_before == (solve(replay) is not None)
            replay = after(replay, m.action)
            assert m.winnable_after == (solve(replay) is not None)
            assert m.par_after <= m.par_before and (m.par_after == m.par_before) == (m.action in m.best)
            assert set(m.best_winnable) <= set(m.legal) and (not m.winnable_before or m.best_winnable)
        assert result.turning_point == next((m.number for m in result.moves if m.verdict == "blunder"), None)
        if game.status.value == "won":
            won += 1
            assert result.turning_point is None and result.par_now == game.score
    assert won or rules == "classic"


# -- issue 33: no seed decides a sentence ---------------------------------------------------------

SEED_GAME = ("TP1-E-JJHQOUD: 20 draw 24 26 19 27 17 18 21 23 draw 25 14 22 draw draw 9 draw 15 draw 10 11 3 4 draw "
             "draw 12 draw 0 draw draw draw draw 13 5 16 8 draw draw draw draw draw draw 6 draw 1 draw draw draw")


def test_the_same_game_under_several_seeds_gets_the_same_verdicts_and_sentences():
    # Move 44 was a visible mistake with seed 0 and bad luck with seeds 1-3 (32 x 4 deals, the lead of 4♦ near
    # the 10 % margin): close evidence is now sampled 8 times more, where 4♦'s lead is about 0.
    reviews = [review(SEED_GAME, seed=seed) for seed in range(5)]
    first = reviews[0]
    assert first.turning_point == 44 and not first.moves[43].visible
    for other in reviews[1:]:
        assert [m.verdict for m in other.moves] == [m.verdict for m in first.moves]
        for lang in ("en", "tr", "nb"):
            assert [m.line(lang) for m in other.moves] == [m.line(lang) for m in first.moves]
            assert other.summary(lang) == first.summary(lang)


def test_a_close_call_is_said_honestly():
    import dataclasses

    from tripeaks_widget.coach.analysis import CLEAR_MARGIN, Sampled
    from tripeaks_widget.engine.i18n import t

    # 2 moves, 400 paired deals: the other move leads by exactly the margin, with a wide error: too close to call.
    n = 400
    lead = int(CLEAR_MARGIN * n)
    rows = [(True, False)] * (60 + lead) + [(False, True)] * 60 + [(False, False)] * (n - 120 - lead)
    assert Sampled((20, 22), tuple(rows)).close_call(22) == 20
    clear = Sampled((20, 22), tuple([(True, False)] * 200 + [(False, False)] * 200))
    assert clear.close_call(22) is None and clear.clearly_better(22) == (20,)
    move = review("TP1-E-AAAAAAB: 20 23 22", samples=2).moves[2]
    close = dataclasses.replace(move, visible=False, better_chance=(), close_call=24)
    for lang in LANGS:
        line = close.line(lang)
        assert line == t("coach_line_close_call", lang, this=close._this(lang, inner=True), better=close._better(24, lang))
        assert line != move.line(lang)


def test_mistake_has_one_meaning_the_visible_blunder():
    # The verdict for points of par lost is a costly move, also in a deal that could never be won; "mistake"
    # (hata, feil) is the lessons' word for a blunder the player could have seen.
    from pathlib import Path

    from tripeaks_widget.engine.i18n import t

    mistake = {"en": "mistake", "tr": "hata", "nb": "feil"}
    assert "mistake" not in VERDICTS and "costly" in VERDICTS
    for lang in LANGS:
        for key in ("coach_verdict_costly", "coach_line_costly"):
            text = t(key, lang, points="92 points", better="x", par=1).casefold()
            assert mistake[lang] not in text.split(":")[0].split(), (key, lang, text)
    lost = review("TP1-C-AAAAAAD: 26 draw draw", samples=0)
    assert not lost.winnable_at_start
    assert all(not m.line("en").startswith("Mistake") for m in lost.moves)
    glossary = (Path(__file__).resolve().parents[1] / "docs" / "glossary.md").read_text(encoding="utf-8")
    rows = [line for line in glossary.splitlines() if line.startswith("| mistake")]
    assert len(rows) == 1 and "hata" in rows[0] and "feil" in rows[0]
    assert "· mistake ·" not in glossary and "costly move" in glossary


def test_a_slow_scoring_shows_progress_by_default_and_can_be_stopped(monkeypatch):
    import sys

    review_module = sys.modules["tripeaks_widget.coach.review"]  # the package's name review is the function
    bars = []

    class Recording:
        def __init__(self, total, lang):
            self.total, self.lang, self.steps, self.closed = total, lang, 0, False
            bars.append(self)

        def advance(self, n):
            self.steps += n

        def close(self):
            self.closed = True

    monkeypatch.setattr(review_module, "_Progress", Recording)
    traditional = "TP1-E-AAAAAAB [easy,scoring=traditional]: 20 23 22"
    review(traditional, "tr", samples=0)
    assert [(b.total, b.steps, b.closed, b.lang) for b in bars] == [(3, 3, True, "tr")]
    review(traditional, samples=0, progress=False)
    review("TP1-E-AAAAAAB: 20 23 22", samples=0)  # the app's scoring: well under a second, no bar
    assert len(bars) == 1
    review("TP1-E-AAAAAAB: 20 23 22", samples=0, progress=True)
    assert len(bars) == 2

    def stop(done, total):
        if done == 1:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        review(traditional, samples=0, progress=stop)
    bars.clear()
    monkeypatch.setattr(review_module, "_review_move", lambda *args: (_ for _ in ()).throw(KeyboardInterrupt))
    with pytest.raises(KeyboardInterrupt):
        review(traditional, samples=0)
    assert bars[0].closed  # Ctrl-C: the bar is taken down
