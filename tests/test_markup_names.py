"""Every name a user can choose reaches HTML escaped: rule sets, scoring and player functions, students' names.

And the review's chart, which the board puts into the page through ``innerHTML``, stays inert SVG in all three
languages: only the elements and attributes our own Python draws, no event handler, no user text unescaped, even
when every catalogue text it shows is markup.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from tripeaks_widget import Game, Rules, class_report, review
from tripeaks_widget.engine import i18n
from tripeaks_widget.engine.i18n import LANGS
from tripeaks_widget.lab import compare, play_game

MARKUP = '<img src=x onerror="alert(1)">'
RAW = ("<img", "onerror=\"", "<script")  # as markup; escaped, the words may stay


def _named(function, name: str = MARKUP):
    function.__name__ = name
    return function


def _scoring():
    return _named(lambda event: 1)


def _player():
    return _named(lambda view: next((a for a in view.actions if a != "draw"), "draw"))


def _inert(text: str) -> None:
    for raw in RAW:
        assert raw not in text, text[:300]


def test_the_lab_panels_listing_escapes_a_scoring_functions_name():
    pytest.importorskip("ipywidgets")
    from tripeaks_widget.board.lab_panel import LabPanel

    for lang in LANGS:
        panel = LabPanel(lang=lang, deals=2, executor="inline")
        panel.rule_sets = [Rules(scoring=_scoring()), Rules(king_ace=False)]
        panel._show_list()
        _inert(panel.listing.value)
        assert "&lt;img" in panel.listing.value


def test_the_lab_panels_table_escapes_rule_set_and_player_names():
    pytest.importorskip("ipywidgets")
    from tripeaks_widget.board.lab_panel import LabPanel

    results = compare([Rules(scoring=_scoring())], [_player()], deals=2, executor="inline", progress=False)
    for lang in LANGS:
        panel = LabPanel(lang=lang, deals=2, executor="inline")
        panel.results = results
        table = panel.table_html()
        _inert(table)
        assert "&lt;img" in table


@pytest.mark.parametrize("lang", LANGS)
def test_students_names_rule_sets_and_answers_in_a_class_report_are_escaped(lang):
    import tripeaks_widget.lessons  # noqa: F401  the answers' checker

    game = play_game("greedy", Game.from_code("TP1-E-AAAAAAB"))
    lines = [f"{MARKUP}: {game.record()}", f"{MARKUP}: {play_game('perfect', Game.from_code('TP1-E-AAAAAAB')).record()}",
             f'{MARKUP}: answers {lang} {{"1.2": ["{MARKUP.replace(chr(34), "")}"]}}', f"{MARKUP}: TP1-E-AAAAAAB: 20",
             f"Bo: TP1-E-AAAAAAB [{MARKUP}]: 20"]
    rep = class_report("\n".join(lines), lang=lang, progress=False)
    assert rep.rows and rep.answers and len(rep.bad_lines) == 3
    _inert(rep.html())
    _inert(rep._repr_html_())


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_and_its_review_under_a_named_scoring_function_show_escaped(lang):
    rules = Rules(scoring=_scoring())
    game = Game.from_record("TP1-E-AAAAAAB: 20", rules)
    _inert(game._repr_html_())
    # The review never names the rule set; its HTML is checked on the usual scoring (a scoring function's
    # par runs in Python without a bound: minutes, docs/coach.md).
    _inert(review("TP1-E-AAAAAAB: 20 23 22", lang=lang, samples=2)._repr_html_())


# -- the review's chart, put into the page with innerHTML ---------------------------------------------------------

#: What board/review_chart.py draws, and nothing else.
ELEMENTS = {"svg", "title", "text", "line", "rect", "circle", "polyline", "polygon", "g", "path"}
ATTRIBUTES = {"xmlns", "class", "viewBox", "width", "style", "role", "aria-label", "x", "y", "x1", "y1", "x2", "y2",
              "cx", "cy", "r", "fill", "fill-opacity", "stroke", "stroke-width", "stroke-dasharray", "points",
              "font-size", "font-weight", "font-family", "rx", "ry", "dy", "dx", "transform", "stroke-opacity",
              "stroke-linecap", "stroke-linejoin", "dominant-baseline", "letter-spacing", "pointer-events", "text-anchor", "data-verdict", "data-move", "height", "d", "opacity"}


def _audit(svg: str) -> None:
    root = ET.fromstring(svg)  # well-formed: a stray "<" or "&" from a text would not parse
    for element in root.iter():
        tag = element.tag.split("}")[-1]
        assert tag in ELEMENTS, tag
        for name, value in element.attrib.items():
            assert name in ATTRIBUTES and not name.lower().startswith("on"), name
            assert "javascript:" not in value.lower() and "url(" not in value.lower(), value
    _inert(svg)


def _chart(lang: str) -> str:
    from tripeaks_widget.board.review_view import review_chart

    record = ("TP1-E-AAAAAAB: 20 23 22 18 21 19 draw 9 draw draw draw 25 10 draw draw draw 3 draw 13 draw draw "
              "draw 11 draw 12 4 24 5 draw draw 0 26 draw draw 14 draw 16 draw draw draw 27 6 draw draw 15 draw")
    return review_chart(review(record, lang=lang, samples=2), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_review_chart_is_inert_svg_in_every_language(lang):
    _audit(_chart(lang))


@pytest.mark.parametrize("lang", LANGS)
def test_the_review_chart_escapes_every_text_it_shows(lang, monkeypatch):
    # Every catalogue text the chart shows, turned into markup: it still comes out escaped and inert.
    real = i18n._text

    def hostile(key, code):
        text = real(key, code)
        if text is None or not key.startswith(("ui_review", "coach_verdict_")):
            return text
        return MARKUP + " " + " ".join(f"{{{field}}}" for field in ("move", "verdict", "par", "chance")
                                       if f"{{{field}}}" in text)

    monkeypatch.setattr(i18n, "_text", hostile)
    svg = _chart(lang)
    _audit(svg)
    assert "&lt;img" in svg
