"""Each layout brings its scoring (issue 45): cards-left without bonus groups, the app's with them.

A rule set that names no scoring plays its layout's own; a named one always wins; TriPeaks is unchanged.
"""

from __future__ import annotations

import pytest

from tripeaks_widget import Game, Rules, TriPeaksWidget
from tripeaks_widget.coach.review import review
from tripeaks_widget.engine.i18n import LANGS, t
from tripeaks_widget.engine.layouts import Layout
from tripeaks_widget.engine.rules import default_scoring
from tripeaks_widget.engine.shapes import LAYOUTS
from tripeaks_widget.lab.players import deal, play_game

#: Each built-in layout's own scoring, written out (not computed), so a change to one shows here.
OWN = {"tripeaks": "app", "golf": "cards-left", "black-hole": "cards-left", "all-in-a-row": "cards-left",
       "diamond": "app", "valley": "app", "twin-peaks": "app", "pyramid": "app"}
TINY = Layout.from_text("layout tiny\nup 0..6\nup 0..6\nstock 12\npile 1")  # 8 face-up cards, no group


def test_every_built_in_layout_has_its_own_scoring():
    assert set(OWN) == set(LAYOUTS)
    for name, scoring in OWN.items():
        rules = Rules(layout=name)
        assert rules.scoring == scoring == default_scoring(LAYOUTS[name]) == Rules.from_text(f"{name},easy").scoring
        assert rules.text == ("easy" if name == "tripeaks" else f"{name},easy")  # the layout's own is not written
        assert Game.from_code(f"TP1-E-AAAAAAB-{name.upper()}").score == (500 if scoring == "app" else LAYOUTS[name].size)


def test_a_layout_of_your_own_without_groups_counts_cards_and_one_with_groups_points():
    grouped = Layout.from_text("layout hill\ndown 1a\nup 0..2a\nstock 20")
    assert Rules(layout=TINY).scoring == "cards-left" and Rules(layout=grouped).scoring == "app"
    for layout in (TINY, grouped):
        for scoring in ("app", "traditional", "cards-left"):
            rules = Rules(layout=layout, scoring=scoring)
            assert Rules.from_text(rules.text, layouts={layout.name: layout}) == rules
            assert ("scoring=" in rules.text) == (scoring != default_scoring(layout))


def test_a_named_scoring_always_wins_and_reads_back():
    app = Rules.from_text("golf,classic,scoring=app")
    assert app.scoring == "app" and app.text == "golf,classic,scoring=app" and Rules.from_text(app.text) == app
    assert app != Rules.from_text("golf,classic")
    assert Game.from_code("TP1-C-AAAAAAG-GOLF", app).score == 500
    assert Rules.from_text("golf,easy,scoring=traditional").scoring == "traditional"
    assert Rules.from_text("easy,scoring=cards-left").text == "easy,scoring=cards-left"  # named on TriPeaks
    with pytest.raises(ValueError, match="scoring"):
        Rules(layout="golf", scoring="points")


def test_the_default_and_the_named_own_scoring_are_one_rule_set():
    golf = Rules(layout="golf")
    named = Rules(layout="golf", scoring="cards-left")
    assert golf == named and hash(golf) == hash(named) and len({golf, named, Rules.from_text("golf,easy")}) == 1
    assert named.text == "golf,easy" and Rules.from_text("golf,easy,scoring=cards-left") == golf
    assert Rules(scoring=None) == Rules() and Rules(scoring="app") == Rules()


@pytest.mark.parametrize("name", list(LAYOUTS))
@pytest.mark.parametrize("scoring", [None, "app", "traditional", "cards-left"])
def test_every_text_is_canonical_and_round_trips(name, scoring):
    rules = Rules(layout=name, king_ace=False, redeals=1, scoring=scoring)
    assert Rules.from_text(rules.text) == rules and Rules.from_text(rules.text).text == rules.text
    assert eval(repr(rules)) == rules  # noqa: S307 (our own repr)


def test_tripeaks_is_unchanged():
    assert Rules().scoring == "app" and Rules().text == "easy" and Rules(king_ace=False).text == "classic"
    assert Rules().name("en") == "Easy" and Rules.from_text("classic,scoring=traditional").text == "classic,scoring=traditional"
    game = Game.replay("TP1-E-AAAAAAB", [20, 23, 22])
    assert game.score == 497 and game.record() == "TP1-E-AAAAAAB: 20 23 22"


def test_a_new_layout_brings_its_scoring_unless_one_is_named():
    assert Rules().replace(layout="golf") == Rules(layout="golf") and Rules().replace(layout="golf").scoring == "cards-left"
    assert Rules(layout="golf").replace(layout="diamond").scoring == "app"
    assert Rules(layout="golf", scoring="traditional").replace(layout="tripeaks").scoring == "traditional"
    assert Rules(layout="golf", scoring="app").replace(layout="black-hole").scoring == "app"  # named: kept
    assert Rules().replace(layout="golf", scoring="app").scoring == "app"


def test_names_say_a_scoring_only_when_it_is_not_the_layouts_own():
    assert Rules.from_text("golf,classic").name("en") == "Golf, Classic"
    assert Rules.from_text("golf,classic,scoring=app").name("en") == "Golf, Classic, app scoring"
    assert Rules.from_text("easy,scoring=cards-left").name("nb") == "Lett, poeng etter kort igjen"
    explained = Rules.from_text("golf,classic").explain("en")
    assert explained[-1] == "The score is the number of cards left in the layout: lower is better."


def test_codes_and_records_of_a_golf_deal_carry_its_count():
    game = Game.from_code("TP1-C-AAAAAAG-GOLF")
    assert game.rules == Rules.from_text("golf,classic") and game.score == 35
    line = [action for action in play_game("greedy", deal(6, game.rules)).history]
    played = Game.replay(game.code, line)
    removed = sum(played.is_removed(s) for s in range(35))
    assert removed and played.score == 35 - removed  # a draw costs nothing; a removal one card
    record = played.record()
    assert record.startswith("TP1-C-AAAAAAG-GOLF: ")  # the layout's own rules: no brackets
    assert Game.from_record(record).score == played.score and Game.from_record(record).rules == game.rules
    app = Game.replay(game.code, line, "golf,classic,scoring=app")
    assert app.record().startswith("TP1-C-AAAAAAG-GOLF [golf,classic,scoring=app]: ")
    back = Game.from_record(app.record())
    assert back.rules.scoring == "app" and back.score == app.score == 500 - len(line)


@pytest.mark.parametrize("lang, label", [("en", "Cards left"), ("tr", "Kalan kart"), ("nb", "Kort igjen")])
def test_the_board_on_golf_shows_the_cards_left(lang, label):
    board = TriPeaksWidget(code="TP1-C-AAAAAAG-GOLF", lang=lang)
    state = board.state
    assert state["strings"]["score"] == label and state["score"] == 35
    assert state["rules_form"]["scoring"]["value"] == "cards-left"
    assert "cards-left" in [o["value"] for o in state["rules_form"]["scoring"]["options"]]
    assert {o["value"]: o["scoring"] for o in state["rules_form"]["layout"]["options"]} == OWN
    assert all(chip["name"] != "scoring" for chip in state["variants"])  # the layout's own: no chip
    board.draw()  # a draw leaves every card: the count stays
    assert board.state["score"] == 35
    board.new_game(rules="golf,classic,scoring=app", code="TP1-C-AAAAAAG-GOLF")
    assert board.state["strings"]["score"] != label and board.state["score"] == 500
    assert [chip["name"] for chip in board.state["variants"]].count("scoring") == 1
    assert TriPeaksWidget(code="TP1-E-AAAAAAB", lang=lang).state["strings"]["score"] != label


def test_a_stuck_game_without_groups_says_its_cards_left_and_its_par_in_cards():
    lost = play_game("greedy", deal(3, Rules(layout=TINY, king_ace=False)))  # stuck with 2 cards left; par 1
    board = TriPeaksWidget(code=lost.code)
    board.game = lost
    assert board.state["status"] == "stuck" and board.state["score"] == 2
    assert board.state["banner"]["text"] == "Fewest cards this deal can leave: 1"
    assert board.state["announce"].endswith("Cards left: 2. No more moves possible.")
    board.lang = "nb"
    assert board.state["banner"]["text"] == "Færrest kort denne given kan etterlate: 1"


def _tiny_review():
    rules = Rules(layout=TINY, king_ace=False)
    game = play_game("greedy", deal(3, rules))  # stuck with 2 cards left; par 1; one inaccuracy at move 9
    return review(game, samples=20, progress=False)


@pytest.mark.parametrize("lang", LANGS)
def test_the_review_counts_cards_under_cards_left(lang):
    result = _tiny_review()
    assert (result.par, result.par_now, result.cards_left) == (1, 2, 2)
    expected = {
        "en": ("Stuck with 2 cards left; par at the start 1 card left. Par rose by 1 card, at move 9.",
               "Inaccuracy: this move raised par by 1 card; K♦ on the Q♠ kept par at 1 card left"),
        "tr": ("2 kart kalmışken tıkandı; başlangıçtaki par: kalan 1 kart. Par 9. hamlede 1 kart arttı.",
               "Küçük hata: bu hamle parı 1 kart artırdı; Q♠ üzerine R♦ hamlesi parı kalan 1 kart olarak tutardı"),
        "nb": ("Står fast med 2 kort igjen; par ved start 1 kort igjen. Par økte med 1 kort, i trekk 9.",
               "Unøyaktighet: dette trekket økte par med 1 kort; med R♦ på D♠ ville par holdt seg på 1 kort igjen"),
    }[lang]
    assert result.summary(lang).startswith(expected[0])
    [inaccuracy] = [m for m in result.moves if m.verdict == "inaccuracy"]
    assert inaccuracy.number == 9 and inaccuracy.line(lang) == expected[1]
    points = {"en": "point", "tr": "puan", "nb": "poeng"}[lang]
    assert points not in result.summary(lang) and all(points not in m.line(lang) for m in result.moves)


def test_under_cards_left_one_card_is_an_inaccuracy_and_two_are_costly():
    """Each card left is a stroke of Golf's count: par raised by one card is an inaccuracy, by two costly (the
    app's scoring allows 5 points, a few draws)."""
    from tripeaks_widget.coach.judging import inaccuracy_limit, par_direction, verdict

    golf, easy = Rules.from_text("golf,classic"), Rules.from_text("easy")
    assert (inaccuracy_limit(golf), inaccuracy_limit(easy)) == (1, 5)
    judged = [verdict(False, False, 3, after, par_direction(golf), inaccuracy_limit(golf)) for after in (3, 4, 5)]
    assert judged == ["best", "inaccuracy", "costly"]
    result = _tiny_review()
    for move in result.moves:
        raised = move.par_after - move.par_before
        if move.verdict in ("inaccuracy", "costly"):
            assert raised == 1 if move.verdict == "inaccuracy" else raised > 1


def test_the_review_under_the_apps_scoring_still_counts_points():
    rules = Rules(layout=TINY, king_ace=False, scoring="app")
    result = review(play_game("greedy", deal(3, rules)), samples=20, progress=False)
    assert " points" in result.summary("en") and "cards left;" not in result.summary("en")


@pytest.mark.parametrize("number", [1, 22, 24])
def test_the_hint_on_a_lost_golf_deal_proves_its_best_line_within_the_boards_budget(number):
    from tripeaks_widget import GameCode, hint
    from tripeaks_widget.board.widget import HINT_BUDGET
    from tripeaks_widget.engine.codes import Rule
    from tripeaks_widget.solver.hints import salvage

    game = Game(GameCode(number, Rule.CLASSIC, "golf"), Rules.from_text("golf,classic"))
    answer = hint(game, budget=HINT_BUDGET, fair=False)
    # Lost (proved), and the line leaving one card is proved the best: no line can leave none.
    assert (answer.kind, answer.cleared, answer.exact) == ("lost", 34, True)
    bounded = salvage(game.position(), HINT_BUDGET, lost=True)
    assert bounded.line == answer.line and bounded.nodes < HINT_BUDGET
    replayed = Game.replay(game.code, answer.line)
    assert replayed.score == 1  # one card left, counted by the engine


def test_the_class_report_counts_cards_given_away_as_the_review_does():
    from tripeaks_widget import class_report

    rules = Rules.from_text("black-hole,easy")  # no stock: greedy gets stuck on deals A, B and C
    games = [play_game("greedy", deal(n, rules)) for n in (1, 2)]
    rows = class_report("\n".join(g.record() for g in games), lang="en", progress=False).rows
    for row in rows:
        full = review(row.record, samples=1, progress=False)
        assert row.gap == row.par_now - row.par == full.to_json()["gap"] > 0  # more cards left than par
        assert row.verdicts == tuple(m.verdict for m in full.moves)
        assert full.summary("en").startswith(f"Stuck with {row.score} cards left; par at the start 0 cards left.")
    assert "costly" in rows[0].verdicts + rows[1].verdicts  # a move that raised par by more than 1 card


def test_the_labs_chart_gives_golfs_count_its_own_panel():
    from tripeaks_widget.lab import compare

    results = compare(["easy", "golf,classic"], "greedy", deals=2, progress=False, executor="inline")
    panels = results.chart("en")["hconcat"]
    assert [p["layer"][0]["encoding"]["y"]["title"] for p in panels] == [
        "win rate", "mean score (this app's scoring)", "mean score (cards-left scoring)"]
    assert panels[2]["transform"] == [{"filter": {"field": "scoring", "equal": "cards-left"}}]


@pytest.mark.parametrize("lang", LANGS)
def test_the_text_board_and_the_picture_say_cards_left_under_golfs_count(lang):
    from tripeaks_widget.engine.svg import board_svg
    from tripeaks_widget.solver import solve

    golf = Game.from_code("TP1-E-AAAAAAB-GOLF")
    assert golf.rules.scoring == "cards-left"
    cards_left, score = t("ui_cards_left", lang), t("ui_score", lang)
    last = golf.text(lang).splitlines()[-1]
    assert f"{cards_left.lower()} 35" in last and f"{score.lower()} 35" not in last
    assert f"{cards_left}: 35" in board_svg(golf, lang) and f"{score}: 35" not in board_svg(golf, lang)
    won = Game.replay(golf.code, solve(golf), golf.rules)
    assert won.status == "won" and t("ui_final_cards_left", lang, n=0) in board_svg(won, lang)
    tripeaks = Game.from_code("TP1-E-AAAAAAB")  # TriPeaks says its score, as always
    assert f"{score.lower()} 500" in tripeaks.text(lang).splitlines()[-1]
    assert f"{score}: 500" in board_svg(tripeaks, lang)
