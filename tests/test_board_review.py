"""The board's review (issue 22, part 2) without a browser: review(), its playback, the chart, the intents.

The browser half (marks drawn, chart clicked, keys) is in tests/browser/test_board.py
and tests/site/test_jupyterlite_site.py.
"""

from __future__ import annotations

import re

import pytest

from tripeaks_widget import Game, InvalidArgumentError, TriPeaksWidget, WrongTypeError
from tripeaks_widget.board.dealing import deal_form
from tripeaks_widget.board.intents import parse_intent
from tripeaks_widget.board.review_chart import VERDICTS
from tripeaks_widget.board.review_view import BEST_COLOUR, PLAYED_COLOUR
from tripeaks_widget.engine.i18n import LANGS, t
from tripeaks_widget.lab.players import greedy_player, play_game

CODE = "TP1-E-AAAAADG"  # lesson 6's deal: the simple player loses it, a visible blunder at move 20


def board(lang: str = "en") -> TriPeaksWidget:
    w = TriPeaksWidget(code=CODE, lang=lang)
    w.sent = []
    w.send = lambda message, buffers=None: w.sent.append(message)
    return w


def send(w: TriPeaksWidget, content) -> None:
    w._on_browser_message(w, content, [])


@pytest.fixture(scope="module")
def lost():
    return play_game(greedy_player, Game.from_code(CODE))


@pytest.fixture(scope="module")
def reviewed(lost):
    w = board("nb")
    w.game = lost.copy()
    return w, w.review()


def test_review_steps_through_the_game_with_marks_and_lines(reviewed, lost):
    w, result = reviewed
    playback = w.playback
    assert len(playback["steps"]) == len(lost.history) + 1 and playback["autoplay"] is False
    assert result.turning_point == 20 and playback["review"]["turning_point"] == 20
    step = playback["steps"][19]  # the position before move 20
    move = result.moves[19]
    assert step["next"]["slot"] == move.action == 15 and step["next"]["text"] == move.line("nb")
    assert step["marks"] == [
        {"slot": 15, "label": t("ui_review_played", "nb"), "colour": PLAYED_COLOUR},
        {"slot": 26, "label": t("ui_review_best", "nb"), "colour": BEST_COLOUR},
    ]
    assert step["review"]["verdict"] == "blunder" and "6♦" in step["next"]["text"]
    # A best move marks only the card played; the end says the summary.
    first = playback["steps"][0]
    assert result.moves[0].verdict == "best" and len(first["marks"]) == 1
    assert playback["steps"][-1]["end_text"] == result.summary("nb") == playback["review"]["summary"]
    # The game on the board is left as it was: same line, same counts.
    assert w.game.record() == lost.record() and w.state["status"] == "stuck"


def test_the_chart_has_every_move_and_its_words_in_the_boards_language(reviewed):
    w, result = reviewed
    chart = w.playback["review"]["chart"]
    moves = [int(m) for m in re.findall(r'data-move="(\d+)"', chart)]
    assert moves == list(range(1, len(result.moves) + 2))  # every move, then the end
    for key in ("ui_review_par", "ui_review_chance", "ui_review_move", "ui_review_turning"):
        assert t(key, "nb") in chart
    assert all(t(f"coach_verdict_{v}", "nb") in chart for v in VERDICTS)
    assert "<script" not in chart and "Turning point" not in chart


def test_a_language_switch_rewords_the_review_in_place(lost):
    w = board("en")
    w.game = lost.copy()
    result = w.review(move=20)
    assert w.playback["at"] == 19
    w.lang = "tr"
    assert w.playback["id"] == 1 and w.playback["steps"][19]["next"]["text"] == result.moves[19].line("tr")
    assert t("ui_review_turning", "tr") in w.playback["review"]["chart"]
    assert w.review() is result  # the same game is not reviewed again


def test_a_chart_click_is_checked_then_answered_with_the_step(reviewed):
    w, _ = reviewed
    w.sent.clear()
    replay = w.playback["id"]
    send(w, {"type": "review_seek", "replay": replay, "move": 20})
    assert w.sent == [{"type": "review_at", "replay": replay, "step": 19}]
    before = dict(w.playback)
    for bad in (
        {"type": "review_seek", "replay": replay + 1, "move": 20},  # an old review
        {"type": "review_seek", "replay": replay, "move": 999},  # past the end
        {"type": "review_seek", "replay": replay, "move": 0},
        {"type": "review_seek", "replay": replay, "move": "20"},
        {"type": "review_seek", "replay": replay, "move": True},
        {"type": "review_seek", "replay": replay},
        {"type": "review_seek", "replay": replay, "move": 3, "extra": 1},
    ):
        send(w, bad)
    assert w.sent == [{"type": "review_at", "replay": replay, "step": 19}] and w.playback == before


def test_the_review_button_works_once_the_game_is_over(lost):
    w = board("en")
    send(w, {"type": "review"})  # nothing played yet: ignored
    assert w.playback == {}
    w.play(w.game.removable_slots()[0])
    send(w, {"type": "review"})  # still playing: the button is not there
    assert w.playback == {}
    w.game = lost.copy()
    send(w, {"type": "review"})
    assert w.playback["review"]["turning_point"] == 20
    total = len(lost.history)
    assert w.sent == [{"type": "review_progress", "done": done, "total": total} for done in range(total + 1)]
    w.undo()  # taking a move back ends the review
    assert w.playback == {}
    assert parse_intent({"type": "review"}) == ("review",) and parse_intent({"type": "review", "x": 1}) is None


def test_bad_review_calls_raise_and_change_nothing(lost):
    w = board("en")
    with pytest.raises(InvalidArgumentError, match="play a move first"):
        w.review()
    w.game = lost.copy()
    state = w.state
    with pytest.raises(InvalidArgumentError, match="from 1 to 46"):
        w.review(move=47)
    with pytest.raises(WrongTypeError, match="move number"):
        w.review(move="20")
    assert w.playback == {} and w.state == state


def test_the_exported_picture_shows_the_summary_and_the_chart(reviewed):
    w, result = reviewed
    html = w.picture_html()
    assert result.summary("nb") in html and 'class="tp-review-chart"' in html and "<script" not in html


def test_a_hint_shown_is_counted_in_the_game():
    w = board("en")
    w.hint()
    w.hint()
    assert w.game.hints == 2


@pytest.mark.parametrize("lang", LANGS)
def test_the_deal_choice_is_worded_in_each_language(lang):
    form = deal_form(lang)
    assert [o["value"] for o in form["levels"]] == ["", "easy", "medium", "hard"]
    assert len({o["label"] for o in form["levels"]}) == 4 and form["winnable"] == t("deal_winnable_only", lang)
    assert board(lang).state["deal_form"] == form


def test_a_won_game_is_reviewed_too_without_a_turning_point():
    from tripeaks_widget.engine.examples import WON_GAME, WON_GAME_CODE

    w = board("tr")
    w.game = Game.replay(WON_GAME_CODE, WON_GAME)
    assert w.state["banner"]["kind"] == "won"
    send(w, {"type": "review"})  # the Review button on the won banner
    result = w.playback and w._reviewed[1]
    assert result.turning_point is None and w.playback["review"]["turning_point"] is None
    chart = w.playback["review"]["chart"]
    assert "tp-rv-turning" not in chart and t("ui_review_turning", "tr") not in chart
    # Where par was lost (755 against 750), the move's line says so and the better card is marked.
    lost = [m for m in result.moves if m.verdict != "best"]
    assert lost and sum(m.points_lost for m in lost) == result.par - result.score == 5
    step = w.playback["steps"][lost[0].number - 1]
    assert step["next"]["text"] == lost[0].line("tr")
    # A draw played marks the stock (the browser rings it); the better card gets the second colour.
    assert lost[0].action == "draw" and step["review"]["played_draw"] and not step["review"]["best_draw"]
    assert step["marks"] == [{"slot": lost[0].suggestion(), "label": t("ui_review_best", "tr"), "colour": BEST_COLOUR}]


def test_a_bad_luck_turning_point_marks_the_move_that_kept_the_deal_winnable_not_a_best_one():
    """The line says no move looked clearly better; the second mark then says what it is instead of "best"."""
    w = board("nb")
    w.game = play_game(greedy_player, Game.from_code("TP1-E-AAAAAAL"))
    result = w.review()
    move = result.moves[result.turning_point - 1]
    assert move.line("nb").startswith("Uflaks") and move.suggestion() != move.action
    step = w.playback["steps"][result.turning_point - 1]
    labels = [mark["label"] for mark in step["marks"]]
    assert labels == [t("ui_review_played", "nb"), t("ui_review_winnable", "nb")]
    assert step["review"]["labels"]["best"] == t("ui_review_winnable", "nb")
    # Elsewhere the second mark stays "best".
    others = [s for s, m in zip(w.playback["steps"], result.moves) if m.verdict in ("inaccuracy", "mistake")]
    assert all(s["marks"][-1]["label"] == t("ui_review_best", "nb") for s in others if len(s["marks"]) > 1)
