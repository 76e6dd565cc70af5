"""The lessons: one source each (lessons/*.md) built into 21 notebooks (7 lessons × en, tr, nb).

- The committed notebooks are what the sources build, with no outputs, and the
  three languages' code cells agree (the drift check), which fails on an edit.
- Every exercise gives the right feedback, in each language, for a right and a
  wrong answer; the expected answers are computed by the engine.
- All 21 notebooks run top to bottom in a real kernel (nbclient) with no error
  and no stderr, and show what they teach.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))
sys.path.insert(0, str(REPO / "tests"))

import build_notebooks as builder  # noqa: E402
from terms import wrong_terms  # noqa: E402

import tripeaks_widget.board  # noqa: E402,F401  (registers the board's texts: the outputs hold ui_review_nothing)
from tripeaks_widget.engine.cards import Card, Suit  # noqa: E402
from tripeaks_widget.engine.i18n import LANGS, card_name, percent, rank_symbol, short_card_name, t  # noqa: E402
from tripeaks_widget.lessons import EXERCISES, check  # noqa: E402
from tripeaks_widget.lessons.exercises import expected  # noqa: E402
from tripeaks_widget.lessons.feedback import show  # noqa: E402

NOTEBOOKS = REPO / "notebooks"
NAMES = ["01-setup", "02-king-ace-rule", "03-end-conditions", "04-scoring", "05-variants", "06-learn-from-your-game",
         "07-one-pile-many-games"]
ALL = [(lang, name) for lang in LANGS for name in NAMES]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
CELL_TIMEOUT = 90


def load(lang: str, name: str):
    return nbformat.read(NOTEBOOKS / lang / f"{name}.ipynb", as_version=4)


# -- one source, three languages ----------------------------------------------------


def test_the_committed_notebooks_are_what_the_sources_build():
    built = builder.build_all()
    assert sorted(str(p) for p in built) == sorted(f"{lang}/{name}.ipynb" for lang, name in ALL)
    for path, text in built.items():
        assert (NOTEBOOKS / path).read_text(encoding="utf-8") == text, f"{path} is stale: run scripts/build_notebooks.py"
    assert (REPO / "docs" / "teacher-key.md").read_text(encoding="utf-8") == builder.teacher_key()


def test_the_three_languages_do_not_drift():
    assert builder.drift_problems() == []


def test_the_drift_check_fails_when_one_translations_code_is_edited(tmp_path):
    copy = tmp_path / "notebooks"
    shutil.copytree(NOTEBOOKS, copy)
    path = copy / "tr" / "04-scoring.ipynb"
    nb = json.loads(path.read_text(encoding="utf-8"))
    cell = next(c for c in nb["cells"] if c["cell_type"] == "code" and "won_score" in c["source"])
    cell["source"] = cell["source"].replace("3 * 100", "3 * 101")
    path.write_text(json.dumps(nb), encoding="utf-8")
    assert builder.drift_problems(copy) == ["tr/04-scoring: code cell 9 differs from the English version"]


def test_the_drift_check_fails_when_a_translation_is_missing(tmp_path):
    copy = tmp_path / "notebooks"
    shutil.copytree(NOTEBOOKS, copy)
    (copy / "nb" / "02-king-ace-rule.ipynb").unlink()
    assert builder.drift_problems(copy) == ["02-king-ace-rule: the nb version is missing"]


def test_a_source_without_a_translation_does_not_build(tmp_path):
    text = (REPO / "lessons" / "01-setup.md").read_text(encoding="utf-8")
    cut = re.sub(r"%%% nb\n# 1\..*?(?=\n%% )", "", text, count=1, flags=re.S)
    (tmp_path / "01-setup.md").write_text(cut, encoding="utf-8")
    with pytest.raises(builder.SourceError, match="01-setup.md:1: the markdown cell has no nb text"):
        builder.build_all(tmp_path)


@pytest.mark.parametrize("lang,name", ALL)
def test_committed_clean_with_title_then_install_cell(lang, name):
    nb = load(lang, name)
    nbformat.validate(nb)
    assert nb.cells[0].cell_type == "markdown" and nb.cells[0].source.startswith("# ")
    assert nb.cells[1].cell_type == "code" and nb.cells[1].source == builder.install_cell(lang)
    assert nb.cells[2].source.startswith(f'LANG = "{lang}"')
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, f"{lang}/{name} is saved with outputs"
    last = nb.cells[-1].source if nb.cells[-1].cell_type == "markdown" else nb.cells[-2].source
    assert "## " in last  # ends with its summary


@pytest.mark.parametrize("name", NAMES)
def test_code_comments_are_in_the_notebooks_language(name):
    def comments(lang):
        return [re.findall(r"#\s(.*)$", cell.source, re.M) for cell in load(lang, name).cells
                if cell.cell_type == "code"]

    english = comments("en")
    for lang in ("tr", "nb"):
        for en_cell, cell in zip(english, comments(lang)):
            assert not set(en_cell) & set(cell), f"{lang}/{name}: an English comment {set(en_cell) & set(cell)}"


@pytest.mark.parametrize("name", NAMES)
def test_only_what_the_offline_site_has(name):
    source = "\n".join(cell.source for cell in load("en", name).cells if cell.cell_type == "code")
    imported = set(re.findall(r"^\s*(?:from|import)\s+([A-Za-z_]\w*)", source, re.M))
    assert imported <= {"sys", "piplite", "tripeaks_widget", "IPython", "ipywidgets", "html"}, imported


# -- the exercises -------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_each_lesson_has_at_least_three_checked_exercises(name):
    ids = re.findall(r'^ask\("([\d.]+)", LANG\)$', "\n".join(c.source for c in load("en", name).cells), re.M)
    assert len(ids) >= 3 and all(i in EXERCISES and i.startswith(name[1]) for i in ids), ids
    # Every exercise of the lesson has its box, in order, and the lesson ends with its results.
    assert ids == [i for i in EXERCISES if i.startswith(name[1] + ".")]
    assert load("en", name).cells[-1].source == f"results({int(name[:2])}, LANG)"


@pytest.mark.parametrize("lang,name", ALL)
def test_no_exercise_asks_for_python(lang, name):
    """Issue 31: an exercise is one ask(...) cell; the student types into its box, never a Python value."""
    code = [c.source for c in load(lang, name).cells if c.cell_type == "code"]
    assert not any("answer = " in source or "check(" in source for source in code)
    assert sum(bool(re.fullmatch(r'ask\("[\d.]+", LANG\)', source)) for source in code) >= 3


def exercise_order(source: Path) -> list[str]:
    """The exercise ids of a lesson source, in the order its notebooks show them."""
    return [cell["id"] for cell in builder.parse(source) if cell["kind"] == "exercise"]


@pytest.mark.parametrize("name", NAMES)
def test_the_exercise_numbers_rise_through_each_notebook(name):
    ids = exercise_order(REPO / "lessons" / f"{name}.md")
    lesson = int(name[:2])
    assert ids == [f"{lesson}.{n}" for n in range(1, len(ids) + 1)], ids
    assert ids == [i for i in EXERCISES if EXERCISES[i].lesson == lesson], "EXERCISES lists them in another order"


def test_the_exercise_order_check_fails_on_a_swap(tmp_path):
    source = (REPO / "lessons" / "02-king-ace-rule.md").read_text(encoding="utf-8")
    swapped = source.replace("%% exercise 2.1", "%% exercise X").replace("%% exercise 2.2", "%% exercise 2.1")
    (tmp_path / "02-king-ace-rule.md").write_text(swapped.replace("%% exercise X", "%% exercise 2.2"), encoding="utf-8")
    assert exercise_order(tmp_path / "02-king-ace-rule.md") == ["2.2", "2.1", "2.3"]


def wrong(kind: str, value):
    return {"number": lambda v: v + 1, "percent": lambda v: v + 20, "yesno": lambda v: not v,
            "card": lambda v: Card(v.rank % 13 + 1, v.suit), "ranks": lambda v: frozenset({5})}[kind](value)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("exercise_id", list(EXERCISES))
def test_each_exercise_answers_right_and_wrong_in_the_notebooks_language(exercise_id, lang):
    kind = EXERCISES[exercise_id].kind
    value, _ = expected(exercise_id)
    typed = show(kind, value, lang) if kind in ("card", "ranks") else value  # as a student types it
    right = check(exercise_id, typed, lang)
    assert right.correct is True
    assert right.text == t("lesson_right", lang, answer=show(kind, value, lang))
    bad = check(exercise_id, wrong(kind, value), lang)
    assert bad.correct is False
    assert bad.text.startswith(t("lesson_wrong", lang, given="X").split("X")[0])
    assert check(exercise_id, None, lang).text == t("lesson_no_answer", lang)
    html = right._repr_html_()
    assert html.count("<details>") == 2 and html.index(t("lesson_hint", lang)) < html.index(t("lesson_solution", lang))


def test_unreadable_answers_say_what_is_expected():
    # The example shows the form only, and says so (native review 2026-12-06, fix 4).
    assert check("1.3", "seven", "nb").text == "«seven» er ikke et kort. Skriv bare et kort (bare et eksempel på formen: hjerter 9)."
    assert check("1.3", "seven", "en").text.endswith("Write just a card (an example of the form only: 9 of hearts).")
    assert check("1.3", "yedi", "tr").text.endswith("Yalnızca bir kart yazın (yalnızca biçim örneği: kupa 9).")
    assert check("2.1", "x", "nb").text == ("«x» er ikke en liste med verdier. Skriv bare en liste med verdier "
                                            "(bare et eksempel på formen: J, 3).")
    assert check("1.4", "belki", "tr").text == ("“belki” evet/hayır cevabı değil. Yalnızca evet/hayır cevabı yazın "
                                                "(yalnızca biçim örneği: evet ya da hayır).")
    assert check("4.2", "xyz", "nb").text == "«xyz» er ikke et tall. Skriv bare et tall (bare et eksempel på formen: 12)."
    assert check("1.3", "7S", "en").correct and check("2.1", "Q, A", "tr").correct and not check("2.1", "A", "en")
    assert check("1.4", "nei", "nb").correct and check("1.4", "hayır", "tr").correct


def test_the_facts_the_lessons_invite_are_computed():
    assert expected("5.3")[0] == 27.5 and expected("5.4")[0] == 6.5  # simple player, deals 0-199
    assert expected("4.5") == (755, {"draws": 17, "removals": 28})  # the best score on AAAAAAD
    won, fields = expected("5.5")  # open peaks help the lookahead player, not the simple one
    assert won is True and fields["opened"] > fields["closed"]
    assert expected("3.2")[0] is True  # undo after a win
    assert expected("1.4")[0] is False and expected("1.4")[1]["winnable_at_start"] is True


#: How each language names the right peak (lesson 4 numbers the peaks 1 to 3 from the left), the stock, and
#: the published rules' split on King and Ace (the seed king-ace-variant-tr.txt, "Tarihçe").
PEAK_3 = {"en": "peak 3, the right one", "tr": "3. tepe, sağdaki", "nb": "topp 3, den høyre"}
STOCK_HIDDEN = {"en": "the stock stays hidden", "tr": "çekme destesi yine kapalıdır", "nb": "trekkbunken er fortsatt skjult"}
RULES_SPLIT = {"en": "The published rules **disagree**", "tr": "Yayımlanmış kurallar bu noktada **ayrılır**",
               "nb": "De publiserte reglene er **uenige**"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_questions_say_what_the_engine_and_the_seeds_say(lang):
    from tripeaks_widget import Game
    from tripeaks_widget.engine.examples import WON_GAME, WON_GAME_CODE
    from tripeaks_widget.engine.layout import PEAK_SLOTS

    before, after = Game.replay(WON_GAME_CODE, WON_GAME[:36]), Game.replay(WON_GAME_CODE, WON_GAME[:37])
    assert before.cleared_peaks == (False, False, False) and after.cleared_peaks == (False, False, True)
    assert WON_GAME[36] in PEAK_SLOTS[2] and PEAK_3[lang] in t("lesson_4_2_q", lang)
    open_peaks = Game.from_code("TP1-E-AAAAAAB", "open-peaks")
    assert all(open_peaks.is_face_up(s) for s in range(28)) and open_peaks.seen_stock == ()
    assert STOCK_HIDDEN[lang] in t("lesson_5_5_q", lang)
    cells = builder.parse(REPO / "lessons" / "02-king-ace-rule.md")
    assert any(RULES_SPLIT[lang] in "\n".join(c["text"][lang]) for c in cells if c["kind"] == "md")


# -- the 21 notebooks, executed -------------------------------------------------------

_executed: dict = {}
#: {(lang, name): {execution count: [face-down cards the cell's own code asked for]}} (tests/face_down_watch.py)
_face_down: dict = {}


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    env["IPYTHONDIR"] = str(tmp_path_factory.mktemp("ipython"))
    env.pop("ANYWIDGET_HMR", None)
    startup = Path(env["IPYTHONDIR"]) / "profile_default" / "startup"
    startup.mkdir(parents=True)
    shutil.copy(REPO / "tests" / "face_down_watch.py", startup / "00-face-down-watch.py")
    logs = tmp_path_factory.mktemp("face-down")

    def execute(lang: str, name: str):
        if (lang, name) not in _executed:
            nb = load(lang, name)
            log = logs / f"{lang}-{name}.json"
            nbclient.NotebookClient(nb, kernel_name="python3", timeout=CELL_TIMEOUT,
                                    resources={"metadata": {"path": str(NOTEBOOKS / lang)}}).execute(
                                        env=env | {"TRIPEAKS_FACE_DOWN_LOG": str(log)})
            _executed[lang, name] = nb
            seen = json.loads(log.read_text(encoding="utf-8")) if log.exists() else {}
            _face_down[lang, name] = {int(n): [Card(r, Suit(s)) for r, s in cards] for n, cards in seen.items()}
        nb = _executed[lang, name]
        problems = []
        texts = []
        for index, cell in enumerate(c for c in nb.cells if c.cell_type == "code"):
            for output in cell.outputs:
                if output.output_type == "error":
                    problems.append(f"code cell {index}: {output.ename}: {output.evalue}")
                elif output.output_type == "stream":
                    if output.name == "stderr":
                        problems.append(f"code cell {index} wrote to stderr: {output.text[:300]}")
                    texts.append(output.text)
                elif "text/plain" in output.get("data", {}):
                    texts.append(output.data["text/plain"] + "\n")
        assert not problems, f"{lang}/{name}: " + "\n".join(problems)
        widgets = sum(WIDGET_VIEW in o.get("data", {}) for c in nb.cells if c.cell_type == "code" for o in c.outputs)
        return "".join(texts), widgets

    return execute


KEY_OUTPUTS = {
    "01-setup": ["{board}", "13 ← (22, 23)", "3♠ → {not_adjacent}", "13 → {blocked}", "13 → 7♠", "{ui_score} 497 | {ui_moves} 3"],
    "02-king-ace-rule": ["{K}: ['{Q}']", "TP1-C-AAAAAAD: None", "2♦']"],
    "03-end-conditions": ["{status_won} | {ui_stock} 20 | {ui_score} 769", "{status_stuck} → {stuck}",
                          "12 J♥ → {not_adjacent}", "[] 23 {status_playing}", "['7♣', '9♠'] 0 {status_playing}",
                          "18 | {status_won} | {ui_moves} 63"],
    "04-scoring": ["37 ", "+99 → 563", "+99 → 658", "+99 → 750", "772 749 750", "-99 → {ui_score} 464 | {ui_moves} 37",
                   "17 | {ui_score} 755 | {ui_moves} 45"],
    "05-variants": ["{draw_not_allowed}", "{ui_waste} {empty} | {ui_stock} 24 |", "15 10", "{rule_easy}: 750; ", ": 66\n"],
    # Lesson 6: the simple player's lost game, its turning point (move 20, 4♣ for 6♦), the bad-luck contrast.
    "06-learn-from-your-game": ["{status_stuck} | {ui_score} 555 | {ui_moves} 45", "TP1-E-AAAAADG: 21 draw 23", "759",
                                "20 → ", "6 → ", "759 555", "{ui_review_nothing}"],
    # Lesson 7: Golf-B's and Black Hole's first waste card, the layout of your own as text, the designer reading
    # the design exercise's layout.
    "07-one-pile-many-games": ["Golf, {rule_classic} | {ui_waste} A♦ | {ui_stock} 16", "{ui_waste} A♠ | {ui_stock} 0",
                               "layout short-golf\nup 0..12", "LayoutDesigner('my-layout', error=False)"],
}
#: Rows of the lab's results tables (print(results)) a lesson shows: games, won, win % as the language writes it.
TABLE_ROWS = {"05-variants": [(200, 55, 27.5), (200, 13, 6.5), (200, 78, 39.0), (100, 51, 51.0), (60, 48, 80.0)],
              # Lesson 7: the solver on deals 0-49: Easy, Classic, Putt Putt, Golf-B, Golf-A, Black Hole, short-golf (the
              # design exercise's layout is measured by the designer's box, not a printed table).
              "07-one-pile-many-games": [(50, 48, 96.0), (50, 36, 72.0), (50, 23, 46.0), (50, 14, 28.0), (50, 46, 92.0),
                                         (50, 32, 64.0)]}
#: The boards and panels of each lesson; besides them, one answer box per exercise and the results sheet.
WIDGETS = {"01-setup": 2, "02-king-ace-rule": 3, "03-end-conditions": 3, "04-scoring": 6, "05-variants": 4,
           "06-learn-from-your-game": 2, "07-one-pile-many-games": 6}  # 7: the designer and its board's place


@pytest.mark.parametrize("lang,name", ALL)
def test_every_notebook_runs_and_shows_its_lesson(run, lang, name):
    text, widgets = run(lang, name)
    assert widgets == WIDGETS[name] + sum(i.startswith(name[1] + ".") for i in EXERCISES) + 1
    keys = {k: t(k, lang) for k in ("not_adjacent", "blocked", "ui_score", "ui_moves", "ui_stock", "stuck",
                                    "rule_classic", "draw_not_allowed", "status_won", "status_stuck",
                                    "status_playing", "rule_easy", "ui_waste", "empty", "ui_review_nothing")}
    for games, won, rate in TABLE_ROWS.get(name, []):  # the table's columns: won/games, win % (%27,5, 27,5 %)
        cells = rf"\s{won}/{games}\s+{re.escape(percent(rate, lang))} \("
        assert re.search(cells, text), f"{lang}/{name}: no row with {won}/{games} games won ({rate} %)"
    # The card letters of the notebook's language (K Q, R Q, R D), and the text board's line in its words.
    keys["K"], keys["Q"] = rank_symbol(13, lang), rank_symbol(12, lang)
    keys["board"] = t("text_board_line", lang, waste="A♣", stock=23, score=500, moves=0, rule=t("rule_easy", lang),
                      code="TP1-E-AAAAAAB", status=t("status_playing", lang))
    for expected_text in KEY_OUTPUTS[name]:
        wanted = expected_text.format(**keys)
        assert wanted in text, f"{lang}/{name}: {wanted!r} not in the output"
    if lang != "en":  # the printed output holds the term list too (docs/glossary.md)
        assert wrong_terms(text, lang) == []
    # The exercises wait for an answer in their boxes, whose static pictures (what an export shows) are in the
    # notebook's language: the question and a line to write on.
    pictures = [o.data["text/html"] for c in _executed[lang, name].cells if c.cell_type == "code"
                for o in c.outputs if "tp-answer-static" in o.get("data", {}).get("text/html", "")]
    assert len(pictures) == sum(i.startswith(name[1] + ".") for i in EXERCISES)
    assert all(t("box_write_here", lang) in p for p in pictures)


# -- no printout shows a face-down card as if it were face up -------------------------

#: The words that say a card is face down, in each language (the board's own words: t("face_down", lang)).
FACE_DOWN_WORDS = {"en": ("face down", "face-down"), "tr": ("kapalı",), "nb": ("skjult",)}


def face_down_problems(nb, face_down: dict, lang: str) -> list[str]:
    """Each printed line that names a face-down card (one the cell's code asked the engine for) without saying so."""
    problems = []
    for cell in nb.cells:
        cards = face_down.get(cell.get("execution_count"), []) if cell.cell_type == "code" else []
        lines = [line for output in cell.get("outputs", []) for line in
                 (output.get("text") or output.get("data", {}).get("text/plain", "")).splitlines()]
        for card in set(cards):
            names = {short_card_name(card, lang), str(card), card_name(card, lang)}
            named = re.compile("|".join(rf"(?<![\w]){re.escape(n)}(?![\w])" for n in names), re.IGNORECASE)
            problems += [f"cell {cell.execution_count} names the face-down {card}: {line!r}" for line in lines
                         if named.search(line) and not any(w in line.lower() for w in FACE_DOWN_WORDS[lang])]
    return problems


@pytest.mark.parametrize("lang,name", ALL)
def test_no_printout_names_a_face_down_card_without_saying_so(run, lang, name):
    run(lang, name)
    assert face_down_problems(_executed[lang, name], _face_down[lang, name], lang) == []
    if name in ("01-setup", "03-end-conditions"):  # these cells do ask for face-down cards (and do not print them)
        assert _face_down[lang, name], "tests/face_down_watch.py recorded nothing"


def test_the_face_down_check_fails_on_a_named_hidden_card():
    hidden = Card.from_str("10♥")
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("", execution_count=3, outputs=[
        nbformat.v4.new_output("stream", name="stdout", text="0 R♦ → x\n1 10♥ → Bu kart engellenmiş\n")])])
    assert face_down_problems(nb, {3: [hidden]}, "tr") == [
        "cell 3 names the face-down 10♥: '1 10♥ → Bu kart engellenmiş'"]
    nb.cells[0].outputs[0].text = "1 kapalı kart → Bu kart engellenmiş\nkapalı: 10♥, oyuncu henüz göremez\n"
    assert face_down_problems(nb, {3: [hidden]}, "tr") == []
    nb.cells[0].outputs[0].text = "1 kupa 10 → Bu kart engellenmiş\n"
    assert face_down_problems(nb, {3: [hidden]}, "tr") and not face_down_problems(nb, {4: [hidden]}, "tr")
