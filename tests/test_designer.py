"""The layout designer (board/designer.py): its traitlet protocol (a malformed message from the browser changes
nothing), the layout drawn or refused in the student's language, Measure, Play it, and the line handed in."""

import json

import pytest

from tripeaks_widget.board.designer import EXAMPLE, LayoutDesigner, layout_line, parse_designer_intent
from tripeaks_widget.coach.records import LayoutLine, read_line
from tripeaks_widget.engine.errors import InvalidArgumentError
from tripeaks_widget.engine.shapes import LAYOUTS
from tripeaks_widget.lab.layout_report import layout_report

MALFORMED = [
    None, 7, "measure", [], {}, {"type": "bogus"}, {"type": "text"}, {"type": "text", "text": 7},
    {"type": "text", "text": "x" * 20_001}, {"type": "text", "text": "layout x\nup 0", "more": 1},
    {"type": "rule", "rule": "hard"}, {"type": "rule", "rule": ["easy"]}, {"type": "measure", "now": True},
    {"type": "stop", "x": None}, {"type": "play", "deal": 3}, {"type": "name", "name": 3},
    {"type": "name", "name": "x" * 241}, {"type": "view", "view": {}}, {"type": ["text"], "text": "x"},
]


def send(designer, content):
    designer._on_browser_message(designer, content, [])


@pytest.mark.parametrize("content", MALFORMED, ids=range(len(MALFORMED)))
def test_a_malformed_message_from_the_browser_changes_nothing(content):
    designer = LayoutDesigner(lang="tr", deals=4)
    before = (dict(designer.view), designer.picture, designer.text, designer.rules, designer.report, designer.board)
    assert parse_designer_intent(content) is None
    send(designer, content)
    assert (dict(designer.view), designer.picture, designer.text, designer.rules, designer.report,
            designer.board) == before


def test_the_browser_never_writes_the_view():
    designer = LayoutDesigner(deals=4)
    before, picture = dict(designer.view), designer.picture
    designer.set_state({"view": {"kind": "designer", "error": "forged"}, "picture": "<script>x()</script>"})
    assert designer.view == before and designer.picture == picture


def test_a_typed_layout_is_drawn_at_once():
    designer = LayoutDesigner(lang="nb", deals=4)
    send(designer, {"type": "text", "text": "layout hill\ndown 3\nup 2..4\nstock 30"})
    assert designer.error is None and designer.layout.name == "hill" and designer.layout.size == 3
    view = designer.view
    assert view["drawn"] == "hill: 3 kort i oppsettet, 30 i trekkbunken."
    assert designer.picture.startswith('<div class="tripeaks-board" lang="nb"><svg') and "<script" not in designer.picture
    assert view["error"] == "" and view["text"].startswith("layout hill")


@pytest.mark.parametrize("lang, words", [
    ("en", "This layout cannot be played: layout 'x': slot 0 is face down but nothing covers it"),
    ("tr", "Bu dizilim oynanamaz: 'x' dizilimi: 0. yer kapalı ama onu hiçbir kart örtmüyor"),
    ("nb", "Dette oppsettet kan ikke spilles: oppsettet 'x': plass 0 ligger med bildesiden ned"),
])
def test_a_layout_that_cannot_be_played_is_refused_in_the_students_language_and_the_last_one_stays(lang, words):
    designer = LayoutDesigner(lang=lang, deals=4)
    layout, picture = designer.layout, designer.picture
    send(designer, {"type": "text", "text": "layout x\ndown 0\nstock 3"})
    assert designer.error.startswith(words) and designer.view["error"] == designer.error
    assert designer.layout == layout and designer.picture == picture  # the last playable layout stays
    assert designer.text == "layout x\ndown 0\nstock 3"  # the typed text is kept, to be mended
    with pytest.raises(InvalidArgumentError):
        designer.measure()
    send(designer, {"type": "measure"})
    send(designer, {"type": "play"})
    assert designer.report is None and designer.board is None


def test_refusals_name_the_line_and_a_built_in_name_is_kept_for_the_built_in_layout():
    designer = LayoutDesigner(lang="tr", deals=4)
    designer.text = "layout y\nup 0 1"
    assert "1. yer 1 noktasında" in designer.error
    designer.text = "layout y\nflip 0"
    assert designer.error.startswith("Bu dizilim oynanamaz: dizilimin 2. satırı, 'flip 0':")
    designer.text = "layout golf\nup 0..4"
    assert "golf hazır bir dizilimin adı" in designer.error
    designer.text = LAYOUTS["golf"].text  # the built-in layout itself, typed out, is that layout
    assert designer.error is None and designer.layout is LAYOUTS["golf"]


def in_a_thread_of_its_own(function):
    """``function()`` in a new thread, where no event loop runs whatever an earlier test left in this one."""
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as pool:
        return pool.submit(function).result()


def test_measure_gives_the_lab_report_and_its_estimates_on_the_way():
    designer = LayoutDesigner(lang="en", deals=6)  # the example: a tower of two peaks
    views = []
    designer.observe(lambda change: views.append(change["new"]), names="view")
    report = in_a_thread_of_its_own(designer.measure)  # no event loop there: it runs to the end
    expected = layout_report(EXAMPLE, "easy", deals=6, progress=False, executor="inline")
    assert (report.games, report.won, report.greedy_won, report.par_sum) == (
        expected.games, expected.won, expected.greedy_won, expected.par_sum)
    done = [v["progress"]["done"] for v in views if v["running"]]
    assert done == [0, 1, 2, 3, 4, 5, 6]  # the figures sharpen deal by deal
    assert views[-1]["running"] is False and views[-1]["report"]["rows"] == report.cells("en")
    send(designer, {"type": "rule", "rule": "classic"})
    assert designer.report is None and designer.rules.text == "tower,classic"


def test_play_deals_the_layout_on_a_board():
    designer = LayoutDesigner("layout hill\ndown 3\nup 2..4\nstock 30", lang="tr", deals=4)
    send(designer, {"type": "play"})
    board = designer.board
    assert board is not None and board.game.rules == designer.rules and board.lang == "tr"
    assert board.game.rules.layout.name == "hill"


def test_the_line_handed_in_carries_the_layout_and_reads_back():
    designer = LayoutDesigner("layout hill\ndown 3\nup 2..4\nstock 30", deals=4)
    assert designer.view["line"] == ""
    send(designer, {"type": "name", "name": "  Ada   Lovelace "})
    line = designer.line
    assert line == layout_line("Ada Lovelace", designer.rules) and designer.view["line"] == line
    assert line.startswith("Ada Lovelace: layout hill,easy ")
    assert json.loads(line.split(" ", 4)[4]) == designer.layout.text
    item = read_line(line)
    assert isinstance(item, LayoutLine) and item.name == "Ada Lovelace" and item.rules == designer.rules
    send(designer, {"type": "name", "name": "Ada: 2"})  # a colon would break the line: refused, the name stays
    assert designer.name == "Ada Lovelace"


def test_the_example_is_a_playable_layout():
    designer = LayoutDesigner()
    assert designer.text == EXAMPLE and designer.error is None and designer.layout.name == "tower"


def test_in_an_event_loop_measure_runs_in_the_background_and_stop_keeps_what_was_measured():
    import asyncio

    async def main():
        designer = LayoutDesigner(lang="en", deals=400)
        task = designer.measure()
        assert designer.running and designer.view["running"]
        while designer.report is None:
            await asyncio.sleep(0.005)
        designer.stop()
        await task
        assert not designer.running and 0 < designer.report.games < 400
        assert designer.view["stopped"] == f"Stopped after {designer.report.games} deals."
        # A new layout while it measures: the old layout's figures never show under the new one.
        task = designer.measure()
        while designer.report is None:
            await asyncio.sleep(0.005)
        designer.text = "layout hill\ndown 3\nup 2..4\nstock 30"
        assert designer.report is None and not designer.running
        await task
        assert designer.report is None and not designer.view["running"]

    in_a_thread_of_its_own(lambda: asyncio.run(main()))
