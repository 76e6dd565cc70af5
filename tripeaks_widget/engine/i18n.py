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
from .rule_texts import RULE_MESSAGES
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
        "tr": "Yalnızca uyan kart yokken kart çekilebilir",
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
    # A game's status in a word (Game.status is "playing", "won" or "stuck"): t("status_" + game.status, lang).
    "status_playing": {"en": "playing", "tr": "sürüyor", "nb": "pågår"},
    "status_won": {"en": "won", "tr": "kazanıldı", "nb": "vunnet"},
    "status_stuck": {"en": "stuck", "tr": "tıkandı", "nb": "står fast"},
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
    # A card's spoken name (card_name): its rank and suit words in the language's order.
    "card_name": {"en": "{rank} of {suit}", "tr": "{suit} {rank}", "nb": "{suit} {rank}"},
    "suit_clubs": {"en": "clubs", "tr": "sinek", "nb": "kløver"},
    "suit_diamonds": {"en": "diamonds", "tr": "karo", "nb": "ruter"},
    "suit_hearts": {"en": "hearts", "tr": "kupa", "nb": "hjerter"},
    "suit_spades": {"en": "spades", "tr": "maça", "nb": "spar"},
    # Ranks with a name; the others are read as their number. Turkish names take the possessive
    # after the suit: "sinek ası", "sinek papazı".
    "rank_ace": {"en": "ace", "tr": "ası", "nb": "ess"},
    "rank_jack": {"en": "jack", "tr": "valesi", "nb": "knekt"},
    "rank_queen": {"en": "queen", "tr": "kızı", "nb": "dame"},
    "rank_king": {"en": "king", "tr": "papazı", "nb": "konge"},
    # Short rank letters (card faces, the static picture). The seeds write the King as R in Turkish and
    # Norwegian (R♣, R♦); each letter names one rank in every language, so no K is left there to read as
    # King (en) or Kız (tr, the Queen). Turkish decks print Q and J; Norwegian ones D (dame). See docs/engine.md.
    "letter_ace": {"en": "A", "tr": "A", "nb": "A"},
    "letter_jack": {"en": "J", "tr": "J", "nb": "J"},
    "letter_queen": {"en": "Q", "tr": "Q", "nb": "D"},
    "letter_king": {"en": "K", "tr": "R", "nb": "R"},
    # The board in the browser (widget.py) and its static picture (svg.py).
    # Seed wording: Yeni oyun / Nytt spill, Geri Al / Angre, Kolay / Lett,
    # Klasik / Klassisk, hata yardımı / feilhjelp, oyun kodu / spillkode,
    # çekme destesi / trekkbunke, açık kart yığını / avleggsbunke.
    "ui_lang_name": {"en": "English", "tr": "Türkçe", "nb": "Norsk bokmål"},  # each language's own name
    "ui_board": {"en": "TriPeaks board", "tr": "TriPeaks oyun alanı", "nb": "TriPeaks-brett"},
    "ui_score": {"en": "Score", "tr": "Puan", "nb": "Poeng"},
    "ui_moves": {"en": "Moves", "tr": "Hamle", "nb": "Trekk"},
    "ui_code": {"en": "Game code", "tr": "Oyun kodu", "nb": "Spillkode"},
    "ui_copy": {"en": "Copy", "tr": "Kopyala", "nb": "Kopier"},
    "ui_copy_code": {"en": "Copy the game code", "tr": "Oyun kodunu kopyala", "nb": "Kopier spillkoden"},
    "ui_copied": {"en": "Copied", "tr": "Kopyalandı", "nb": "Kopiert"},
    "ui_undo": {"en": "Undo", "tr": "Geri Al", "nb": "Angre"},
    "ui_hint": {"en": "Hint", "tr": "İpucu", "nb": "Tips"},
    "ui_new_game": {"en": "New game", "tr": "Yeni oyun", "nb": "Nytt spill"},
    "ui_error_help": {"en": "Error help", "tr": "Hata yardımı", "nb": "Feilhjelp"},
    "ui_language": {"en": "Language", "tr": "Dil", "nb": "Språk"},
    "ui_stock": {"en": "Stock", "tr": "Çekme destesi", "nb": "Trekkbunke"},
    "ui_waste": {"en": "Waste", "tr": "Açık kart yığını", "nb": "Avleggsbunke"},
    "ui_stock_label": {
        "en": "Stock: {cards}. Draw a card",
        "tr": "Çekme destesi: {cards}. Kart çek",
        "nb": "Trekkbunke: {cards}. Trekk et kort",
    },
    "ui_stock_empty_label": {"en": "Stock: empty", "tr": "Çekme destesi: boş", "nb": "Trekkbunke: tom"},
    "ui_waste_label": {"en": "Waste: {card}", "tr": "Açık kart yığını: {card}", "nb": "Avleggsbunke: {card}"},
    "ui_rule_easy_long": {
        "en": "Easy (King and Ace linked)",
        "tr": "Kolay (papaz ve as bağlantılı)",
        "nb": "Lett (konge og ess er koblet sammen)",
    },
    "ui_rule_classic_long": {
        "en": "Classic (King and Ace separate)",
        "tr": "Klasik (papaz ve as ayrı)",
        "nb": "Klassisk (konge og ess er atskilt)",
    },
    "ui_paste_code": {
        "en": "Or paste a game code",
        "tr": "Ya da bir oyun kodu yapıştırın",
        "nb": "Eller lim inn en spillkode",
    },
    "ui_deal": {"en": "Deal", "tr": "Dağıt", "nb": "Del ut"},
    "ui_cancel": {"en": "Cancel", "tr": "İptal", "nb": "Avbryt"},
    "ui_bad_code": {
        "en": "“{code}” is not a game code (a code looks like TP1-E-AAAAAAB). The current game goes on.",
        "tr": "“{code}” bir oyun kodu değil (bir oyun kodu TP1-E-AAAAAAB biçimindedir). Mevcut oyun sürüyor.",
        "nb": "«{code}» er ikke en spillkode (en kode ser ut som TP1-E-AAAAAAB). Det pågående spillet fortsetter.",
    },
    "ui_won": {"en": "You won!", "tr": "Kazandınız!", "nb": "Du vant!"},
    "ui_final_score": {"en": "Final score: {score}", "tr": "Son puan: {score}", "nb": "Sluttresultat: {score} poeng"},
    "ui_peak_cleared": {"en": "Peak cleared", "tr": "Tepe boşaltıldı", "nb": "Toppen er tømt"},
    "ui_hint_play": {"en": "Hint: play the {card}", "tr": "İpucu: oynanacak kart: {card}", "nb": "Tips: spill {card}"},
    "ui_hint_draw": {
        "en": "Hint: draw a card from the stock",
        "tr": "İpucu: çekme destesinden kart çekin",
        "nb": "Tips: trekk et kort fra trekkbunken",
    },
    "ui_hint_lost": {
        "en": "This deal can no longer be won",
        "tr": "Bu dağıtım artık kazanılamaz",
        "nb": "Denne given kan ikke lenger vinnes",
    },
    "ui_hint_budget": {
        "en": "The solver ran out of time before finding an answer: play on or ask again",
        "tr": "Çözücü bir yanıt bulamadan süresi doldu: oynamaya devam edin ya da yeniden sorun",
        "nb": "Løseren rakk ikke å finne et svar i tide: spill videre eller spør igjen",
    },
    "ui_moves_note": {
        "en": "every action, never goes down",
        "tr": "her işlem sayılır, hiç azalmaz",
        "nb": "hver handling, går aldri ned",
    },
    "ui_moves_title": {
        "en": "Moves counts every action, draws and undone moves too, and never goes down",
        "tr": "Hamle sayacı, kart çekme ve geri alınan hamleler dahil her işlemi sayar ve hiç azalmaz",
        "nb": "Trekktelleren teller hver handling, også trekk fra bunken og trekk du angrer, og går aldri ned",
    },
    "ui_keys": {"en": "Keys", "tr": "Tuşlar", "nb": "Taster"},
    "ui_keys_hide": {"en": "Hide keys", "tr": "Tuşları gizle", "nb": "Skjul tastene"},
    "ui_variants": {"en": "Variants", "tr": "Çeşitler", "nb": "Varianter"},
    "ui_rule_set": {"en": "Rules", "tr": "Kurallar", "nb": "Regler"},
    # The replay controls (TriPeaksWidget.replay).
    "ui_replay": {"en": "Replay", "tr": "Tekrar oynatma", "nb": "Avspilling"},
    "ui_play": {"en": "Play", "tr": "Oynat", "nb": "Spill av"},
    "ui_pause": {"en": "Pause", "tr": "Duraklat", "nb": "Pause"},
    "ui_step_back": {"en": "One step back", "tr": "Bir adım geri", "nb": "Ett steg tilbake"},
    "ui_step_forward": {"en": "One step forward", "tr": "Bir adım ileri", "nb": "Ett steg fram"},
    "ui_speed": {"en": "Speed", "tr": "Hız", "nb": "Hastighet"},
    "ui_play_from_here": {"en": "Play on from here", "tr": "Buradan devam et", "nb": "Spill videre herfra"},
    "ui_replay_next_play": {"en": "Next: the {card}", "tr": "Sıradaki: {card}", "nb": "Neste: {card}"},
    "ui_replay_next_draw": {
        "en": "Next: draw a card from the stock",
        "tr": "Sıradaki: çekme destesinden kart çekilir",
        "nb": "Neste: trekk et kort fra trekkbunken",
    },
    "ui_replay_uncovers": {"en": "it uncovers {cards}", "tr": "{cards} açılır", "nb": "det snur {cards}"},
    "ui_replay_end": {"en": "End of the line", "tr": "Hamle dizisinin sonu", "nb": "Slutten av trekkfølgen"},
    # A hint on a lost deal still names a move: the one that clears the most cards.
    "ui_hint_lost_exact": {
        "en": "This deal can no longer be won. To clear the most cards from here ({cards}): {move}",
        "tr": "Bu dağıtım artık kazanılamaz. Buradan en çok kartı kaldırmak için ({cards}): {move}",
        "nb": "Denne given kan ikke lenger vinnes. For å fjerne flest mulig kort herfra ({cards}): {move}",
    },
    "ui_hint_lost_best": {
        "en": "This deal can no longer be won. Best line found ({cards}): {move}",
        "tr": "Bu dağıtım artık kazanılamaz. Bulunan en iyi yol ({cards}): {move}",
        "nb": "Denne given kan ikke lenger vinnes. Den beste trekkfølgen løseren fant ({cards}): {move}",
    },
    "ui_move_play": {"en": "play the {card}", "tr": "oynanacak kart {card}", "nb": "spill {card}"},
    "ui_move_draw": {
        "en": "draw a card from the stock",
        "tr": "çekme destesinden kart çekin",
        "nb": "trekk et kort fra trekkbunken",
    },
    # Variant chips on the board (variants.NAMES).
    "variant_draw-when-stuck": {
        "en": "Draw only when no card fits",
        "tr": "Yalnızca uyan kart yokken kart çekilir",
        "nb": "Trekk bare når ingen kort passer",
    },
    "variant_traditional-scoring": {
        "en": "Traditional scoring",
        "tr": "Geleneksel puanlama",
        "nb": "Tradisjonell poengberegning",
    },
    "variant_open-peaks": {"en": "Open peaks", "tr": "Açık tepeler", "nb": "Åpne topper"},
    "variant_empty-waste": {
        "en": "Empty waste at the start",
        "tr": "Açık kart yığını boş başlar",
        "nb": "Avleggsbunken starter tom",
    },
    "variant_joker": {"en": "Joker", "tr": "Joker", "nb": "Joker"},
    "ui_keys_help": {
        "en": "Keys: Tab to a card, Enter to play it; D draw, U undo, H hint, N new game",
        "tr": "Tuşlar: Tab ile bir karta gidin, Enter ile oynayın; D kart çek (draw), U geri al (undo), H ipucu (hint), "
        "N yeni oyun (new): harfler İngilizce adların baş harfleridir",
        "nb": "Taster: Tab til et kort, Enter for å spille det; D trekk (draw), U angre (undo), H tips (hint), "
        "N nytt spill (new): bokstavene er forbokstavene i de engelske ordene",
    },
    # -- the text board (Game.text, issue 24): its last line; English is str(game)'s.
    "text_board_line": {
        "en": "waste {waste}  stock {stock}  score {score}  moves {moves}  {rule}  {code}  {status}",
        "tr": "açık kart yığını {waste}  çekme destesi {stock}  puan {score}  hamle {moves}  {rule}  {code}  {status}",
        "nb": "avleggsbunke {waste}  trekkbunke {stock}  poeng {score}  trekk {moves}  {rule}  {code}  {status}",
    },
    # -- rule sets (issue 10): their names and explanations live in rule_texts.py (this module's size).
    **RULE_MESSAGES,
}

_SUITS = ("clubs", "diamonds", "hearts", "spades")  # Suit's order
_RANKS = {1: "ace", 11: "jack", 12: "queen", 13: "king"}  # the ranks with a name or a letter of their own


def register(messages: dict[str, dict[str, str]]) -> None:
    """Add a higher layer's texts to the catalogue (the lessons register theirs: ``lessons/texts.py``).

    Every text needs all of ``LANGS``; a key the catalogue already has with other texts is refused,
    so two layers never give one key two meanings. Registering the same texts again changes nothing.
    """
    for key, texts in messages.items():
        if not isinstance(texts, dict) or set(texts) != set(LANGS):
            raise ValueError(f"catalogue text {key!r} needs exactly the languages {', '.join(LANGS)}")
        if MESSAGES.get(key, texts) != texts:
            raise ValueError(f"catalogue text {key!r} is already registered with other texts")
    MESSAGES.update(messages)


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
    """A number with ``digits`` decimals as each language writes it: 0.5 in English, 0,5 in Turkish and Norwegian."""
    text = f"{value:.{digits}f}"
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
