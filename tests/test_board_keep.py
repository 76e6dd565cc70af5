"""The board after a reload or a restart, what it announces, and what its hints say (issue 23), in CPython.

The browser halves (the board greyed after a restart, the kept record offered
back, hit areas at 375 px) are in tests/browser/test_board.py.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tripeaks_widget import Game, TriPeaksWidget
from tripeaks_widget.board import keep
from tripeaks_widget.board.intents import MAX_RECORD_LENGTH, parse_intent
from tripeaks_widget.board.view import announcement
from tripeaks_widget.engine import svg
from tripeaks_widget.engine.examples import WON_GAME, WON_GAME_CODE
from tripeaks_widget.engine.i18n import LANGS, t

CODE = "TP1-E-AAAAAAB"
K_CLUBS, A_SPADES, TWO_DIAMONDS = 20, 23, 22


def send(w: TriPeaksWidget, content) -> None:
    w._on_browser_message(w, content, [])


# -- a reload: the record comes back as an intent ----------------------------------


def test_a_kept_record_resumes_the_same_game():
    played = Game.from_code("TP1-C-AAAAAAB")
    assert played.play(TWO_DIAMONDS) and played.draw() and played.draw()
    w = TriPeaksWidget(code=CODE)
    send(w, {"type": "resume", "record": played.record()})
    assert w.game.record() == played.record()
    assert (w.game.score, w.game.moves, w.game.can_undo) == (played.score, played.moves, played.can_undo)
    assert w.state["record"] == played.record() and w.state["code"] == "TP1-C-AAAAAAB"
    assert w.state["message"]["kind"] == "resume"
    assert w.undo()  # undo works as before the reload


@pytest.mark.parametrize("record", [
    "TP1-E-AAAAAAB: 3",  # a face-down peak card: the rules refuse it
    "TP1-E-AAAAAAB: 20 20",  # the same card twice
    "TP1-Q-AAAAAAB: 20",  # no such rule letter
    "TP1-E-AAAAAAB [bogus]: 20",  # no such rule set
])
def test_a_record_that_breaks_the_rules_is_refused_and_changes_nothing(record):
    w = TriPeaksWidget(code=CODE)
    w.play(K_CLUBS)
    before = (w.game.record(), w.game.score, w.game.moves)
    send(w, {"type": "resume", "record": record})
    assert (w.game.record(), w.game.score, w.game.moves) == before
    assert w.state["message"] == {"kind": "reason", "text": t("ui_resume_refused", "en")}


def test_resume_intent_shape():
    assert parse_intent({"type": "resume", "record": "TP1-E-AAAAAAB: 20"}) == ("resume", "TP1-E-AAAAAAB: 20")
    for bad in ({"type": "resume"}, {"type": "resume", "record": 3}, {"type": "resume", "record": "no colon"},
                {"type": "resume", "record": "TP1-E-AAAAAAB:" + " 20" * MAX_RECORD_LENGTH},
                {"type": "resume", "record": "TP1-E-AAAAAAB: 20", "extra": 1}):
        assert parse_intent(bad) is None, bad


def test_seat_names_notebook_cell_and_board(monkeypatch):
    monkeypatch.setenv("JPY_SESSION_NAME", "tr/01-setup.ipynb")
    parent = {"header": {"msg_id": "run-1"}, "metadata": {"cellId": "01-07"}}
    monkeypatch.setattr(keep, "_parent_message", lambda: parent)
    first, second = TriPeaksWidget(code=CODE), TriPeaksWidget(code=CODE)
    assert (first.state["seat"], second.state["seat"]) == ("tr/01-setup.ipynb|01-07|1", "tr/01-setup.ipynb|01-07|2")
    parent["header"]["msg_id"] = "run-2"  # the cell runs again: the same seats
    assert TriPeaksWidget(code=CODE).state["seat"] == "tr/01-setup.ipynb|01-07|1"
    monkeypatch.setattr(keep, "_parent_message", lambda: {"header": {"msg_id": "x"}, "metadata": {}})
    assert TriPeaksWidget(code=CODE).state["seat"] is None  # not made by a cell: nothing kept


def test_the_static_picture_follows_a_click_and_says_how_to_go_on():
    w = TriPeaksWidget(code=CODE, lang="tr")
    sent = []

    class Handle:
        def update(self, data, raw):
            sent.append(data["text/html"])

    w._pictures.append(Handle())
    send(w, {"type": "play", "slot": K_CLUBS})
    assert len(sent) == 1 and "Puan: 499" in sent[0]
    assert "tripeaks-static-note" in sent[0] and t("ui_picture_note", "tr") in sent[0]
    send(w, {"type": "play", "slot": 3})  # refused: the position is the same, the picture too
    send(w, {"type": "set_lang", "lang": "nb"})
    assert len(sent) == 2 and "Kjør denne cellen igjen" in sent[1]


# -- what a screen reader hears --------------------------------------------------


def test_announcements_say_what_changed_not_the_whole_board():
    w = TriPeaksWidget(code=CODE)
    for slot in (K_CLUBS, A_SPADES):
        w.play(slot)
    w.play(TWO_DIAMONDS)
    said = w.state["announce"]
    assert said == "2 of diamonds played. Turned up: 7 of spades. Score 497."
    assert "face-down" not in said and len(said.split()) < 15
    w.draw()
    assert re.fullmatch(r"You drew the \S+ of \w+\. Score 496\.", w.state["announce"])
    w.undo()
    assert w.state["announce"] == "Undone: the card went back to the stock. Score 497."
    w.undo()
    assert w.state["announce"] == "Undone: the 2 of diamonds is back. Score 498."
    w.play(3)  # refused: the message line says why, the announcement nothing
    assert w.state["announce"] == ""
    # The whole board is still there for the R key.
    assert w.state["describe"] == w.game.describe("en")
    assert "R reads the whole board aloud" in w.state["strings"]["keys_help"]


def test_announcements_in_every_language_and_at_the_end():
    game = Game.replay(WON_GAME_CODE, WON_GAME)
    last = {"kind": "play", "slot": WON_GAME[-1]}
    assert announcement(game, last, "en").endswith("Score 750. You won! Final score: 750.")
    assert announcement(game, last, "nb").endswith("750 poeng. Du vant! Sluttresultat: 750 poeng.")
    for lang in LANGS:
        said = announcement(Game.replay(CODE, [20, 23, 22]), {"kind": "play", "slot": 22}, lang)
        assert not said[0].islower() and t("face_down", lang) not in said, said


# -- what a hint is ---------------------------------------------------------------


def test_the_exact_hint_says_it_looked_at_the_face_down_cards():
    w = TriPeaksWidget(code="TP1-E-AAAAAAD", fair_hints=False)
    w.hint()
    assert w.state["message"]["text"].startswith("Exact hint (the solver looked at the face-down cards): ")
    w.lang = "tr"
    assert w.state["message"]["text"].startswith("Kesin ipucu (çözücü kapalı kartlara baktı): ")


def test_a_fair_hint_gives_its_chance_over_the_deals_it_weighed():
    w = TriPeaksWidget(code=CODE)
    w.play(K_CLUBS)
    w.play(A_SPADES)
    answer = w.hint()
    text = w.state["message"]["text"]
    found = re.search(r"still wins in (\d+) of (\d+) possible deals\.$", text)
    assert text.startswith("A guess from what you can see: ") and found, text
    wins, samples = map(int, found.groups())
    assert samples == answer.samples and wins == round(answer.chance * samples)
    w.lang = "nb"
    assert w.state["message"]["text"].startswith("En gjetning ut fra det du ser: ")


# -- texts ----------------------------------------------------------------------------


def test_won_banner_of_the_static_picture_fits_every_language():
    # Widest glyph of the banner's bold sans at its size, as a share of the font size: a
    # conservative bound (Liberation Sans Bold's widest letters are under 0.95 em, digits 0.56 em).
    won = Game.replay(WON_GAME_CODE, WON_GAME)
    for lang in LANGS:
        picture = svg.board_svg(won, lang)
        box = re.search(r'<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)" height="[\d.]+" rx="14" '
                        r'fill="rgba\(10,30,20,.93\)"', picture)
        assert box, lang
        width = float(box.group(2))
        for size, text in re.findall(r'<text [^>]*font-size="(\d+)"[^>]*data-banner[^>]*>([^<]*)</text>', picture):
            estimate = sum(0.56 if c.isdigit() or c == " " else 0.72 for c in text) * int(size)
            assert estimate < width - 24, (lang, text, estimate, width)
        assert t("ui_won", lang) in picture and t("ui_final_score", lang, score=750) in picture


# -- the hint's glow --------------------------------------------------------------------


def test_the_hint_glow_stops_and_honours_reduced_motion():
    css = (Path(__file__).resolve().parents[1] / "js" / "widget.css").read_text(encoding="utf-8")
    rules = re.findall(r"\.tp-card\.tp-hinted\s*\{([^}]*)\}", css)
    animated = [rule for rule in rules if "animation:" in rule and "animation: none" not in rule]
    assert animated, "the hinted card glows"
    for rule in animated:
        # A count of pulses (about 7 s), never an endless repaint of the card while the page is idle.
        assert "infinite" not in rule and re.search(r"tp-glow [\d.]+s [\w-]+ \d+ alternate", rule), rule
    reduced = re.search(r"@media \(prefers-reduced-motion: reduce\)\s*\{([^@]*?)\}\s*\}", css, re.S)
    assert reduced and re.search(r"\.tp-card\.tp-hinted\s*\{\s*animation: none", reduced.group(1))
