"""The term list (docs/glossary.md) holds in every Turkish and Norwegian text a student or teacher sees.

The texts: the notebooks' markdown, the whole catalogue (board, rule sets, lab,
lessons), and the exercises' feedback (question, hint, solution, and the verdict
on a right, a wrong and an unreadable answer). The executed notebooks' printed
output is checked in tests/test_notebooks.py with the same list.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

from terms import wrong_list, wrong_terms  # noqa: E402

import catalogues  # noqa: E402  (scripts/catalogues.py)

from tripeaks_widget.engine.i18n import t  # noqa: E402
from tripeaks_widget.lessons import EXERCISES, check, question, solution  # noqa: E402
from tripeaks_widget.lessons.exercises import expected  # noqa: E402
from tripeaks_widget.lessons.feedback import hint, show  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
LANGS = ("tr", "nb")


def test_the_glossary_lists_wrong_terms_for_both_languages():
    listed = wrong_list()
    assert len(listed["tr"]) >= 10 and len(listed["nb"]) >= 10
    assert wrong_terms("200 giv tar noen sekunder", "nb") and not wrong_terms("200 giver tar noen sekunder", "nb")
    assert wrong_terms("hızlı kazanç", "tr") and wrong_terms("kazancı", "tr") and not wrong_terms("kazanılan", "tr")
    assert wrong_terms("D♠ ve R♣", "tr") and wrong_terms("['A', 'Q']", "nb") and not wrong_terms("['A', 'D']", "nb")
    assert not wrong_terms("`planning_player` ve `Q`", "nb")  # code is not checked
    # The plural of giv after a plural word or at a sentence's start; the singular after en, samme, neste, denne.
    for wrong in ("Bare giv som kan vinnes", "disse valgene gjelder tilfeldige giv.", "Giv som mange elever spilte: x"):
        assert wrong_terms(wrong, "nb"), wrong
    for right in ("Bare giver som kan vinnes", "en giv som kan vinnes", "I samme giv TP1-E-AAAAAAB", "neste giv",
                  "denne giv", "Giv: TP1-E-AAAAAAB", "Giver som mange elever spilte"):
        assert not wrong_terms(right, "nb"), right
    assert wrong_terms("R♦ A♠ trekk trekk", "nb") and wrong_terms("Kn♠", "nb") and not wrong_terms("J♠", "nb")
    assert wrong_terms("2. defterde", "tr") and not wrong_terms("2. derste", "tr")
    assert wrong_terms("Kazanma oranı [%95 aralığı]", "tr") and not wrong_terms("[%95 güven aralığı]", "tr")
    assert wrong_terms("sinek papazı kartını oynayın", "tr") and not wrong_terms("oynanacak kart sinek papazı", "tr")
    # Norwegian wordings a native review took out (docs/glossary.md), each with the wording that replaced it.
    for wrong, right in (("(en kode ser ut som TP1-E-AAAAAAB)", "(en spillkode ser slik ut: TP1-E-AAAAAAB)"),
                         ("(et regelsett ser ut som classic,jokers=2)", "(et regelsett skrives for eksempel slik: x)"),
                         ("gir trekkene på en vei til seier", "gir en vinnende trekkfølge"),
                         ("gir en vinnende liste med trekk", "gir en vinnende trekkfølge"),
                         ("fra starten av: ingen trekk tapte den.", "fra starten av, så den gikk ikke tapt i noe trekk."),
                         ("finne trekket som tapte det", "finne trekket som gjorde at det gikk tapt"),
                         ("Given ble tapt i trekk 20", "Given gikk tapt i trekk 20"),
                         ("Dama er én under", "Damen er én under"),
                         ("«x» er ikke en prosent", "«x» er ikke et prosenttall"),
                         ("trekket de fleste gjorde feil", "trekket de fleste bommet på"),
                         ("Svar True (ja) eller False (nei).", "Svar ja eller nei."),
                         ("Svaret er False (nei).", "Svaret er nei.")):
        assert wrong_terms(wrong, "nb") and not wrong_terms(right, "nb"), (wrong, right)
    # Turkish terms of the 2026-12-04 review: each wrong form is caught, the wording that replaced it is not.
    for wrong, right in (("True (evet) ya da False (hayır) yazın.", "Evet ya da hayır diye cevap verin."),
                         ("Cevap: False (hayır).", "Cevap: hayır."),
                         ("Şöyle yazın: True ya da False", "Şöyle yazın: evet ya da hayır"),
                         ("Bu hamle 16 dağıtımın 12 tanesinde hâlâ kazanıyor.",
                          "Bu hamleyle 16 dağıtımın 12 tanesinde hâlâ kazanılabiliyor."),
                         ("Kart çekmek her an serbesttir", "Her an kart çekebilirsiniz; serbest kart oynanabilir"),
                         ("Ad iki nokta (:) içeremez", "Ad iki nokta üst üste (:) içeremez"),
                         ("Geri almalar", "Geri alma"),
                         ("Yeni oyun'u seçin", "Yeni oyun düğmesine basın")):
        assert wrong_terms(wrong, "tr") and not wrong_terms(right, "tr"), (wrong, right)


def test_the_layout_terms_both_ways():
    """Layout and column (issue 45): the glossary's words are the catalogue's, and the other forms are caught."""
    for wrong, right in (("Kara Delik dizilimi", "Black Hole dizilimi"), ("5 karttan oluşan 7 kolon", "7 sütun")):
        assert wrong_terms(wrong, "tr") and not wrong_terms(right, "tr"), (wrong, right)
    assert wrong_terms("Svart hull: 17 kolonner", "nb") and not wrong_terms("Black Hole: 17 kolonner", "nb")
    # Putt Putt (lesson 7): the seed's two words, no hyphen, in both languages.
    assert wrong_terms("Putt-Putt olarak", "tr") and not wrong_terms("Putt Putt olarak", "tr")
    assert wrong_terms("som Putt-putt", "nb") and not wrong_terms("som Putt Putt", "nb")
    for lang, layout, column in (("tr", "dizilim", "sütun"), ("nb", "oppsett", "kolonne")):
        assert layout in t("layout_custom", lang, name="x") and layout in t("ui_layout", lang).lower()
        assert column in t("layout_golf_explain", lang) and column in t("layout_black-hole_explain", lang)
        assert (t("layout_golf", lang), t("layout_black-hole", lang)) == ("Golf", "Black Hole")


@pytest.mark.parametrize("lang", LANGS)
def test_no_wrong_term_in_the_notebooks(lang):
    problems = []
    for path in sorted((REPO / "notebooks" / lang).glob("*.ipynb")):
        for index, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            source = "".join(cell["source"])
            if cell["cell_type"] == "code":  # Python: the words a student reads come from the catalogue
                source = ""
            problems += [f"{path.name} cell {index}: {p}" for p in wrong_terms(source, lang)]
    assert problems == []


@pytest.mark.parametrize("lang", LANGS)
def test_no_wrong_term_in_the_catalogue(lang):
    po = catalogues.read(catalogues.catalogue_path(catalogues.ROOT / catalogues.LOCALE, lang))
    texts = [(entry.msgctxt, text) for entry in po if not entry.obsolete
             for text in ([entry.msgstr] if not entry.msgid_plural else entry.msgstr_plural.values())]
    assert len(texts) > 350
    problems = [f"{key}: {p}" for key, text in texts for p in wrong_terms(text, lang)]
    assert problems == []


#: A Norwegian question that puts a phrase and a comma before its question word, as English does ("Med Klassisk,
#: hvor mange …?", "I det vunne spillet, hva er …?"): Norwegian puts the verb second, "Hvor mange … med Klassisk?".
NB_PHRASE_FIRST = re.compile(r"(?:^|(?<=[.!?:]\s))(?:I|Med|På|Etter|Uten|Under|For|Fra|Over)\s"
                             r"[^.?!,(\n]*(?:\([^)\n]*\)[^.?!,(\n]*)*,\s"  # the phrase, brackets allowed, a comma
                             r"(?:hva|hvor|hvilke[nt]?|hvem|kan|er|vinner|gir)\b[^.?!\n]*\?")


def test_the_verb_second_check_finds_a_phrase_first_question():
    for wrong in ("Med Klassisk (TP1-C-AAAAAAB, de samme kortene), hvor mange kort kan du spille ved start?",
                  "I det vunne spillet på TP1-E-AAAAAAD, hva er poengsummen etter de 3 første trekkene?",
                  "Med varianten tom avleggsbunke (empty-waste), hvor mange kort ligger i trekkbunken ved start?"):
        assert NB_PHRASE_FIRST.search(wrong), wrong
    for right in ("Hvor mange kort kan du spille ved start med Klassisk (TP1-C-AAAAAAB, de samme kortene)?",
                  "Når spillet er slutt, kan du angre?", "Hvis ja, var tapet en synlig feil.",
                  "I trekk 37 blir en topp tømt for første gang: topp 3, den høyre. Hva er poengsummen etter trekk 37?"):
        assert not NB_PHRASE_FIRST.search(right), right


def test_no_norwegian_question_puts_a_phrase_before_its_question_word():
    po = catalogues.read(catalogues.catalogue_path(catalogues.ROOT / catalogues.LOCALE, "nb"))
    texts = [(entry.msgctxt, entry.msgstr) for entry in po if not entry.obsolete and not entry.msgid_plural]
    for path in sorted((REPO / "notebooks" / "nb").glob("*.ipynb")):
        texts += [(f"{path.name} cell {i}", "".join(c["source"])) for i, c in
                  enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]) if c["cell_type"] == "markdown"]
    assert len(texts) > 350
    assert [(key, m.group()) for key, text in texts for m in NB_PHRASE_FIRST.finditer(text)] == []


def test_no_wrong_term_on_the_norwegian_start_and_app_pages():
    site_landing = pytest.importorskip("tripeaks_site.pages.landing")
    from tripeaks_site.pages import app as site_app

    texts = list(site_landing.TEXT["nb"].values()) + [site_landing.PLAY_INTRO["nb"]]
    texts += [words["nb"] for words in site_app.TEXT.values()]
    assert [p for text in texts for p in wrong_terms(text, "nb")] == []
    assert wrong_terms("du får notatboka (.ipynb)", "nb")


@pytest.mark.parametrize("lang", LANGS)
def test_no_wrong_term_in_the_exercise_feedback(lang):
    problems = []
    for exercise_id, exercise in EXERCISES.items():
        value, _ = expected(exercise_id)
        texts = [question(exercise_id, lang), hint(exercise_id, lang), solution(exercise_id, lang),
                 check(exercise_id, show(exercise.kind, value, lang), lang).text,
                 check(exercise_id, "?!", lang).text]
        problems += [f"{exercise_id}: {p}" for text in texts for p in wrong_terms(text, lang)]
    assert problems == []


def test_the_text_board_speaks_the_lessons_language():
    from tripeaks_widget import Game

    game = Game.from_code("TP1-E-AAAAAAB")
    game.play(20)  # K♣ onto A♣
    assert str(game) == game.text("en") and "waste K♣  stock 23  score 499  moves 1  Easy" in str(game)
    tr, nb = game.text("tr"), game.text("nb")
    assert "açık kart yığını R♣  çekme destesi 23  puan 499  hamle 1  Kolay  TP1-E-AAAAAAB  sürüyor" in tr
    assert "avleggsbunke R♣  trekkbunke 23  poeng 499  trekk 1  Lett  TP1-E-AAAAAAB  pågår" in nb
    assert "R♦" in tr and "K♦" not in tr and wrong_terms(tr, "tr") == [] and wrong_terms(nb, "nb") == []
    assert [line.rstrip() for line in tr.splitlines()[:8]] == [line.rstrip() for line in
                                                               str(game).replace("K♦", "R♦").splitlines()[:8]]


def test_the_keys_help_says_what_the_english_letters_stand_for():
    for lang in LANGS:
        text = t("ui_keys_help", lang)
        assert all(f"{letter} " in text and f"({word})" in text
                   for letter, word in (("D", "draw"), ("U", "undo"), ("H", "hint"), ("N", "new"))), text


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_page_has_its_headings_in_its_language(lang):
    site_landing = pytest.importorskip("tripeaks_site.pages.landing")
    english = set(re.findall(r"^## (.+)$", (REPO / "docs" / "glossary.md").read_text(encoding="utf-8"), re.M))
    headings = re.findall(r"<h2>(.*?)</h2>", site_landing.glossary_page(lang))
    assert headings and not english & set(headings), headings


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_page_shows_the_card_letters_with_a_column_per_language(lang):
    """The card letters' table has a label column: the page keeps all three languages, its own first, and labels
    the ranks in its language (it once dropped the Norwegian column and showed English labels)."""
    site_landing = pytest.importorskip("tripeaks_site.pages.landing")
    tables = re.findall(r"<table>(.*?)</table>", site_landing.glossary_page(lang), re.S)
    letters = [re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row) for row in re.findall(r"<tr>(.*?)</tr>", tables[-1])]
    own = {"tr": "Türkçe", "nb": "Norsk"}[lang]
    assert letters[0][:2] == ["", own] and set(letters[0][1:]) == {"English", "Türkçe", "Norsk"}, letters[0]
    king = {"tr": "papaz", "nb": "konge"}[lang]
    assert [king, "R"] == letters[-1][:2] and "K" in letters[-1] and len(letters[-1]) == 4, letters[-1]
    assert not {"Ace", "Jack", "Queen", "King"} & {row[0] for row in letters}
