"""The message catalogue: every text a user sees, in English, Turkish and Norwegian.

Turkish and Norwegian wording is taken from the original help pages where they
give it (``shared/seeds``).

>>> t("not_adjacent", "tr")
'Değeri bir büyük veya bir küçük olmalı'
>>> card_name(Card.from_str("K♣"), "tr"), card_name(Card.from_str("A♣"), "nb"), card_name(Card.from_str("10♥"), "en")
('sinek papazı', 'kløver ess', '10 of hearts')
"""

from __future__ import annotations

from .cards import Card, Suit

LANGS = ("en", "tr", "nb")
DEFAULT_LANG = "en"

MESSAGES: dict[str, dict[str, str]] = {
    # Refusals (error help): the seeds' wording.
    "not_adjacent": {
        "en": "Must be one rank higher or lower",
        "tr": "Değeri bir büyük veya bir küçük olmalı",
        "nb": "Må være én verdi høyere eller lavere",
    },
    "blocked": {
        "en": "This card is blocked",
        "tr": "Bu kart engellenmiş",
        "nb": "Dette kortet er blokkert",
    },
    "no_card": {
        "en": "There is no card here any more",
        "tr": "Burada artık kart yok",
        "nb": "Det ligger ikke noe kort her lenger",
    },
    "stock_empty": {
        "en": "The stock is empty",
        "tr": "Çekme destesi boş",
        "nb": "Trekkbunken er tom",
    },
    "draw_not_allowed": {
        "en": "You may only draw when no card fits",
        "tr": "Yalnızca ardışık bir kart yoksa kart çekilebilir",
        "nb": "Du kan bare trekke når ingen kort passer",
    },
    "nothing_to_undo": {
        "en": "There is nothing to undo",
        "tr": "Geri alınacak hamle yok",
        "nb": "Det er ingenting å angre",
    },
    "game_over": {
        "en": "The game is over",
        "tr": "Oyun bitti",
        "nb": "Spillet er over",
    },
    # End of the game.
    "stuck": {
        "en": "No more moves possible",
        "tr": "Yapılabilecek hamle kalmadı",
        "nb": "Ingen flere mulige trekk",
    },
    # Rules.
    "rule_easy": {"en": "Easy", "tr": "Kolay", "nb": "Lett"},
    "rule_classic": {"en": "Classic", "tr": "Klasik", "nb": "Klassisk"},
    # The board description (spec §9): the seeds' sentence form.
    "describe": {
        "en": "Stock: {stock}; waste: {waste}. Peaks: {row1}; row 2: {row2}; row 3: {row3}; bottom row: {row4}.",
        "tr": "Çekme destesi: {stock}; açık kart yığını: {waste}. Zirveler: {row1}; sıra 2: {row2}; "
        "sıra 3: {row3}; en alt sıra: {row4}.",
        "nb": "Trekkbunke: {stock}; avleggsbunke: {waste}. toppkort: {row1}; rad 2: {row2}; "
        "rad 3: {row3}; nederste rad: {row4}.",
    },
    "cards_one": {"en": "{n} card", "tr": "{n} kart", "nb": "{n} kort"},
    "cards_many": {"en": "{n} cards", "tr": "{n} kart", "nb": "{n} kort"},
    "face_down": {"en": "face-down card", "tr": "kapalı kart", "nb": "skjult kort"},
    "empty": {"en": "empty", "tr": "boş", "nb": "tom"},
    "joker": {"en": "joker", "tr": "joker", "nb": "joker"},
}

_SUIT_NAMES = {
    "en": ("clubs", "diamonds", "hearts", "spades"),
    "tr": ("sinek", "karo", "kupa", "maça"),
    "nb": ("kløver", "ruter", "hjerter", "spar"),
}
# Ranks with a name; the others are read as their number.
_RANK_NAMES = {
    "en": {1: "ace", 11: "jack", 12: "queen", 13: "king"},
    # Turkish names take the possessive after the suit: "sinek ası", "sinek papazı".
    "tr": {1: "ası", 11: "valesi", 12: "kızı", 13: "papazı"},
    "nb": {1: "ess", 11: "knekt", 12: "dame", 13: "konge"},
}


class UnknownLanguageError(ValueError):
    """Raised for a language the catalogue does not have."""


def check_lang(lang: str) -> str:
    if lang not in LANGS:
        raise UnknownLanguageError(f"unknown language: {lang!r} (expected one of {', '.join(LANGS)})")
    return lang


def t(key: str, lang: str = DEFAULT_LANG, **fields: object) -> str:
    """The catalogue text ``key`` in ``lang``, with ``fields`` filled in."""
    text = MESSAGES[key][check_lang(lang)]
    return text.format(**fields) if fields else text


def count_cards(n: int, lang: str) -> str:
    return t("cards_one" if n == 1 else "cards_many", lang, n=n)


def card_name(card: Card, lang: str = DEFAULT_LANG) -> str:
    """The spoken name of a card: "king of clubs", "sinek papazı", "kløver konge"."""
    check_lang(lang)
    if card.rank == 0:
        return t("joker", lang)
    suit = _SUIT_NAMES[lang][Suit(card.suit)]
    rank = _RANK_NAMES[lang].get(card.rank, str(card.rank))
    if lang == "en":
        return f"{rank} of {suit}"
    return f"{suit} {rank}"
