"""The answer as plain text (folded letters, plain suit signs, no quotes around it), and the reader's two errors."""

from __future__ import annotations

import re

__all__ = ["MAX_LENGTH", "CODE", "TwoAnswers", "UnreadableAnswer", "fold", "plain", "the_one", "words"]


class UnreadableAnswer(ValueError):
    """Raised for an answer that is not of the exercise's kind (a card, a number…)."""


class TwoAnswers(UnreadableAnswer):
    """Raised for an answer that names two different values: "ja og nei", "20 veya 21"."""


def the_one(values: list, context, shown: object):
    """The one value the answer gives: values copied from the question (context) are set aside while
    others remain; two left raise TwoAnswers, none UnreadableAnswer (each naming shown)."""
    distinct = list(dict.fromkeys(values))
    if len(distinct) > 1:  # a value copied from the question ("after 3 moves: 497") is not the answer
        distinct = [v for v in distinct if v not in context] or distinct
    if len(distinct) > 1:
        raise TwoAnswers(shown)
    if not distinct:
        raise UnreadableAnswer(shown)
    return distinct[0]


_FOLD = str.maketrans("ıİşŞğĞçÇöÖüÜâÂîÎûÛøØæÆéÉèêëóòôáà", "iisSgGcCoOuUaAiIuUoOææeEeeeoooaa")
#: Long answers are read on their first characters only (an answer is a few words).
MAX_LENGTH = 400


def fold(text: str) -> str:
    """Lower case with the Turkish letters folded to plain ones: "Hayır" -> "hayir", "DOĞRU" -> "dogru"."""
    return text.translate(_FOLD).lower().replace("æ", "ae")


_SYMBOLS = str.maketrans({"♤": "♠", "♧": "♣", "♡": "♥", "♢": "♦", "\ufe0f": None, "\u00a0": " ", "\u202f": " "})


def plain(answer: object) -> str:
    """The answer folded, emoji suit signs made plain ("♠️" -> "♠"), letters held down collapsed ("neeei" -> "nei")."""
    text = answer if isinstance(answer, str) else str(answer)
    text = re.sub(r"[‘’´`ʼ]", "'", text[:MAX_LENGTH].translate(_SYMBOLS)).strip()
    text = re.sub(r"^(?:answer|svar|cevap)\s*=\s*", "", text, flags=re.IGNORECASE)  # answer = 'maça 7', as code
    while len(text) > 1 and text[0] + text[-1] in ("''", '""', "“”", "«»", "””", "„“"):
        text = text[1:-1].strip()
    return re.sub(r"([^\W\d])\1{2,}", r"\1", fold(text))


def words(text: str) -> list[str]:
    """The words of a text, without its digits and signs."""
    return re.findall(r"[^\W\d_]+", text)


#: A deal code ("TP1-E-AAAAAAD", folded) names no value of the answer.
CODE = re.compile(r"tp\d-?[a-z]-?[a-z]{7}")
