"""The translation catalogues (``tripeaks_widget/locale``, docs/translating.md): complete, up to date, read at run
time with the standard library's gettext, and a fourth language added by the doc's steps.

``test_every_english_text_is_translated_and_up_to_date`` is the test a translator runs: it lists every
untranslated, stale or broken entry of each language, then fails.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import polib
import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))

import catalogues  # noqa: E402

from tripeaks_widget import Game, Rules  # noqa: E402
from tripeaks_widget.engine.i18n import LANGS, LOCALE_DIR, english, t  # noqa: E402

LOCALE = REPO / "tripeaks_widget" / "locale"
DOC = REPO / "docs" / "translating.md"


@pytest.mark.parametrize("lang", LANGS[1:])
def test_every_english_text_is_translated_and_up_to_date(lang):
    found = catalogues.problems(lang, LOCALE)
    assert not found, f"{lang}: {len(found)} entries to translate or fix (docs/translating.md):\n" + "\n".join(found)


def test_the_languages_are_english_and_those_linguas_lists():
    assert LOCALE_DIR == LOCALE and LANGS == ("en", "tr", "nb")
    assert (LOCALE / "LINGUAS").read_text(encoding="utf-8").split() == ["tr", "nb"]


def test_the_english_source_has_one_entry_per_key_and_flags_every_text_with_fields():
    template = catalogues.read(catalogues.template_path(LOCALE))
    keys = [entry.msgctxt for entry in template]
    assert len(keys) > 350 and None not in keys and len(set(keys)) == len(keys)
    for entry in template:
        assert not entry.msgstr and not any(entry.msgstr_plural.values()), entry.msgctxt  # the source: English only
        has_fields = bool(catalogues.fields(entry.msgid) | catalogues.fields(entry.msgid_plural or ""))
        assert ("python-brace-format" in entry.flags) == has_fields, entry.msgctxt
        assert english(entry.msgctxt)[0] == entry.msgid  # the compiled index is today's source


def _is_text(node) -> bool:
    """A text, or texts: a string (an f-string too), or a tuple or list of them. The checker's reading tables
    ({"en": {"yes", …}, "tr": …}: sets of the words it reads, and tables of number words) are no texts."""
    if isinstance(node, (ast.Tuple, ast.List)):
        return bool(node.elts) and all(_is_text(e) for e in node.elts)
    return isinstance(node, ast.JoinedStr) or isinstance(node, ast.Constant) and isinstance(node.value, str)


def test_no_texts_dictionary_is_left_in_the_package():
    """No ``{"en": …, "tr": …, "nb": …}`` nor ``{"en": (…), …}`` in the package's code: every text is in the catalogues."""
    found = []
    for path in sorted((REPO / "tripeaks_widget").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            texts = {k.value for k, v in zip(node.keys, node.values) if isinstance(k, ast.Constant) and _is_text(v)
                     } if isinstance(node, ast.Dict) else set()
            if "en" in texts and texts & {"tr", "nb"}:
                found.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert found == []


def test_a_plural_text_picks_its_form_by_n_in_each_language():
    assert [t("cards", "en", n=n) for n in (1, 2)] == ["1 card", "2 cards"]
    assert [t("cards", "tr", n=n) for n in (1, 2)] == ["1 kart", "2 kart"]
    assert [t("rs_jokers", "nb", n=n) for n in (1, 2)] == ["1 joker", "2 jokere"]
    assert Rules(redeals=1).name("en") == "Easy, 1 redeal" and Rules(redeals=3).name("en") == "Easy, 3 redeals"
    assert Rules(redeals=3).explain("nb")[-1].endswith("opptil 3 ganger til.")
    assert Rules(jokers=2).explain("en")[-1].startswith("Two jokers join the stock")
    with pytest.raises(TypeError, match="'cards' has plural forms: it needs the count as n=<int>"):
        t("cards", "en")


def test_an_unknown_key_or_language_is_an_error_naming_it():
    with pytest.raises(KeyError, match="no catalogue text 'no_such_key'"):
        t("no_such_key", "tr")
    with pytest.raises(Exception, match="unknown language: 'de'"):
        t("ui_undo", "de")


def test_the_build_refuses_a_source_that_gives_one_key_two_entries(tmp_path):
    locale = _copy_locale(tmp_path)
    pot = catalogues.read(catalogues.template_path(locale))
    pot.append(polib.POEntry(msgctxt="ui_undo", msgid="Back"))
    pot.save(str(catalogues.template_path(locale)))
    with pytest.raises(SystemExit, match="needs its own msgctxt"):
        catalogues.compile_catalogues(REPO, locale)


def test_update_leaves_catalogues_that_are_up_to_date_byte_for_byte(tmp_path):
    locale = _copy_locale(tmp_path)
    assert catalogues.update(locale) == []
    for lang in LANGS[1:]:
        assert catalogues.catalogue_path(locale, lang).read_bytes() == catalogues.catalogue_path(LOCALE, lang).read_bytes()


def _copy_locale(tmp_path: Path) -> Path:
    locale = tmp_path / "locale"
    shutil.copytree(LOCALE, locale, ignore=shutil.ignore_patterns("*.mo", "en"))
    return locale


def _run(*args: str, locale: Path) -> subprocess.CompletedProcess:
    command = [sys.executable, "scripts/catalogues.py", "--locale", str(locale), *args]
    return subprocess.run(command, cwd=REPO, capture_output=True, text=True, check=False)


def test_a_fourth_language_by_the_steps_of_docs_translating(tmp_path):
    """German, made up for the test on a copy of the catalogues: started from the English source, three texts
    translated (one of them from an older English), compiled; the rest shows in English and is listed."""
    doc = DOC.read_text(encoding="utf-8")
    locale = _copy_locale(tmp_path)
    # Step 1: start the catalogue.
    assert "python scripts/catalogues.py init de" in doc
    started = _run("init", "de", locale=locale)
    assert started.returncode == 0, started.stderr
    path = locale / "de" / "LC_MESSAGES" / "tripeaks.po"
    assert (locale / "LINGUAS").read_text(encoding="utf-8").split() == ["tr", "nb", "de"]
    # Step 2: translate (what Poedit does to the file): a few texts, one made from an older English.
    assert "tripeaks_widget/locale/de/LC_MESSAGES/tripeaks.po" in doc
    po = polib.pofile(str(path))
    by_key = {entry.msgctxt: entry for entry in po}
    by_key["ui_lang_name"].msgstr = "Deutsch"
    by_key["ui_undo"].msgstr = "Rückgängig"
    by_key["cards"].msgstr_plural = {0: "{n} Karte", 1: "{n} Karten"}
    by_key["ui_hint"].msgid, by_key["ui_hint"].msgstr = "Tip", "Tipp"  # the English was "Tip" when translated
    po.save(str(path))
    # Step 3: compile, as the build does.
    assert "python scripts/catalogues.py compile" in doc
    compiled = _run("compile", locale=locale)
    assert compiled.returncode == 0 and (locale / "de" / "LC_MESSAGES" / "tripeaks.mo").is_file(), compiled.stderr
    # Step 4: the list of what is missing: the same check as the test above, for German.
    assert "python scripts/catalogues.py missing de" in doc and "tests/test_catalogues.py" in doc
    missing = _run("missing", "de", locale=locale)
    total = len([e for e in catalogues.read(catalogues.template_path(locale)) if not e.obsolete])
    assert missing.returncode == 1 and missing.stdout.startswith(f"de: {total - 3} to do\n"), missing.stdout[:200]
    lines = missing.stdout.splitlines()[1:]
    assert "  ui_hint: stale: translated from 'Tip', the English is now 'Hint'" in lines
    assert "  not_adjacent: untranslated: 'Must be one rank higher or lower'" in lines
    assert not any(line.startswith(("  ui_undo:", "  cards:", "  ui_lang_name:")) for line in lines)
    assert catalogues.problems("de", locale) == [line[2:] for line in lines]
    assert catalogues.problems("tr", locale) == []  # the other languages are untouched
    # Step 5: try it: the package reads the copy (TRIPEAKS_LOCALE_DIR); what German lacks shows in English.
    assert "TRIPEAKS_LOCALE_DIR" in doc
    probe = ("import json; from tripeaks_widget.engine.i18n import LANGS, t; from tripeaks_widget import Game; "
             "g = Game.from_code('TP1-E-AAAAAAB'); "
             "print(json.dumps([LANGS, t('ui_lang_name', 'de'), t('ui_undo', 'de'), t('ui_hint', 'de'), "
             "t('cards', 'de', n=1), t('cards', 'de', n=3), t('blocked', 'de'), g.text('de').splitlines()[-1]]))")
    env = {**os.environ, "TRIPEAKS_LOCALE_DIR": str(locale)}
    shown = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True)
    langs, name, undo, hint, one, three, blocked, board_line = json.loads(shown.stdout)
    assert langs == ["en", "tr", "nb", "de"] and (name, undo) == ("Deutsch", "Rückgängig")
    assert (hint, blocked) == ("Hint", "This card is blocked")  # stale and untranslated: the English
    assert (one, three) == ("1 Karte", "3 Karten")
    assert board_line == Game.from_code("TP1-E-AAAAAAB").text("en").splitlines()[-1]
    # Step 6: the English changes later: update marks the translation fuzzy, and it shows in English again.
    assert "python scripts/catalogues.py update" in doc
    pot = catalogues.read(catalogues.template_path(locale))
    next(e for e in pot if e.msgctxt == "ui_undo").msgid = "Undo the last move"
    pot.save(str(catalogues.template_path(locale)))
    assert _run("update", locale=locale).returncode == 0
    entry = next(e for e in polib.pofile(str(path)) if e.msgctxt == "ui_undo")
    assert "fuzzy" in entry.flags and entry.previous_msgid == "Undo" and entry.msgid == "Undo the last move"
    assert "ui_undo: stale (fuzzy): the English is now 'Undo the last move'" in catalogues.problems("de", locale)
    assert "ui_undo: stale (fuzzy): the English is now 'Undo the last move'" in catalogues.problems("tr", locale)


@pytest.mark.skipif(shutil.which("node") is None or not (REPO / "node_modules" / "pyodide").is_dir(),
                    reason="needs node and the npm pyodide package (make js)")
def test_pyodide_reads_the_catalogues_as_cpython_does():
    sys.path.insert(0, str(REPO / "tests" / "pyodide"))
    from catalogue_check import texts

    done = subprocess.run(["node", "tests/pyodide/catalogue.mjs"], cwd=REPO, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    got = json.loads(done.stdout.strip().splitlines()[-1])
    want = texts()
    assert got["platform"] == "emscripten" and got["langs"] == ["en", "tr", "nb"]
    assert got["texts"] == want["texts"] and want["texts"]["nb"][2] == "5 kort"
