"""The message catalogue: every text a user sees, in English and each language of ``locale/LINGUAS``.

The texts live in gettext catalogues under the package (docs/translating.md):
``locale/tripeaks.pot`` holds the English source, one entry per key (msgctxt the key,
msgid the English), and ``locale/<lang>/LC_MESSAGES/tripeaks.po`` each language's
translations. The build compiles them to ``.mo`` files (hatch_build.py), which this
module reads with the standard library's ``gettext``, in CPython and in Pyodide alike.
A text a catalogue lacks, or translates from an older English, shows in English.
Turkish and Norwegian wording is taken from the original help pages where they give it
(``shared/seeds``).

>>> t("not_adjacent", "tr")
'Değeri bir büyük veya bir küçük olmalı'
>>> t("cards", "en", n=1), t("cards", "en", n=2), t("cards", "nb", n=2)
('1 card', '2 cards', '2 kort')
>>> card_name(Card.from_str("K♣"), "tr"), card_name(Card.from_str("A♣"), "nb"), card_name(Card.from_str("10♥"), "en")
('sinek papazı', 'kløver ess', '10 of hearts')
>>> [short_card_name(Card.from_str("K♣"), lang) for lang in LANGS], short_card_name(Card.from_str("Qs"), "nb")
(['K♣', 'R♣', 'R♣'], 'D♠')
"""

from __future__ import annotations

import gettext
import os
from functools import cache
from pathlib import Path

from .cards import Card, Suit
from .errors import UnknownLanguageError, short

DOMAIN = "tripeaks"
#: The catalogues' folder; ``TRIPEAKS_LOCALE_DIR`` points to another (a translator trying a catalogue, a test).
LOCALE_DIR = Path(os.environ.get("TRIPEAKS_LOCALE_DIR") or Path(__file__).resolve().parents[1] / "locale")
DEFAULT_LANG = "en"


def _languages(locale: Path) -> tuple[str, ...]:
    path = locale / "LINGUAS"
    listed = path.read_text(encoding="utf-8").splitlines() if path.is_file() else []
    return (DEFAULT_LANG, *(word for line in listed for word in line.split("#")[0].split() if word != DEFAULT_LANG))


#: English first, then the translations ``locale/LINGUAS`` lists.
LANGS = _languages(LOCALE_DIR)


_SUITS = ("clubs", "diamonds", "hearts", "spades")  # Suit's order
_RANKS = {1: "ace", 11: "jack", 12: "queen", 13: "king"}  # the ranks with a name or a letter of their own


def check_lang(lang: str) -> str:
    """``lang`` if the catalogue has it (``LANGS``: "en", "tr", "nb"), else UnknownLanguageError."""
    if not (isinstance(lang, str) and lang in LANGS):
        raise UnknownLanguageError(f"unknown language: {short(lang)} (expected one of {', '.join(map(repr, LANGS))})")
    return lang


class _NoSuchKey(gettext.NullTranslations):
    """The English index's fallback: a key it does not hold is a KeyError, never the key shown as a text."""

    def gettext(self, message):
        raise KeyError(message)

    def ngettext(self, msgid1, msgid2, n):
        raise KeyError(msgid1)


@cache
def _catalogue(lang: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``lang``: for English, the index from each key to its English text."""
    try:
        found = gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[lang])
    except FileNotFoundError:
        raise FileNotFoundError(
            f"the {lang!r} message catalogue is not compiled ({LOCALE_DIR / lang / 'LC_MESSAGES' / DOMAIN}.mo): "
            "install the package (pip install -e .) or run python scripts/catalogues.py compile") from None
    if lang == DEFAULT_LANG:
        found.add_fallback(_NoSuchKey())
    return found


@cache
def english(key: str) -> tuple[str, ...]:
    """The English of ``key``: one text, or its two plural forms (for 1 and for any other count)."""
    index = _catalogue(DEFAULT_LANG)
    try:  # plural forms first: gettext() would also find a plural entry's first form
        return index.ngettext(key, key, 1), index.ngettext(key, key, 2)
    except KeyError:
        try:
            return (index.gettext(key),)
        except KeyError:
            raise KeyError(f"no catalogue text {key!r}") from None


@cache
def _text(key: str, lang: str) -> str | None:
    """The text of ``key`` in ``lang`` (its English where the catalogue lacks it); None for plural forms."""
    source = english(key)
    if len(source) > 1:
        return None
    return source[0] if lang == DEFAULT_LANG else _catalogue(lang).pgettext(key, source[0])


def t(key: str, lang: str = DEFAULT_LANG, **fields: object) -> str:
    """The catalogue text ``key`` in ``lang``, with ``fields`` filled in (English where ``lang`` lacks it).

    A text with plural forms picks its form by the field ``n`` (``t("cards", lang, n=3)``), as ngettext does.
    """
    text = _text(key, check_lang(lang))
    if text is None:
        one, other = english(key)
        n = fields.get("n")
        if not isinstance(n, int) or isinstance(n, bool):
            raise TypeError(f"catalogue text {key!r} has plural forms: it needs the count as n=<int>, not {short(n)}")
        if lang == DEFAULT_LANG:
            text = one if n == 1 else other
        else:
            text = _catalogue(lang).npgettext(key, one, other, n)
    return text.format(**fields) if fields else text


def decimal(value: float, lang: str = DEFAULT_LANG, digits: int = 1) -> str:
    """A number with ``digits`` decimals as each language writes it: 0.5 in English, 0,5 in Turkish and Norwegian.

    >>> decimal(-0.04, "nb"), decimal(-0.4, "en", 0), decimal(-1.5, "tr")
    ('0,0', '0', '-1,5')
    """
    text = f"{value:.{digits}f}"
    if text.startswith("-") and not text.strip("-0."):  # -0.04 is written 0.0, not -0.0
        text = text[1:]
    return text if check_lang(lang) == "en" else text.replace(".", ",")


def percent(value: float, lang: str = DEFAULT_LANG, digits: int = 1) -> str:
    """A percentage (``value`` in percent) as each language writes it: 27.5 %, %27,5, 27,5 %."""
    number = decimal(value, lang, digits)
    return f"%{number}" if lang == "tr" else f"{number} %"


def count_cards(n: int, lang: str) -> str:
    return t("cards", lang, n=n)


def card_name(card: Card, lang: str = DEFAULT_LANG) -> str:
    """The spoken name of a card: "king of clubs", "sinek papazı", "kløver konge"."""
    check_lang(lang)
    if card.rank == 0:
        return t("joker", lang)
    rank = t(f"rank_{_RANKS[card.rank]}", lang) if card.rank in _RANKS else str(card.rank)
    return t("card_name", lang, rank=rank, suit=t(f"suit_{_SUITS[Suit(card.suit)]}", lang))


def rank_symbol(rank: int, lang: str = DEFAULT_LANG) -> str:
    """The rank as a card's corner shows it in ``lang``: "K" in English, "R" in Turkish and Norwegian."""
    check_lang(lang)
    if rank == 0:
        return "★"
    return t(f"letter_{_RANKS[rank]}", lang) if rank in _RANKS else str(rank)


def short_card_name(card: Card, lang: str = DEFAULT_LANG) -> str:
    """A card written short, as the seeds do: "K♣" in English, "R♣" in Turkish and Norwegian."""
    if card.rank == 0:
        return rank_symbol(0, lang)
    return rank_symbol(card.rank, lang) + Suit(card.suit).symbol
