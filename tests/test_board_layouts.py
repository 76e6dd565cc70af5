"""The board on any layout (issue 45, section 1): what Python sends and how it answers the browser."""

from __future__ import annotations

import pytest

from tripeaks_widget import Game, InvalidArgumentError, Rules, TriPeaksWidget
from tripeaks_widget.board.view import layout_view
from tripeaks_widget.engine.errors import IllegalMoveError, InvalidSlotError
from tripeaks_widget.engine.i18n import LANGS, t
from tripeaks_widget.engine.shapes import LAYOUTS


def send(board: TriPeaksWidget, **content) -> None:
    board._on_browser_message(board, content, [])


@pytest.mark.parametrize("name", list(LAYOUTS))
def test_the_snapshot_carries_each_slot_where_the_layout_puts_it(name):
    layout = LAYOUTS[name]
    board = TriPeaksWidget(code=f"TP1-E-AAAAAAB-{name.upper()}")
    sent = board.state["layout"]
    assert sent == layout_view(layout, "en")
    assert sent["positions"] == [list(p) for p in layout.positions]
    assert len(board.state["slots"]) == layout.size
    assert sent["stock"] == (layout.stock > 0)
    assert sent["groups"] == [layout.group_top(g) for g in range(len(layout.groups))]
    # Face-down cards stay secret on every layout.
    for slot, data in enumerate(board.state["slots"]):
        if not board.game.is_face_up(slot):
            assert data == {"face_up": False, "label": t("face_down", "en")}


def test_tripeaks_sends_its_old_geometry_and_no_layout_chip():
    board = TriPeaksWidget(code="TP1-E-AAAAAAB")
    assert board.state["layout"]["positions"][:3] == [[3, 0], [9, 0], [15, 0]]
    assert board.state["layout"]["groups"] == [0, 1, 2]
    assert all(chip["name"] != "layout" for chip in board.state["variants"])


@pytest.mark.parametrize("lang", LANGS)
def test_the_new_game_dialog_offers_the_layouts_by_name(lang):
    board = TriPeaksWidget(code="TP1-C-AAAAAAB-GOLF", lang=lang)
    form = board.state["rules_form"]["layout"]
    assert form["value"] == "golf"
    assert [o["value"] for o in form["options"]] == list(LAYOUTS)
    assert [o["label"] for o in form["options"]] == [t(f"layout_{name}", lang) for name in LAYOUTS]
    assert form["label"] == t("ui_layout", lang)
    # Golf and Black Hole keep their names in every language.
    labels = {o["value"]: o["label"] for o in form["options"]}
    assert (labels["golf"], labels["black-hole"]) == ("Golf", "Black Hole")
    send(board, type="new_game", rules="black-hole,easy")
    assert board.game.layout is LAYOUTS["black-hole"] and board.game.code.endswith("-BLACK-HOLE")


def test_a_pasted_code_deals_the_layout_it_names_whatever_the_board_plays():
    board = TriPeaksWidget(code="TP1-E-AAAAAAB")
    send(board, type="new_game", code="TP1-C-AAAAAAD-GOLF", rules="classic")
    assert board.game.code == "TP1-C-AAAAAAD-GOLF" and board.game.layout.name == "golf"
    assert board.game.rules.text == "golf,classic"
    send(board, type="new_game", code="TP1-E-AAAAAAD", rules="golf,easy")  # no layout part: TriPeaks
    assert board.game.code == "TP1-E-AAAAAAD" and board.game.layout.name == "tripeaks"
    # A rule set the code's layout cannot take is refused in the dialog; the game goes on.
    send(board, type="new_game", code="TP1-E-AAAAAAB-BLACK-HOLE", rules="easy,empty-waste")
    assert board.game.code == "TP1-E-AAAAAAD" and board.state["new_game_error"]


@pytest.mark.parametrize("lang", LANGS)
def test_hints_review_and_winnable_deals_work_on_any_layout(lang):
    from tripeaks_widget import hint, solve
    from tripeaks_widget.lab.players import deal, play_game

    board = TriPeaksWidget(code="TP1-E-AAAAAAB-GOLF", lang=lang)
    expected = hint(board.game, budget=board.hint_budget, fair=board.fair_hints)
    assert expected.kind == "move"
    send(board, type="hint")
    assert board.state["message"]["kind"] == "hint" and board.game.hints == 1
    assert board.state["hint"] == ({"draw": True} if expected.action == "draw" else {"slot": expected.action})
    lost = play_game("greedy", deal(2, Rules.from_text("golf,classic")))  # Golf-B deal C, played to its end
    assert lost.status == "stuck" and lost.history
    board.game = lost
    send(board, type="review")
    assert len(board.playback["steps"]) == len(lost.history) + 1
    assert board.playback["steps"][-1]["end_text"] == board.playback["review"]["summary"]
    send(board, type="new_game", rules="golf,classic", winnable=True)
    assert board.state["new_game_error"] == "" and board.game.layout.name == "golf"
    assert solve(board.game) is not None


def test_a_won_game_on_another_layout_shows_its_par_in_the_banner():
    from tripeaks_widget import par, solve

    line = solve(Game.from_code("TP1-E-AAAAAAB-BLACK-HOLE"))
    board = TriPeaksWidget(code="TP1-E-AAAAAAB-BLACK-HOLE")
    board.game = Game.replay("TP1-E-AAAAAAB-BLACK-HOLE", line)
    assert board.state["status"] == "won"
    best = par(Game.from_code("TP1-E-AAAAAAB-BLACK-HOLE")).score  # Black Hole counts the cards left: a win's 0
    assert best == board.game.score == 0 and board.game.rules.scoring == "cards-left"
    assert board.state["banner"]["text"] == "Cards left: 0 · Fewest cards this deal can leave: 0"
    board.game = Game.replay("TP1-E-AAAAAAB-BLACK-HOLE", line, "black-hole,easy,scoring=app")  # the app's, named
    best = par(board.game.restart()).score
    score = t("ui_final_score", "en", score=board.game.score)
    assert board.state["banner"]["text"] == f"{score} · {t('rs_par', 'en', score=best)}" and best > 400
    assert board.state["stock_size"] == 0 and board.state["layout"]["stock"] is False


def test_marks_and_replays_take_the_layouts_slots():
    board = TriPeaksWidget(code="TP1-E-AAAAAAB-BLACK-HOLE")
    board.highlight({50: "last"})
    assert board.state["marks"] == [{"slot": 50, "label": "last", "colour": "#4fc3f7"}]
    with pytest.raises(InvalidSlotError, match="0 to 50"):
        board.highlight({51: ""})
    board.game = Game.from_code("TP1-E-AAAAAAB")  # marks past TriPeaks' 28 slots go with the old layout
    assert board.state["marks"] == []
    # A Golf record replays on a TriPeaks board: the code names its layout.
    board.replay("TP1-E-AAAAAAB-GOLF: draw draw 31", autoplay=False)
    assert board.game.layout.name == "golf" and len(board.playback["steps"]) == 4
    with pytest.raises(IllegalMoveError, match="0-34"):
        board.replay([35], autoplay=False)
    assert board.game.history == ["draw", "draw", 31]


def test_a_slot_past_the_layout_from_the_browser_changes_nothing():
    board = TriPeaksWidget(code="TP1-E-AAAAAAB")
    before = board.state["version"]
    send(board, type="play", slot=40)
    assert board.state["version"] == before and board.game.moves == 0


@pytest.mark.parametrize("record", ["TP1-E-AAAAAAB-GOLF: draw draw 31", "TP1-C-AAAAAAB-BLACK-HOLE: 46"])
def test_continue_brings_back_a_kept_game_of_another_layout(record):
    board = TriPeaksWidget(code="TP1-E-AAAAAAB")
    assert board.state["record"].startswith("TP1-E-AAAAAAB")
    send(board, type="resume", record=record)
    assert board.game.record() == record and board.state["record"] == record
    assert board.state["layout"]["name"] == Game.from_record(record).layout.name
    assert board.state["message"]["kind"] == "resume"


def test_the_static_picture_shows_no_stock_where_the_board_shows_none():
    from tripeaks_widget.engine import svg

    for code, stock in (("TP1-E-AAAAAAB-BLACK-HOLE", False), ("TP1-E-AAAAAAB-ALL-IN-A-ROW", False),
                        ("TP1-E-AAAAAAB-GOLF", True), ("TP1-E-AAAAAAB", True)):
        picture = svg.board_svg(Game.from_code(code), "en")
        assert ("Stock: " in picture.split("</title>", 1)[1]) is stock, code
        assert TriPeaksWidget(code=code).state["layout"]["stock"] is stock
    # Jokers go into the stock, even an empty one: then there is a stock to draw from, drawn and named.
    board = TriPeaksWidget(code="TP1-E-AAAAAAB-BLACK-HOLE", rules="black-hole,easy,jokers=1")
    assert board.state["layout"]["stock"] is True and board.state["stock_size"] == 1
    assert "Stock: 1 card" in svg.board_svg(board.game, "en")


def test_continue_brings_back_a_kept_game_of_a_layout_of_ones_own():
    from tripeaks_widget import Rules
    from tripeaks_widget.engine.layouts import Layout

    tower = Layout.from_text("layout tower\ndown 2\nup 1..3\nstock 20\npile 1")
    rules = Rules.from_text("tower,classic", layouts={"tower": tower})
    kept = Game.from_code("TP1-C-AAAAAAB", rules)
    kept.draw()
    board = TriPeaksWidget(code="TP1-C-AAAAAAD", rules=rules)  # the cell run again: a new deal, the same layout
    assert board.state["layout"]["positions"] == [[2, 0], [1, 1], [3, 1]]
    send(board, type="resume", record=kept.record())
    assert board.game.record() == kept.record() == "TP1-C-AAAAAAB [tower,classic]: draw"
    # On a board of another layout the record cannot be read: refused with the reason, the game kept.
    other = TriPeaksWidget(code="TP1-E-AAAAAAB")
    send(other, type="resume", record=kept.record())
    assert other.game.code == "TP1-E-AAAAAAB" and other.state["last"]["kind"] == "resume_refused"
