"""The widget without a browser: intents in, snapshot out; bad messages change nothing.

Also the static picture (svg.py) and the agreement between the Python and the
JS halves (intent names, board geometry, suit outlines).
"""

from __future__ import annotations

import copy
import json
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tripeaks_widget import Card, Game, InvalidCodeError, Rules, Suit, TriPeaksWidget
from tripeaks_widget.board import widget
from tripeaks_widget.engine import svg
from tripeaks_widget.engine.i18n import LANGS, t
from tripeaks_widget.engine.layout import COVERED_BY, SLOT_COUNT
from tripeaks_widget.engine.shapes import LAYOUTS
from tripeaks_widget.board.view import layout_view

REPO = Path(__file__).resolve().parents[1]
CODE = "TP1-E-AAAAAAB"
K_CLUBS, A_SPADES, TWO_DIAMONDS, THREE_SPADES = 20, 23, 22, 18


def send(w: TriPeaksWidget, content, buffers=None) -> None:
    """Deliver a message as the browser's comm would, but let any exception through.

    ipywidgets' dispatcher would catch it and print a traceback in the notebook:
    exactly what must never happen, so the tests call the handler directly.
    """
    assert w._on_browser_message in w._msg_callbacks.callbacks
    w._on_browser_message(w, content, buffers or [])


def visible(w: TriPeaksWidget) -> dict:
    """The snapshot without its version counter: what the board shows."""
    return {k: v for k, v in w.state.items() if k != "version"}


def assert_snapshot_matches(w: TriPeaksWidget) -> None:
    game, state = w.game, w.state
    assert (state["code"], state["score"], state["moves"]) == (game.code, game.score, game.moves)
    assert (state["stock_size"], state["can_undo"], state["status"]) == (game.stock_size, game.can_undo, game.status.value)
    assert state["waste"] == [widget.card_json(c, w.lang) for c in game.waste[-3:]]
    for slot, data in enumerate(state["slots"]):
        card = game.card_at(slot)
        if card is None:
            assert data is None
        elif game.is_face_up(slot):
            assert data["face_up"] and data["card"] == widget.card_json(card, w.lang)
        else:
            # A face-down card's identity never reaches the browser.
            assert data == {"face_up": False, "label": t("face_down", w.lang)}
    assert state["describe"] == game.describe(w.lang)
    json.dumps(state)  # it must travel as JSON


def test_initial_snapshot_hides_face_down_cards():
    w = TriPeaksWidget(code=CODE)
    state = w.state
    assert state["code"] == CODE and state["rule"] == "easy" and state["rule_label"] == "Easy"
    assert len(state["slots"]) == SLOT_COUNT
    assert sum(1 for s in state["slots"] if s["face_up"]) == 10
    bottom = [Card(s["card"]["rank"], Suit(s["card"]["suit"])) for s in state["slots"][18:]]
    assert " ".join(map(str, bottom)) == "3♠ 5♠ K♣ 4♠ 2♦ A♠ K♦ 8♥ 7♣ 9♠"
    assert state["waste_label"] == "Waste: ace of clubs"
    assert state["stock_label"] == "Stock: 23 cards. Draw a card"
    assert state["banner"] is None and state["message"] is None and not state["can_undo"]
    assert "stock" not in json.dumps(state["slots"])  # nor the stock's order: only its size
    assert_snapshot_matches(w)


def test_no_code_deals_a_random_easy_game():
    w = TriPeaksWidget()
    assert w.game.rule == "easy" and w.game.moves == 0
    assert re.fullmatch(r"TP1-E-[A-Z]{7}", w.state["code"])
    assert TriPeaksWidget(rule="classic").game.rule == "classic"


def test_documented_moves_from_the_browser():
    w = TriPeaksWidget(code=CODE)
    for slot in (K_CLUBS, A_SPADES, TWO_DIAMONDS):
        send(w, {"type": "play", "slot": slot})
        assert w.state["last"] == {"kind": "play", "slot": slot}
    assert w.game.history == [K_CLUBS, A_SPADES, TWO_DIAMONDS]  # the click changed w.game
    assert w.state["slots"][13]["card"] == {"rank": 7, "suit": 3, "rank_symbol": "7"}
    assert w.state["slots"][13]["label"] == "7 of spades"
    assert w.state["score"] == 497 and w.state["moves"] == 3
    assert w.state["waste_label"] == "Waste: 2 of diamonds"
    assert_snapshot_matches(w)


def test_refused_card_shows_the_reason_and_changes_nothing():
    w = TriPeaksWidget(code=CODE)
    before = w.game.record(), w.game.score, w.game.moves
    send(w, {"type": "play", "slot": THREE_SPADES})
    assert w.state["message"] == {"kind": "reason", "text": "Must be one rank higher or lower"}
    assert (w.game.record(), w.game.score, w.game.moves) == before
    send(w, {"type": "play", "slot": 0})
    assert w.state["message"]["text"] == "This card is blocked"
    send(w, {"type": "set_lang", "lang": "nb"})
    assert w.state["message"]["text"] == "Dette kortet er blokkert"  # re-worded, not re-sent


def test_error_help_off_hides_reasons():
    w = TriPeaksWidget(code=CODE, error_help=False)
    send(w, {"type": "play", "slot": THREE_SPADES})
    assert w.state["message"] is None and w.state["error_help"] is False
    send(w, {"type": "set_error_help", "on": True})
    send(w, {"type": "play", "slot": THREE_SPADES})
    assert w.state["message"]["kind"] == "reason"
    w.error_help = False  # switching it off clears the reason on show
    assert w.state["message"] is None and w.state["error_help"] is False


def test_undo_draw_and_python_calls_redraw_the_board():
    w = TriPeaksWidget(code=CODE)
    version = w.state["version"]
    assert w.play(K_CLUBS)  # a call from Python
    assert w.state["version"] > version and w.state["slots"][K_CLUBS] is None
    send(w, {"type": "draw"})
    assert w.state["last"] == {"kind": "draw"} and w.state["stock_size"] == 22 and w.state["score"] == 498
    send(w, {"type": "undo"})
    assert w.state["last"] == {"kind": "undo_draw"} and w.state["stock_size"] == 23
    w.undo()
    assert w.state["last"] == {"kind": "undo_play", "slot": K_CLUBS}
    assert w.state["score"] == 500 and w.state["moves"] == 2 and not w.state["can_undo"]
    send(w, {"type": "undo"})
    assert w.state["message"]["text"] == "There is nothing to undo"
    w.game.play(K_CLUBS)  # changed behind the widget's back...
    w.refresh()  # ...and shown
    assert_snapshot_matches(w)


def test_new_game_dialog_codes():
    w = TriPeaksWidget(code=CODE, lang="tr")
    send(w, {"type": "play", "slot": K_CLUBS})
    record = w.game.record()
    send(w, {"type": "new_game", "code": "TP1-X-???"})
    assert w.state["last"] == {"kind": "new_refused"}
    assert w.state["new_game_error"].startswith("“TP1-X-???” bir oyun kodu değil")
    assert w.game.record() == record  # the current game is kept
    send(w, {"type": "new_game", "code": " tp1-c-aaaaaad "})
    assert w.state["code"] == "TP1-C-AAAAAAD" and w.state["rule_label"] == "Klasik"
    assert w.state["last"] == {"kind": "new"} and w.state["moves"] == 0
    send(w, {"type": "new_game", "rule": "classic"})
    assert w.game.rule == "classic" and w.game.code != "TP1-C-AAAAAAD"
    with pytest.raises(InvalidCodeError):
        w.new_game(code="nonsense")  # from Python an error is an exception
    assert w.game.rule == "classic"


def test_language_switch_rewords_everything():
    w = TriPeaksWidget(code=CODE)
    english = w.state["strings"]
    send(w, {"type": "set_lang", "lang": "tr"})
    assert w.lang == "tr"
    strings = w.state["strings"]
    assert (strings["undo"], strings["new_game"], strings["stock"]) == ("Geri Al", "Yeni oyun", "Çekme destesi")
    assert w.state["describe"].startswith("Çekme destesi: 23 kart; açık kart yığını: sinek ası.")
    assert w.state["slots"][K_CLUBS]["label"] == "sinek papazı"
    send(w, {"type": "set_lang", "lang": "nb"})
    assert (w.state["strings"]["undo"], w.state["rule_label"]) == ("Angre", "Lett")
    assert w.state["stock_label"].startswith("Trekkbunke: 23 kort")
    assert set(english) == set(strings) and english != strings
    assert [lang["name"] for lang in w.state["langs"]] == ["English", "Türkçe", "Norsk bokmål"]
    with pytest.raises(Exception):
        w.lang = "de"  # from Python a bad language is an error; from the browser it is ignored


def test_every_ui_text_exists_in_every_language():
    for key in widget._UI_KEYS:
        assert all(t(f"ui_{key}", lang) for lang in LANGS), key  # a key the catalogue lacks: KeyError
    for lang in LANGS:
        TriPeaksWidget(code=CODE, lang=lang)  # every label of the snapshot formats


def test_won_and_stuck_banners(monkeypatch):
    # The state budget alone, so the machine's load cannot drop par from the banner.
    monkeypatch.setattr(widget, "PAR_SECONDS", None)
    w = TriPeaksWidget(code=CODE)
    w.game = Game.from_record("TP1-E-AAAAAAB: 20 23 22")  # setting w.game redraws
    assert w.state["score"] == 497
    stuck = _play_until(w, lambda g: g.status.value == "stuck")
    # The end of a game says the best score the deal allows (its par).
    assert stuck.state["banner"] == {
        "kind": "stuck", "title": "No more moves possible", "text": "Best possible on this deal: 755"}
    solution = _winning_line("TP1-E-AAAAAAD")
    w = TriPeaksWidget(code="TP1-E-AAAAAAD")
    for action in solution:
        send(w, {"type": "draw"} if action == "draw" else {"type": "play", "slot": action})
    assert w.state["status"] == "won" and w.state["cleared_peaks"] == [True, True, True]
    assert w.state["banner"]["title"] == "You won!"
    assert w.state["banner"]["text"] == f"Final score: {w.game.score} · Best possible on this deal: 755"
    w.lang = "tr"
    assert w.state["banner"]["text"].endswith("Bu dağıtımda alınabilecek en yüksek puan: 755")


def test_a_rule_set_on_the_board():
    w = TriPeaksWidget(code="TP1-C-AAAAAAB", rules="classic,redeals=1,jokers=2")
    assert w.game.rules == Rules(king_ace=False, redeals=1, jokers=2) and w.state["stock_size"] == 25
    while w.game.stock_size:
        assert w.draw()
    assert w.state["stock_size"] == 25  # a redeal will bring the stock back: the stock stays clickable
    assert w.draw() and w.game.redeals_left == 0 and w.state["stock_size"] == 24
    # A new game keeps the rule set; the code's letter (or the chosen rule) sets the King-Ace link.
    send(w, {"type": "new_game", "code": "TP1-E-AAAAAAD"})
    assert w.game.rules == Rules(redeals=1, jokers=2) and w.game.code == "TP1-E-AAAAAAD"
    send(w, {"type": "new_game", "rule": "classic"})
    assert w.game.rules == Rules(king_ace=False, redeals=1, jokers=2)
    w.new_game(code="TP1-E-AAAAAAB", rules="easy,open-peaks")
    assert w.game.rules == Rules(open_peaks=True)


def test_new_game_dialog_starts_any_rule_set():
    w = TriPeaksWidget(code="TP1-C-AAAAAAB", rules="classic,open-peaks,redeals=1", lang="nb")
    # The dialog's knobs arrive pre-filled with the game's rule set, worded in the board's language.
    form = w.state["rules_form"]
    assert form["rule"] == "classic" and form["legend"] == "Varianter"
    assert [(f["word"], f["on"]) for f in form["flags"]] == [
        ("draw-when-stuck", False), ("open-peaks", True), ("empty-waste", False)]
    assert [(c["key"], c["value"], c["max"]) for c in form["counts"]] == [("jokers", 0, 2), ("redeals", 1, 10)]
    assert [o["value"] for o in form["scoring"]["options"]] == ["app", "traditional", "cards-left"]
    assert "trekkbunken" in form["counts"][0]["title"] and form["flags"][2]["label"] == "Avleggsbunken starter tom"
    w.draw()
    # What the dialog sends: the knobs joined into a rule set's text form.
    send(w, {"type": "new_game", "rules": "classic,jokers=2,redeals=1,scoring=app"})
    assert w.game.rules == Rules(king_ace=False, jokers=2, redeals=1) and w.game.moves == 0
    assert w.game.record().startswith(f"{w.game.code} [classic,jokers=2,redeals=1]:")
    assert [c["name"] for c in w.state["variants"]] == ["jokers", "redeals"]
    assert w.state["rules_form"]["counts"][0]["value"] == 2 and w.state["last"] == {"kind": "new"}
    # With a pasted code the code's letter sets Easy or Classic; the knobs set the rest.
    send(w, {"type": "new_game", "code": "TP1-E-AAAAAAD", "rules": "classic,empty-waste,scoring=traditional"})
    assert w.game.code == "TP1-E-AAAAAAD"
    assert w.game.rules == Rules(empty_waste=True, scoring="traditional")


@pytest.mark.parametrize("text", [
    "classic,bogus", "easy,jokers=3", "easy,classic", "easy,redeals=-1", "easy,redeals=eleven", "easy,scoring=mine",
    "easy,scoring=", "jokers=2;redeals=1", "classic,scoring=<lambda>",
])
def test_new_game_dialog_refuses_a_rule_set_that_does_not_read(text):
    w = TriPeaksWidget(code=CODE, rules="easy,redeals=2", lang="tr")
    w.play(K_CLUBS)
    record = w.game.record()
    send(w, {"type": "new_game", "rules": text})
    assert w.state["last"] == {"kind": "new_refused"}
    assert w.state["new_game_error"].startswith(f"“{text}” bu oyun alanında başlatılabilecek bir kural seti değil")
    assert w.game.record() == record  # nothing changed


def test_new_game_dialog_keeps_a_python_scoring_function_by_name_only():
    def my_points(event):
        return 0 if event.action == "draw" else 2

    w = TriPeaksWidget(code=CODE, rules=Rules(scoring=my_points))
    options = w.state["rules_form"]["scoring"]["options"]
    assert options[-1]["value"] == "my_points" and "set from Python" in options[-1]["label"]
    assert w.state["rules_form"]["scoring"]["value"] == "my_points"
    send(w, {"type": "new_game", "rules": "classic,jokers=1,scoring=my_points"})
    assert w.game.rules.scoring is my_points and w.game.rules.jokers == 1
    # Any other name is refused: a function never comes from the browser.
    record = w.game.record()
    send(w, {"type": "new_game", "rules": "easy,scoring=print"})
    assert w.state["last"] == {"kind": "new_refused"} and w.game.record() == record
    # Choosing a built-in scoring drops the function; it is no longer offered.
    send(w, {"type": "new_game", "rules": "easy,scoring=traditional"})
    assert w.game.rules == Rules(scoring="traditional")
    assert [o["value"] for o in w.state["rules_form"]["scoring"]["options"]] == ["app", "traditional", "cards-left"]


def _play_until(w: TriPeaksWidget, done) -> TriPeaksWidget:
    # Draw through the stock, then play what fits: on this deal that ends stuck.
    while not done(w.game):
        assert w.draw() if w.game.stock_size else w.play(w.game.removable_slots()[0])
    return w


def _winning_line(code: str) -> list:
    from tripeaks_widget import solve

    line = solve(Game.from_code(code))
    assert line, f"{code} is documented as winnable"
    return line


def test_peak_cleared_message():
    line = _winning_line("TP1-E-AAAAAAD")
    w = TriPeaksWidget(code="TP1-E-AAAAAAD")
    seen = []
    for action in line:
        send(w, {"type": "draw"} if action == "draw" else {"type": "play", "slot": action})
        if w.state["message"] and w.state["message"]["kind"] == "peak":
            seen.append(w.state["cleared_peaks"].count(True))
    assert seen == [1, 2, 3]


def test_hint_highlights_a_move_or_says_the_deal_is_lost():
    w = TriPeaksWidget(code=CODE)
    send(w, {"type": "hint"})
    hint = w.state["hint"]
    assert hint is not None and w.state["message"]["kind"] == "hint"
    if "slot" in hint:
        assert w.game.copy().play(hint["slot"]), "the hinted card can be played"
        name = w.state["slots"][hint["slot"]]["label"]
        # A fair hint says it is a guess from what the player sees, with its chance.
        assert re.fullmatch(
            rf"A guess from what you can see: play the {name}\. This move still wins in \d+ of \d+ possible deals\.",
            w.state["message"]["text"],
        ), w.state["message"]["text"]
    else:
        assert hint == {"draw": True}
    send(w, {"type": "draw"})
    assert w.state["hint"] is None  # a hint is for one position only

    lost = TriPeaksWidget(code="TP1-C-AAAAAAD", hint_budget=2_000)  # never winnable under Classic
    send(lost, {"type": "hint"})
    assert lost.state["message"]["text"].startswith("This deal can no longer be won. Best line found (")
    assert lost.game.copy().play(lost.state["hint"]["slot"]) if "slot" in lost.state["hint"] else lost.game.copy().draw()


def test_hint_on_a_lost_deal_marks_the_move_that_clears_most():
    # The rules' walk-through (K♣ A♠ 2♦) leaves TP1-E-AAAAAAB lost.
    w = TriPeaksWidget(code=CODE)
    for slot in (K_CLUBS, A_SPADES, TWO_DIAMONDS):
        send(w, {"type": "play", "slot": slot})
    send(w, {"type": "hint"})
    hint, text = w.state["hint"], w.state["message"]["text"]
    assert text.startswith("This deal can no longer be won. To clear the most cards from here (23 cards): ")
    assert "slot" in hint and w.game.copy().play(hint["slot"]), "the marked move is legal"
    # It says how it knows: it looked at the face-down cards.
    assert text.endswith(f"play the {w.state['slots'][hint['slot']]['label']}. "
                         "The solver looked at the face-down cards to know this.")
    # The count is the most any line clears: checked against a plain exhaustive search.
    assert _most_cleared(w.game.position()) == 23
    w.lang = "tr"
    assert w.state["message"]["text"].startswith("Bu dağıtım artık kazanılamaz.")


def _most_cleared(pos, seen=None) -> int:
    from tripeaks_widget.solver import actions, after

    seen = {} if seen is None else seen
    key = (pos.removed, len(pos.stock), pos.waste)
    if key not in seen:
        seen[key] = max((_most_cleared(after(pos, a), seen) + (a != "draw") for a in actions(pos)), default=0)
    return seen[key]


def test_hint_says_when_the_budget_ran_out():
    w = TriPeaksWidget(code="TP1-C-AAAAAAD", hint_budget=1)
    answer = w.hint()
    assert answer.kind == "budget"
    assert w.state["message"]["text"].startswith("The solver ran out of time")


BAD_MESSAGES = [
    None, 0, "play", [], ["play", 20], {}, {"type": None}, {"type": 3}, {"type": "PLAY", "slot": 20},
    {"type": "teleport"}, {"type": "play"}, {"type": "play", "slot": -1}, {"type": "play", "slot": 28},
    {"type": "play", "slot": 1e9}, {"type": "play", "slot": "20"}, {"type": "play", "slot": 20.0},
    {"type": "play", "slot": True}, {"type": "play", "slot": None}, {"type": "play", "slot": [20]},
    {"type": "play", "slot": 20, "extra": 1}, {"type": "draw", "n": 5}, {"type": "undo", "all": True},
    {"type": "new_game"}, {"type": "new_game", "rule": "hard"}, {"type": "new_game", "rule": 1},
    {"type": "new_game", "code": 42}, {"type": "new_game", "code": ""}, {"type": "new_game", "code": "   "},
    {"type": "new_game", "code": "TP1-E-" + "A" * 10_000}, {"type": "new_game", "code": ["TP1-E-AAAAAAB"]},
    {"type": "set_lang", "lang": "de"}, {"type": "set_lang", "lang": ["tr"]}, {"type": "set_lang"},
    {"type": "set_error_help", "on": "yes"}, {"type": "set_error_help", "on": 0},
    {"type": "play", "slot": 20, **{f"k{i}": i for i in range(10_000)}},
    {"type": "state", "state": {"score": 9999}}, {("type",): "play"}, {"type": {"nested": "play"}},
    {"type": "new_game", "rules": 5}, {"type": "new_game", "rules": ""}, {"type": "new_game", "rules": "  "},
    {"type": "new_game", "rules": ["classic"]}, {"type": "new_game", "rules": "classic," + "jokers=1," * 40},
    {"type": "new_game", "rule": "easy", "rules": "classic"}, {"type": "new_game", "rules": None},
    {"type": "new_game", "code": "", "rules": "classic"}, {"type": "new_game", "code": "TP1-E-AAAAAAB", "rules": 2},
]


@pytest.mark.parametrize("message", BAD_MESSAGES, ids=lambda m: repr(m)[:40])
def test_bad_messages_change_nothing(message):
    w = TriPeaksWidget(code=CODE)
    w.play(K_CLUBS)
    before, record = copy.deepcopy(w.state), w.game.record()
    send(w, message)
    assert w.state == before and w.game.record() == record


def test_binary_buffers_are_refused():
    w = TriPeaksWidget(code=CODE)
    before = copy.deepcopy(w.state)
    send(w, {"type": "play", "slot": K_CLUBS}, [b"\0" * 1024])
    assert w.state == before


def test_the_browser_cannot_write_the_snapshot():
    w = TriPeaksWidget(code=CODE)
    before = copy.deepcopy(w.state)
    w.set_state({"state": {**before, "score": 9999}})
    assert w.state == before and w.game.score == 500


def _random_value(rng: random.Random):
    return rng.choice([
        None, True, False, rng.randint(-5, 40), rng.random() * 30, "", "draw", "tr", "xx", "easy", "classic",
        "TP1-E-AAAAAAB", "TP1-C-AAAAAAD", "tp1-n-aaaaaac", "A" * rng.randint(0, 100), [], {}, [1, 2],
        {"slot": 3}, rng.choice(widget.INTENTS),
    ])


def _random_message(rng: random.Random):
    roll = rng.random()
    if roll < 0.05:
        return _random_value(rng)
    kind = rng.choice([*widget.INTENTS, *widget.INTENTS, "hint!", "", "play "])
    message = {"type": kind}
    if roll < 0.6:  # mostly well-formed, so the game really moves
        if kind == "play":
            message["slot"] = rng.randrange(SLOT_COUNT)
        elif kind == "new_game":
            message.update(rng.choice([
                {"rule": "easy"}, {"rule": "classic"}, {"code": "TP1-E-AAAAAAB"}, {"code": "bad"},
                {"rules": "classic,jokers=2,redeals=1"}, {"rules": "easy,bogus"}, {"rules": "easy,jokers=9"},
                {"code": "TP1-C-AAAAAAD", "rules": "easy,open-peaks,scoring=traditional"},
            ]))
        elif kind == "set_lang":
            message["lang"] = rng.choice(LANGS)
        elif kind == "set_error_help":
            message["on"] = rng.random() < 0.5
    else:
        for _ in range(rng.randint(0, 3)):
            message[rng.choice(["slot", "code", "rule", "rules", "lang", "on", "type", "x"])] = _random_value(rng)
    return message


def test_fuzz_thousands_of_random_messages():
    rng = random.Random(20240503)
    w = TriPeaksWidget(code=CODE, hint_budget=2_000)
    for _ in range(4_000):
        message = _random_message(rng)
        before, record = copy.deepcopy(w.state), w.game.record()
        send(w, message)
        if widget.parse_intent(message) is None:
            assert w.state == before and w.game.record() == record, message
        else:
            assert w.state["version"] > before["version"] or w.state == before
        assert_snapshot_matches(w)
        assert w.state["version"] >= before["version"]


def test_intent_names_match_the_front_end():
    out = _node("import('./js/protocol.js').then(m => console.log(JSON.stringify(Object.values(m.INTENT))))")
    assert sorted(json.loads(out)) == sorted(widget.INTENTS)


@pytest.mark.parametrize("name", list(LAYOUTS))
def test_static_picture_uses_the_board_geometry_and_suits(name):
    layout = LAYOUTS[name]
    script = """
    Promise.all([import('./js/geometry.js'), import('./js/cardart.js')]).then(([geometry, art]) => {
      const g = geometry.tableGeometry(%s);
      const r = (o) => [o.x, o.y, o.w, o.h];
      console.log(JSON.stringify({
        slots: Array.from({length: g.slotCount}, (_, s) => r(g.slotRect(s))),
        stock: r(g.stockRect()), waste: [0, 1, 2].map((d) => r(g.wasteRect(d))),
        board: [g.board.w, g.board.h], suits: art.SUIT_PATHS,
      }));
    })""" % json.dumps(layout_view(layout, "en"))
    js = json.loads(_node(script))
    python = [*(svg.slot_rect(s, layout) for s in range(layout.size)), svg.stock_rect(layout),
              *(svg.waste_rect(d, layout) for d in range(3))]
    assert sum([*js["slots"], js["stock"], *js["waste"]], []) == pytest.approx(sum(map(list, python), []))
    width = max(svg.BOARD_W, layout.width / 2)
    assert js["board"] == pytest.approx([width, svg._pile_y(layout) + svg.CARD_H + svg.LABEL_H * width / svg.BOARD_W])
    if name == "tripeaks":
        assert js["board"] == pytest.approx([svg.BOARD_W, svg.BOARD_H])
    assert js["suits"] == list(svg.SUIT_PATHS)


def _node(script: str) -> str:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is needed to check the front end against the Python side")
    return subprocess.run([node, "-e", script], cwd=REPO, check=True, capture_output=True, text=True).stdout


def test_static_picture_of_a_game():
    game = Game.from_record("TP1-E-AAAAAAB: 20 23 22")
    html = game._repr_html_()
    assert html == svg.board_html(game) or html.startswith('<div class="tripeaks-board"')
    assert "<script" not in html.lower() and not re.search(r"\son\w+=", html)
    assert f'aria-label="{game.describe("en")}"' in html
    face_down = sum(1 for s in range(SLOT_COUNT) if game.card_at(s) and not game.is_face_up(s))
    assert html.count("url(#tp-back-") == face_down + 1  # the backs and the stock
    assert "Score: 497" in html and "TP1-E-AAAAAAB" in html
    turkish = svg.board_html(game, lang="tr")
    assert "Çekme destesi" in turkish and "Puan: 497" in turkish
    # Two boards on one page never share pattern ids.
    ids = re.findall(r'id="([^"]+)"', html + turkish)
    assert len(ids) == len(set(ids))


def test_static_picture_of_finished_games():
    line = _winning_line("TP1-E-AAAAAAD")
    won = Game.replay("TP1-E-AAAAAAD", line)
    html = svg.board_html(won, lang="nb")
    assert "Du vant!" in html and html.count("Toppen er tømt") == 3
    stuck = _play_until(TriPeaksWidget(code=CODE), lambda g: g.status.value != "playing").game
    picture = svg.board_html(stuck)
    assert stuck.status.value == "stuck" and "No more moves possible" in " ".join(re.sub(r"<[^>]+>", " ", picture).split())
    # The cards left stay in sight: the message sits right of the waste's top card, below the peaks' rows.
    x, y = (float(v) for v in re.search(r'<rect x="([\d.]+)" y="([\d.]+)"[^>]*stroke-width="3"', picture).groups())
    waste_x, waste_y, waste_w, _ = svg.waste_rect(0)
    assert x > (waste_x + waste_w) * 100 and y >= waste_y * 100


def test_engine_and_static_picture_never_load_the_widget_stack():
    script = (
        "import sys, tripeaks_widget\n"
        "from tripeaks_widget import Game\n"
        "Game.from_code('TP1-E-AAAAAAB')._repr_html_()\n"
        "print(sorted(m for m in ('anywidget', 'traitlets', 'ipywidgets') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], cwd=REPO, check=True, capture_output=True, text=True).stdout
    assert out.strip() == "[]"


def test_clicks_on_a_kernel_thread_and_cell_calls_do_not_interleave():
    # JupyterLab's comms over subshells run browser intents on another thread.
    import threading

    w = TriPeaksWidget(code=CODE)

    def clicks():
        for _ in range(300):
            send(w, {"type": "play", "slot": K_CLUBS})
            send(w, {"type": "undo"})

    thread = threading.Thread(target=clicks)
    thread.start()
    for _ in range(300):
        w.draw()
        w.undo()
    thread.join()
    # Each action happened whole: the record replays to the very position shown.
    replayed = Game.from_record(w.game.record())
    assert replayed.describe("en") == w.game.describe("en") and replayed.score == w.game.score
    assert_snapshot_matches(w)


# -- replays, marks and the static picture (issue 8) ---------------------------

from tripeaks_widget.engine.examples import WON_GAME, WON_GAME_CODE, WON_GAME_PEAK_MOVES  # noqa: E402
from tripeaks_widget.engine.game import IllegalMoveError  # noqa: E402


def test_replay_sends_every_position_and_the_game_becomes_its_end():
    w = TriPeaksWidget(code=CODE)
    w.replay(WON_GAME, start=WON_GAME_CODE, speed=2)
    steps = w.playback["steps"]
    assert len(steps) == len(WON_GAME) + 1 and w.playback["speed"] == 2.0 and w.playback["autoplay"]
    assert w.game.status.value == "won" and w.game.history == WON_GAME
    game = Game.from_code(WON_GAME_CODE)
    for index, step in enumerate(steps):
        assert (step["score"], step["moves"]) == (game.score, game.moves)
        assert step["describe"] == game.describe("en")
        for slot, data in enumerate(step["slots"]):
            if game.card_at(slot) is not None and not game.is_face_up(slot):
                assert data == {"face_up": False, "label": "face-down card"}  # never revealed
        if index < len(WON_GAME):
            action = WON_GAME[index]
            nxt = step["next"]
            if action == "draw":
                assert nxt["draw"] and nxt["uncovers"] == []
                game.draw()
            else:
                assert nxt["slot"] == action
                turned = game.play(action).turned_up
                assert nxt["uncovers"] == list(turned)
        else:
            assert step["next"] is None
    peaks = [next(s["moves"] for s in steps if sum(s["cleared_peaks"]) > p) for p in range(3)]
    assert tuple(peaks) == WON_GAME_PEAK_MOVES
    json.dumps(w.playback)


def test_replay_of_a_record_and_from_the_board():
    w = TriPeaksWidget(code=CODE)
    w.replay("TP1-E-AAAAAAB: 20 23 22", autoplay=False)
    assert w.game.record() == "TP1-E-AAAAAAB: 20 23 22" and not w.playback["autoplay"]
    w.replay(["draw", "d"])  # from the board's game
    assert w.game.record() == "TP1-E-AAAAAAB: 20 23 22 draw draw"
    assert w.playback["steps"][0]["moves"] == 3
    w.replay([22], start="TP1-E-AAAAAAB: 20 23")
    assert w.game.record() == "TP1-E-AAAAAAB: 20 23 22"


@pytest.mark.parametrize("line, kwargs, error", [
    ([20, 18], {}, IllegalMoveError),
    ([20, 99], {}, IllegalMoveError),
    ("20 23", {}, IllegalMoveError),
    (42, {}, TypeError),
    ([20], {"speed": 0}, ValueError),
    ([20], {"start": 3}, TypeError),
    ("TP1-E-AAAAAAD: 26", {"start": CODE}, ValueError),
    ([20], {"start": "TP1-Q-AAAAAAB"}, InvalidCodeError),
])
def test_bad_replays_change_nothing(line, kwargs, error):
    w = TriPeaksWidget(code=CODE)
    w.play(K_CLUBS)
    before = visible(w), w.playback
    with pytest.raises(error):
        w.replay(line, **kwargs)
    assert (visible(w), w.playback) == before


def test_leaving_a_replay_plays_on_from_that_step():
    w = TriPeaksWidget(code=CODE)
    w.replay(WON_GAME, start=WON_GAME_CODE)
    replay_id = w.playback["id"]
    send(w, {"type": "replay_leave", "replay": replay_id + 1, "step": 3})  # another replay: ignored
    assert w.game.moves == 50 and w.playback
    send(w, {"type": "replay_leave", "replay": replay_id, "step": 51})  # no such step: ignored
    assert w.game.moves == 50
    send(w, {"type": "replay_leave", "replay": replay_id, "step": 12})
    assert w.playback == {} and w.game.history == WON_GAME[:12] and w.game.moves == 12
    assert_snapshot_matches(w)
    send(w, {"type": "play", "slot": WON_GAME[12]})
    assert w.game.moves == 13
    w.replay([WON_GAME[13]])
    w.draw()  # any move from Python ends the replay too
    assert w.playback == {}


def test_a_language_switch_rewords_the_replay():
    w = TriPeaksWidget(code=CODE)
    w.replay([20, 23, 22])
    w.lang = "tr"
    assert w.playback["steps"][2]["next"]["text"] == "Sıradaki: karo 2; 1 kart açılır"
    assert w.playback["steps"][0]["describe"] == Game.from_code(CODE).describe("tr")
    assert not w.playback["autoplay"]


def test_highlight_marks_slots_and_never_reveals_a_card():
    w = TriPeaksWidget(code=CODE)
    first, second = COVERED_BY[13]
    label = f"covered by {first} and {second}"
    assert label == "covered by 22 and 23"  # the example of the README, docs/engine.md and highlight's docstring
    w.highlight({13: label, first: "", second: ""})
    w.highlight({0: "a peak"}, colour="gold")
    w.highlight({23: "this one"}, colour="#00FF00")
    assert w.state["marks"] == [
        {"slot": 0, "label": "a peak", "colour": "#ffd166"},
        {"slot": 13, "label": "covered by 22 and 23", "colour": "#4fc3f7"},
        {"slot": 22, "label": "", "colour": "#4fc3f7"},
        {"slot": 23, "label": "this one", "colour": "#00ff00"},
    ]
    assert w.state["slots"][13] == {"face_up": False, "label": "face-down card"}
    assert "7♠" not in w.picture_html() and w.picture_html().count('class="tp-mark"') == 4
    w.play(K_CLUBS)
    assert len(w.state["marks"]) == 4  # marks stay while the lesson plays on
    w.clear_highlights()
    assert w.state["marks"] == []
    w.highlight({1: ""})
    w.new_game(code="TP1-E-AAAAAAD")
    assert w.state["marks"] == []  # a new deal has other cards


@pytest.mark.parametrize("marks, colour, error", [
    ({28: "x"}, None, ValueError), ({"13": "x"}, None, ValueError), ({True: ""}, None, ValueError),
    ({13: 5}, None, TypeError), ({13: "x" * 61}, None, ValueError), ([13], None, TypeError),
    ({13: ""}, "pink", ValueError), ({13: ""}, "#12345", ValueError), ({13: ""}, 3, ValueError),
])
def test_bad_marks_change_nothing(marks, colour, error):
    w = TriPeaksWidget(code=CODE)
    w.highlight({20: "start"})
    before = visible(w)
    with pytest.raises(error):
        w.highlight(marks, colour=colour)
    assert visible(w) == before


def test_variant_chips_and_short_names_in_the_board_language():
    w = TriPeaksWidget(code=CODE, rules="easy,open-peaks,joker", lang="nb")
    assert [c["label"] for c in w.state["variants"]] == ["Åpne topper", "Joker"]
    w.lang = "tr"
    assert [c["label"] for c in w.state["variants"]] == ["Açık tepeler", "Joker"]
    king = w.state["slots"][K_CLUBS]["card"]
    assert king["rank_symbol"] == "R" and w.state["slots"][K_CLUBS]["label"] == "sinek papazı"
    assert "Moves" not in w.state["strings"]["moves_note"] and w.state["strings"]["moves_note"]
    assert TriPeaksWidget(code=CODE).state["variants"] == []
    more = TriPeaksWidget(code=CODE, rules="easy,jokers=2,redeals=3,scoring=traditional").state["variants"]
    assert [c["label"] for c in more] == ["Traditional scoring", "2 jokers", "3 redeals"]


def test_static_picture_writes_the_king_as_r_in_turkish_and_norwegian():
    game = Game.from_code(CODE)
    for lang, king in (("en", "K"), ("tr", "R"), ("nb", "R")):
        html = svg.board_html(game, lang=lang)
        faces = re.findall(r'letter-spacing="[^"]+">([^<]+)</text>', html)
        assert faces.count(king) == 2 * 2  # K♣ and K♦, two corners each
        assert "K" not in faces or lang == "en"


def test_the_static_picture_follows_the_board_after_each_cell():
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    published = []
    shell.display_pub.publish = lambda data, metadata=None, **kw: published.append((data, kw))
    try:
        w = TriPeaksWidget(code=CODE)
        shell.run_cell("pass")
        w._ipython_display_()
        assert "application/vnd.jupyter.widget-view+json" in published[0][0]
        picture = published[1][0]["text/html"]
        assert 'class="tripeaks-static"' in picture and "Score: 500" in picture
        w.play(K_CLUBS)
        shell.events.trigger("post_run_cell", None)
        update = published[-1]
        assert update[1].get("update") and "Score: 499" in update[0]["text/html"]
        count = len(published)
        shell.events.trigger("post_run_cell", None)
        assert len(published) == count  # nothing changed: nothing sent
    finally:
        del shell.display_pub.publish
        InteractiveShell.clear_instance()


def test_html_export_shows_each_board_as_a_picture(tmp_path):
    import html as html_module

    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [
        nbformat.v4.new_code_cell(f'from tripeaks_widget import TriPeaksWidget\nw = TriPeaksWidget(code="{CODE}")\nw'),
        nbformat.v4.new_code_cell("for slot in (20, 23, 22):\n    w.play(slot)\nw.highlight({13: 'turned up'})"),
        nbformat.v4.new_code_cell(
            "from tripeaks_widget.engine.examples import WON_GAME, WON_GAME_CODE\n"
            "v = TriPeaksWidget(lang='nb')\nv.replay(WON_GAME, start=WON_GAME_CODE)\nv"
        ),
    ]
    path = tmp_path / "export.ipynb"
    nbformat.write(nb, path)
    subprocess.run(
        [sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", "--execute", str(path)],
        check=True, capture_output=True, cwd=tmp_path, timeout=300,
    )
    html = (tmp_path / "export.html").read_text(encoding="utf-8")
    pictures = re.findall(r'<div class="tripeaks-static">.*?</svg></div><p class="tripeaks-static-note".*?</p>'
                          r'<p class="tripeaks-static-export".*?</p></div>', html, re.S)
    assert len(pictures) == 2
    first, second = pictures
    # The first board's picture shows its final position: after K♣ A♠ 2♦, 7♠ turned up and marked.
    after = Game.from_record("TP1-E-AAAAAAB: 20 23 22")
    assert f'aria-label="{after.describe("en")}"' in first and "Score: 497" in first
    assert 'data-slot="13"' in first and "turned up" in first
    assert "Du vant!" in second and second.count("Toppen er tømt") == 3
    # Each says, in its board's language, how to play on where the live board is gone (a notebook after a
    # reload), and what it shows and where to play it where no cell can run (this export: the note shown).
    assert "run this cell again" in first and "Kjør denne cellen igjen" in second
    assert f"The position of game {CODE} after 3 moves (score 497)" in first
    assert 'TriPeaksWidget(code="TP1-E-AAAAAAD")' in html_module.unescape(second) and "Stillingen i spill TP1-E-AAAAAAD" in second
