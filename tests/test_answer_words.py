"""Number words are read in English, Turkish and Norwegian: every number num2words writes, read back.

num2words is an independent writer of number words (it only writes them; no library
reads Turkish or Norwegian ones, so ``lessons/numberwords.py`` is hand-written).
"""

from __future__ import annotations

import re

import pytest

from tripeaks_widget.lessons.answers import fold
from tripeaks_widget.lessons.numberwords import read_words

num2words = pytest.importorskip("num2words").num2words

#: num2words' language codes for ours.
CODES = {"en": "en", "tr": "tr", "nb": "no"}


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[\s,\-]+", fold(text)) if w]


@pytest.mark.parametrize("lang", CODES)
def test_every_cardinal_up_to_9999_is_read_back(lang):
    wrong = [(n, num2words(n, lang=CODES[lang])) for n in range(10_000)
             if read_words(_words(num2words(n, lang=CODES[lang])), lang) != [n]]
    assert wrong == []


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_every_ordinal_up_to_999_is_read_back(lang):
    wrong = [(n, num2words(n, lang=CODES[lang], to="ordinal")) for n in range(1, 1000)
             if read_words(_words(num2words(n, lang=CODES[lang], to="ordinal")), lang) != [n]]
    assert wrong == []


def test_norwegian_ordinals_and_joined_forms():
    # num2words' Norwegian ordinals have slips ("trettførste" for 13th), so these are written out.
    cases = {"tjuende": 20, "første": 1, "tredje": 3, "attende": 18, "åttende": 8, "trettiende": 30,
             "tjueførste": 21, "sjuende": 7, "tjuesju": 27, "tjue-sju": 27, "femhundreogsekstitre": 563,
             "sytti": 70, "hundre og tre": 103, "to tusen og fem": 2005, "tyve": 20, "tre tusen fire hundre": 3400}
    assert {text: read_words(_words(text), "nb") for text in cases} == {text: [n] for text, n in cases.items()}


@pytest.mark.parametrize("lang, text, numbers", [
    ("tr", "yirmi yirmi bir", [20, 21]), ("tr", "yedi yirmi", [7, 20]), ("nb", "tjue og tretti", [20, 30]),
    ("en", "twenty thirty", [20, 30]), ("tr", "yirmiye", [20]), ("tr", "dördü", [4]), ("tr", "yirminci", [20]),
    ("tr", "ona", []), ("tr", "yüzden", []), ("tr", "onlar", []), ("nb", "andre", []),
])
def test_two_numbers_stay_two_and_other_words_are_not_numbers(lang, text, numbers):
    assert read_words(_words(text), lang) == numbers
