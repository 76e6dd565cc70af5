"""The exercises read answers as students write them, in each language: one table per language.

Each row is (exercise, what the student types, right?). Every row must be read
(never "is not a number"), and judged right or wrong as marked. The forms are
those the lessons themselves print (%27,5; 27,5 %; R♣; "… D, R, A …") and those
students type by habit (doğru, sant, "Q veya A", a decimal comma).
"""

from __future__ import annotations

import pytest

from tripeaks_widget.engine.i18n import LANGS
from tripeaks_widget.lessons import EXERCISES, check
from tripeaks_widget.lessons.exercises import expected
from tripeaks_widget.lessons.feedback import PERCENT_TOLERANCE, example, read

# 1.1: 23 cards. 1.3: 7♠. 1.4: False (lost after K♣ A♠ 2♦). 2.1: {Q, A}. 3.2: True. 5.3: 27.5 %. 5.4: 6.5 %.
FORMS = {
    "en": [
        ("1.1", "23", True), ("1.1", " 23 ", True), ("1.1", "23 cards", True), ("4.1", "497 points", True), ("1.1", "23.0", True), ("1.1", 23, True), ("1.1", "24", False),
        ("5.3", "27.5 %", True), ("5.3", "27.5%", True), ("5.3", "%27.5", True), ("5.3", 27.5, True),
        ("5.3", "about 30", True), ("5.3", "yes", None), ("5.3", "27.5 percent", True), ("5.3", "60 %", False), ("5.4", "6.5%", True),
        ("1.4", False, True), ("1.4", "False", True), ("1.4", "false", True), ("1.4", "no", True), ("1.4", "No.", True),
        ("1.4", "yes", False), ("1.4", "True", False), ("3.2", "yes", True), ("3.2", "Yes!", True),
        ("1.3", "7♠", True), ("1.3", "7s", True), ("1.3", "7S", True), ("1.3", "♠7", True), ("1.3", "7 ♠", True),
        ("1.3", "seven of spades", True), ("1.3", "7 of spades", True), ("1.3", "the 7♠", True), ("1.3", "7♣", False),
        ("2.1", "Q, A", True), ("2.1", "A, Q", True), ("2.1", "Q,A", True), ("2.1", "Q or A", True),
        ("2.1", "Q and A", True), ("2.1", "queen, ace", True), ("2.1", "queen or ace", True), ("2.1", ["Q", "A"], True),
        ("2.1", "Q", False), ("2.1", "J, K", False),
    ],
    "tr": [
        ("1.1", "23", True), ("1.1", "23,0", True), ("1.1", "23 kart", True), ("1.1", "23 tane", True),
        ("4.1", "497 puan", True), ("3.4", "18 kez", True), ("1.1", "24", False), ("1.1", "23 elma", None),
        ("5.3", "%27,5", True), ("5.3", "% 27,5", True), ("5.3", "27,5 %", True), ("5.3", "27,5%", True),
        ("5.3", "yüzde 27,5", True), ("5.3", "yaklaşık %30", True), ("5.3", "Yüzde 27,5", True), ("5.3", "27,5", True), ("5.3", "%60", False),
        ("5.4", "%6,5", True),
        ("1.4", "False", True), ("1.4", "hayır", True), ("1.4", "Hayır", True), ("1.4", "HAYIR", True),
        ("1.4", "hayir", True), ("1.4", "yanlış", True), ("1.4", "Yanlış", True), ("1.4", "YANLIŞ", True),
        ("1.4", "evet", False), ("1.4", "Doğru", False), ("3.2", "Doğru", True), ("3.2", "doğru", True),
        ("3.2", "DOĞRU", True), ("3.2", "dogru", True), ("3.2", "Evet", True), ("3.2", "EVET", True), ("3.2", True, True),
        ("1.3", "7♠", True), ("1.3", "maça 7", True), ("1.3", "Maça 7", True), ("1.3", "maça 7'si", True),
        ("1.3", "maça yedisi", True), ("1.3", "7♠'dir", True), ("1.3", "kupa 7", False),
        ("2.1", "Q, A", True), ("2.1", "Q veya A", True), ("2.1", "Q ya da A", True), ("2.1", "Q ve A", True),
        ("2.1", "A ile Q", True), ("2.1", "kız, as", True), ("2.1", "kız veya as", True), ("2.1", "Kız ve As", True),
        ("2.1", "J veya A", False),
    ],
    "nb": [
        ("1.1", "23", True), ("1.1", "23,0", True), ("1.1", "23 kort", True), ("4.1", "497 poeng", True),
        ("3.4", "18 angringer", True), ("1.1", "22", False),
        ("5.3", "27,5 %", True), ("5.3", "27,5%", True), ("5.3", "27,5", True), ("5.3", "%27,5", True),
        ("5.3", "27,5 prosent", True), ("5.3", "omtrent 30 %", True), ("5.3", "60 %", False), ("5.4", "6,5 %", True),
        ("1.4", "False", True), ("1.4", "nei", True), ("1.4", "Nei", True), ("1.4", "usant", True),
        ("1.4", "Usant", True), ("1.4", "feil", True), ("1.4", "ja", False), ("1.4", "sant", False),
        ("3.2", "ja", True), ("3.2", "Ja", True), ("3.2", "sant", True), ("3.2", "Sant", True), ("3.2", "riktig", True),
        ("1.3", "7♠", True), ("1.3", "spar 7", True), ("1.3", "Spar 7", True), ("1.3", "spar sju", True),
        ("1.3", "spar syv", True), ("1.3", "hjerter 7", False),
        ("2.1", "D, A", True), ("2.1", "Q, A", True), ("2.1", "A, D", True), ("2.1", "D og A", True),
        ("2.1", "D eller A", True), ("2.1", "dame og ess", True), ("2.1", "Dame, ess", True), ("2.1", "D", False),
        ("2.1", "R, A", False),
    ],
}


@pytest.mark.parametrize("lang", LANGS)
def test_every_natural_form_is_read_and_judged(lang):
    problems = []
    for exercise_id, typed, right in FORMS[lang]:
        feedback = check(exercise_id, typed, lang)
        if feedback.correct is not right:
            problems.append(f"{exercise_id} {typed!r}: {feedback.text}")
    assert problems == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_solution_as_printed_is_a_right_answer(lang):
    """What the folded solution shows ("%27,5", "D, A", "True (evet)") is itself accepted."""
    from tripeaks_widget.lessons.feedback import show

    for exercise_id, exercise in EXERCISES.items():
        value, _ = expected(exercise_id)
        shown = show(exercise.kind, value, lang)
        if exercise.kind == "yesno":
            shown = shown.split(" (")[0]  # "True (evet)": the student types True
        assert check(exercise_id, shown, lang).correct, (exercise_id, shown)


def test_king_ace_rule_letters_are_the_boards_in_each_language():
    assert check("2.1", "Q, A", "tr").text.endswith("Q, A.")
    assert check("2.1", "Q, A", "nb").text == "Riktig! Svaret er D, A."
    assert check("2.1", "D, A", "en").text == "Right! The answer is Q, A."


@pytest.mark.parametrize("lang", LANGS)
def test_the_example_shows_the_shape_never_the_answer(lang):
    for exercise_id, exercise in EXERCISES.items():
        value, _ = expected(exercise_id)
        if exercise.kind == "yesno":
            assert example(exercise_id, lang) in ("True or False", "True ya da False", "True eller False")
            continue
        given = read(exercise.kind, example(exercise_id, lang), lang)
        if exercise.kind == "percent":
            assert abs(given - value) > PERCENT_TOLERANCE, exercise_id
        else:
            assert given != value, exercise_id
